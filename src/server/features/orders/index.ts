/**
 * What the orders feature offers the rest of the server: app.ts registers its plugin; other
 * features (and server code outside the features) import only the names below, from the modules
 * named here (npm run check:imports).
 */
export { ordersPlugin } from './orders.plugin.ts';
export { priceOrder, type RequestedLine } from './orders.pricing.ts';
export type { OrderService } from './orders.service.ts';
export { insertPricedOrder } from './orders.store.ts';
