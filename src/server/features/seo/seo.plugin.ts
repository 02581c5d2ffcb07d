import { featurePlugin } from '../../platform/feature-plugin.ts';
import { seoRoutes } from './seo.routes.ts';

export const seoPlugin = featurePlugin('seo', ['switches'], async (app, { config }) => {
  await app.register(async (scope) =>
    seoRoutes(scope, { publicUrl: config.publicUrl, switches: app.switches }),
  );
});
