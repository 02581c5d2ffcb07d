export { recurringOrdersPlugin } from './recurring-orders.plugin.ts';
