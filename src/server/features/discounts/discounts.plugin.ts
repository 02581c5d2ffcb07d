import { featurePlugin } from '../../platform/feature-plugin.ts';
import { discountsRoutes } from './discounts.routes.ts';
import { createDiscountService, type DiscountService } from './discounts.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Discount codes (the discounts feature). */
    discounts: DiscountService;
  }
}

export const discountsPlugin = featurePlugin('discounts', [], async (app, { db }) => {
  const discounts = createDiscountService(db);
  app.decorate('discounts', discounts);
  await app.register(async (scope) => discountsRoutes(scope, { discounts }));
});
