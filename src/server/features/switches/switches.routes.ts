import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AvailabilityQuerySchema,
  AvailabilitySchema,
  SiteSwitchesSchema,
  SwitchesPatchSchema,
} from '../../../common/switches/schema.ts';
import { requireUser } from '../../platform/access.ts';
import type { BookingRules } from './booking-rules.ts';
import type { SwitchService } from './switches.service.ts';

export async function switchesRoutes(
  app: FastifyInstance,
  deps: { switches: SwitchService; bookingRules: BookingRules },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public: pages hide switched-off services, show social links and the booking rules.
  r.get(
    '/api/features',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Which services are on, the social links and the booking rules (anyone)',
        response: { 200: SiteSwitchesSchema },
      },
    },
    async () => deps.switches.get(),
  );

  r.patch(
    '/api/features',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Switch services on or off, change the social links and booking rules (an admin)',
        body: SwitchesPatchSchema,
        response: { 200: SiteSwitchesSchema },
      },
    },
    async (request) => deps.switches.update(request.body, requireUser(request.user)),
  );

  r.get(
    '/api/availability',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Which dates in a range are blocked or fully booked (anyone)',
        querystring: AvailabilityQuerySchema,
        response: { 200: AvailabilitySchema },
      },
    },
    async (request) =>
      deps.bookingRules.availability(request.query.from, request.query.to, {
        withPending: request.user?.role === 'admin',
      }),
  );
}
