import { featurePlugin } from '../../platform/feature-plugin.ts';
import { createOccurrenceJob, OCCURRENCE_JOB_EVERY_MS, type OccurrenceJob } from './recurring-orders.job.ts';
import { recurringOrdersRoutes } from './recurring-orders.routes.ts';
import { createRecurringOrderService, type RecurringOrderService } from './recurring-orders.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Recurring orders (the recurring-orders feature). */
    recurringOrders: RecurringOrderService;
    /** The recurring-order job, for tests to run on demand. */
    occurrenceJob: OccurrenceJob;
  }
}

export const recurringOrdersPlugin = featurePlugin(
  'recurring-orders',
  ['switches', 'menu', 'orders'],
  async (app, { db, jobs }) => {
    const { menu, orders, bookingRules, switches } = app;
    const occurrenceJob = createOccurrenceJob({ db, menu, orders, bookingRules, log: app.log });
    const recurringOrders = createRecurringOrderService({
      db,
      menu,
      orders,
      job: occurrenceJob,
      bookingRules,
    });
    app.decorate('recurringOrders', recurringOrders);
    app.decorate('occurrenceJob', occurrenceJob);
    jobs.add({ name: 'recurring orders', everyMs: OCCURRENCE_JOB_EVERY_MS, run: () => occurrenceJob.run() });
    await app.register(async (scope) => recurringOrdersRoutes(scope, { recurringOrders, switches }));
  },
);
