/** What other features may use of the orders feature. */
export { ReorderNotice } from './reorder-notice.tsx';
