import { featurePlugin } from '../../platform/feature-plugin.ts';
import { createEventCosting } from '../costing/index.ts';
import { queueText } from '../texts/index.ts';
import { cartPriceRoutes } from './orders.cart-price.ts';
import { ordersRoutes } from './orders.routes.ts';
import { createOrderService, type OrderService } from './orders.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders from the menu (the orders feature). */
    orders: OrderService;
  }
}

export const ordersPlugin = featurePlugin(
  'orders',
  ['switches', 'menu', 'discounts', 'loyalty', 'texts'],
  async (app, { db, mailer, config, gateway, business }) => {
    const { loyalty, rewardCodes, bookingRules } = app;
    const orders = createOrderService({
      db,
      mailer,
      menu: app.menu,
      discounts: app.discounts,
      business,
      businessEmail: config.businessEmail,
      publicUrl: config.publicUrl,
      statusMailDelayMs: config.statusMailDelayMs,
      onlinePayment: gateway.name !== 'off',
      loyalty: { applyToOrder: rewardCodes.applyToOrder, syncOrder: loyalty.syncOrder },
      texts: { queue: (request) => queueText(app, request) },
    });
    app.decorate('orders', orders);
    const costing = createEventCosting({ db, crew: async () => (await business()).offer.crew });
    await app.register(async (scope) => ordersRoutes(scope, { orders, bookingRules, costing }));
    // Issue 34 §2: the cart re-priced from the menu each time it is shown.
    await app.register(async (scope) => cartPriceRoutes(scope, { menu: () => app.menu.snapshot() }));
  },
);
