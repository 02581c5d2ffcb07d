import { featurePlugin } from '../../platform/feature-plugin.ts';
import { kitchenRoutes } from './kitchen.routes.ts';
import { createKitchenService } from './kitchen.service.ts';

export const kitchenPlugin = featurePlugin('kitchen', ['switches'], async (app, { db, business }) => {
  const kitchen = createKitchenService({ db, bookingRules: app.bookingRules, business });
  await app.register(async (scope) => kitchenRoutes(scope, { kitchen, business }));
});
