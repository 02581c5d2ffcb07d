import { featurePlugin } from '../../platform/feature-plugin.ts';
import { settingsRoutes } from './settings.routes.ts';
import { createSettingsService, type SettingsService } from './settings.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Business details and the site's texts (the settings feature). */
    settings: SettingsService;
  }
}

export const settingsPlugin = featurePlugin('settings', [], async (app, { db, changes }) => {
  const settings = createSettingsService(db, changes, app.log);
  app.decorate('settings', settings);
  await app.register(async (scope) => settingsRoutes(scope, { settings }));
});
