export { PaymentFailedError, type PaymentRow } from './payments.charges.ts';
export { paymentsPlugin } from './payments.plugin.ts';
