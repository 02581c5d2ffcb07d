/**
 * What the payments feature offers the rest of the app. Other features import only these names,
 * from the modules named here (npm run check:imports); importing this file works too, but puts every
 * module below into the importer's chunk.
 */

export { InvoiceCardPayment } from './invoice-card-payment.tsx';
export { PayModal } from './pay-modal.tsx';
export { PayOrderModal } from './pay-order-modal.tsx';
export { PaymentLine } from './payment-line.tsx';
export { PaymentPanel } from './payment-panel.tsx';
export { paymentKeys } from './query-keys.ts';
export { usePaymentTestStatus } from './use-payments.ts';
