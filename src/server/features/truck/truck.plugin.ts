import { featurePlugin } from '../../platform/feature-plugin.ts';
import { truckRoutes } from './truck.routes.ts';
import { createTruckService } from './truck.service.ts';

export const truckPlugin = featurePlugin('truck', ['switches'], async (app, { db, changes }) => {
  const truck = createTruckService(db, { changes });
  await app.register(async (scope) => truckRoutes(scope, { truck, switches: app.switches }));
});
