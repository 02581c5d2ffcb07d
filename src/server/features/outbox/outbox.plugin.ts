import { featurePlugin } from '../../platform/feature-plugin.ts';
import { outboxRoutes } from './outbox.routes.ts';
import { createOutboxService } from './outbox.service.ts';

export const outboxPlugin = featurePlugin('outbox', [], async (app, { db }) => {
  await app.register(async (scope) => outboxRoutes(scope, { outbox: createOutboxService(db) }));
});
