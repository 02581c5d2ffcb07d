import { featurePlugin } from '../../platform/feature-plugin.ts';
import { trackerRoutes } from './tracker.routes.ts';
import { createTrackerService } from './tracker.service.ts';

export const trackerPlugin = featurePlugin('tracker', [], async (app, { db }) => {
  const tracker = createTrackerService(db);
  await app.register(async (scope) => trackerRoutes(scope, { tracker }));
});
