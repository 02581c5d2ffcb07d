import { featurePlugin } from '../../platform/feature-plugin.ts';
import { staffRoutes } from './staff.routes.ts';

export const staffPlugin = featurePlugin('staff', ['auth'], async (app, { db, sessions }) => {
  const { auth } = app;
  await app.register(async (scope) => staffRoutes(scope, { db, auth, sessions }));
});
