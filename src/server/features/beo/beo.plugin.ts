import { featurePlugin } from '../../platform/feature-plugin.ts';
import { beoRoutes } from './beo.routes.ts';
import { createBeoService } from './beo.service.ts';

export const beoPlugin = featurePlugin('beo', [], async (app, { db, business }) => {
  await app.register(async (scope) =>
    beoRoutes(scope, { beo: createBeoService({ db, business }), business }),
  );
});
