import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CalendarQuerySchema, CalendarSchema } from '../../../common/calendar/schema.ts';
import type { CalendarService } from './calendar.service.ts';

export async function calendarRoutes(
  app: FastifyInstance,
  deps: { calendar: CalendarService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/calendar',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Events, orders, pickups and recurring deliveries day by day, up to 62 days (the kitchen)',
        querystring: CalendarQuerySchema,
        response: { 200: CalendarSchema },
      },
    },
    async (request) => app.sharedRead(request, () => deps.calendar.get(request.query.from, request.query.to)),
  );
}
