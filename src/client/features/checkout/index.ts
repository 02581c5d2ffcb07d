/**
 * What the checkout feature offers the rest of the app. Other features import only these names,
 * from the modules named here (npm run check:imports); importing this file works too, but puts every
 * module below into the importer's chunk.
 */
export { useMyAccount } from './account-payment.tsx';
export { OrderConfirmation } from './order-confirmation.tsx';
export { usePlaceOrder } from './use-place-order.ts';
