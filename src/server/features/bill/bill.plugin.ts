import { featurePlugin } from '../../platform/feature-plugin.ts';
import { billRoutes } from './bill.routes.ts';
import { createBillService } from './bill.service.ts';

export const billPlugin = featurePlugin('bill', [], async (app, { db }) => {
  await app.register(async (scope) => billRoutes(scope, { bill: createBillService(db) }));
});
