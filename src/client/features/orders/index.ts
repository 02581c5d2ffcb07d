/** What other features may use of the orders feature. */

export { orderKeys } from './query-keys.ts';
export { ReorderNotice } from './reorder-notice.tsx';
