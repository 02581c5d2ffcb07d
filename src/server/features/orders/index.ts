export { ordersPlugin } from './orders.plugin.ts';
