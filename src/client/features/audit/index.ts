/**
 * What the audit feature offers the rest of the app: a record's history (issue 36 §3), as a list
 * (the settings page's tab, a payment's dialog) or behind a "History" button (an order's card).
 */
export { HistoryList } from './history-list.tsx';
export { HistoryToggle } from './history-toggle.tsx';
export { auditKeys } from './query-keys.ts';
