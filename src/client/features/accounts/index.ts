/**
 * What the accounts feature (issue 39: house accounts and their invoices) offers the rest of the app.
 * Other features import only these names, from the modules named here (npm run check:imports).
 */
export { AccountEditor } from './account-editor.tsx';
export { overdueText } from './invoice-text.ts';
export { ProposalBilling } from './proposal-billing.tsx';
export { useQuoteInvoice } from './use-invoices.ts';
