import { featurePlugin } from '../../platform/feature-plugin.ts';
import { adminRoutes } from './admin.routes.ts';
import { createAdminService } from './admin.service.ts';

export const adminPlugin = featurePlugin('admin', ['recurring-orders', 'newsletter'], async (app, { db }) => {
  const { recurringOrders, newsletter } = app;
  const dashboardCounts = {
    activeRecurringOrders: () => recurringOrders.countActive(),
    newsletterReaders: async () => (await newsletter.stats()).subscribers,
  };
  await app.register(async (scope) =>
    adminRoutes(scope, { admin: createAdminService(db, dashboardCounts), db }),
  );
});
