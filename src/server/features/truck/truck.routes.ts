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
    {
      config: { access: 'public' },
      schema: {
        summary: 'Where the food truck is now, where it goes next, and its week (anyone)',
        response: { 200: TruckLocationSchema },
      },
    },
    async () => {
      // A switched-off truck has no public whereabouts; its schedule stays stored for the admin.
      await deps.switches.assertServiceOn('foodTruck');
      return deps.truck.getLocation();
    },
  );

  r.get(
    '/api/truck/schedule',
    {
      config: { access: 'admin' },
      schema: { summary: "The food truck's schedule (an admin)", response: { 200: TruckScheduleSchema } },
    },
    async () => deps.truck.getSchedule(),
  );

  r.put(
    '/api/truck/schedule',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Change the food truck's schedule (an admin)",
        body: TruckScheduleSchema,
        response: { 200: TruckScheduleSchema },
      },
    },
    async (request) => deps.truck.updateSchedule(request.body, request.user),
  );
}
