/**
 * What the quotes feature offers the rest of the app. Other features import only these names,
 * from the modules named here (npm run check:imports); importing this file works too, but puts every
 * module below into the importer's chunk.
 */
export { downloadProposalPdf, openPrintableProposal } from './proposal-document.ts';
export { quoteKeys } from './query-keys.ts';
export { dateRuleError, EventDateInput, localInputToIso, toLocalInputValue } from './quote-fields.tsx';
export { QuoteWizard } from './quote-wizard.tsx';
export { RecentProposals } from './recent-proposals.tsx';
export {
  useMarkViewed,
  useQuoteList,
  useQuoteStats,
  useReviseQuote,
  useSetQuoteStatus,
} from './use-quotes.ts';
