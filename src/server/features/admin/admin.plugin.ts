import { featurePlugin } from '../../platform/feature-plugin.ts';
import { overdueReceivables } from '../accounts/index.ts';
import { createEventCosting } from '../costing/index.ts';
import { adminRoutes } from './admin.routes.ts';
import { createAdminService } from './admin.service.ts';

export const adminPlugin = featurePlugin(
  'admin',
  ['recurring-orders', 'newsletter'],
  async (app, { db, business }) => {
    const { recurringOrders, newsletter } = app;
    const dashboardCounts = {
      activeRecurringOrders: () => recurringOrders.countActive(),
      newsletterReaders: async () => (await newsletter.stats()).subscribers,
      overdueReceivables: () => overdueReceivables(db),
      grossMargin: createEventCosting({ db, crew: async () => (await business()).offer.crew }).grossMargin,
    };
    await app.register(async (scope) =>
      adminRoutes(scope, { admin: createAdminService(db, dashboardCounts), db }),
    );
  },
);
