import { featurePlugin } from '../../platform/feature-plugin.ts';
import { attentionRoutes } from './attention.routes.ts';
import { createAttentionService } from './attention.service.ts';

export const attentionPlugin = featurePlugin('attention', ['settings'], async (app, { db }) => {
  const attention = createAttentionService({ db, settings: app.settings });
  await app.register(async (scope) => attentionRoutes(scope, { attention }));
});
