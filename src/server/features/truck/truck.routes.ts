import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TruckLocationSchema, TruckScheduleSchema } from '../../../common/truck.ts';
import type { SwitchService } from '../switches/switches.service.ts';
import type { TruckService } from './truck.service.ts';

export async function truckRoutes(
  app: FastifyInstance,
  deps: { truck: TruckService; switches: SwitchService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/truck/location',
    { config: { access: 'public' }, schema: { response: { 200: TruckLocationSchema } } },
    async () => {
      // A switched-off truck has no public whereabouts; its schedule stays stored for the admin.
      await deps.switches.assertServiceOn('foodTruck');
      return deps.truck.getLocation();
    },
  );

  r.get(
    '/api/truck/schedule',
    { config: { access: 'admin' }, schema: { response: { 200: TruckScheduleSchema } } },
    async () => deps.truck.getSchedule(),
  );

  r.put(
    '/api/truck/schedule',
    {
      config: { access: 'admin' },
      schema: { body: TruckScheduleSchema, response: { 200: TruckScheduleSchema } },
    },
    async (request) => deps.truck.updateSchedule(request.body),
  );
}
