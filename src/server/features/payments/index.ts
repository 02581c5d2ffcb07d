export { paymentsPlugin } from './payments.plugin.ts';
