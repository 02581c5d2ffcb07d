import { featurePlugin } from '../../platform/feature-plugin.ts';
import { healthRoutes } from './health.routes.ts';

export const healthPlugin = featurePlugin('health', [], async (app, { db }) => {
  await app.register(async (scope) => healthRoutes(scope, { db }));
});
