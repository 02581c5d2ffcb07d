import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../common/ids.ts';
import { PublicTrackingSchema, TrackerSchema, TrackingQuerySchema } from '../../../common/tracker.ts';
import { requireUser } from '../../platform/access.ts';
import type { TrackerService } from './tracker.service.ts';

export async function trackerRoutes(app: FastifyInstance, deps: { tracker: TrackerService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public: the secret token of the confirmation mail is the only key (visitors have no account).
  r.get(
    '/api/orders/:id/tracking',
    {
      config: { access: 'public' },
      schema: {
        summary: "An order's progress, with the token from its confirmation mail (anyone holding it)",
        params: IdParamsSchema,
        querystring: TrackingQuerySchema,
        response: { 200: PublicTrackingSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return deps.tracker.publicTracking(request.params.id, request.query.token);
    },
  );

  r.get(
    '/api/tracker',
    {
      config: { access: 'user' },
      schema: {
        summary: "The signed-in user's orders and upcoming events",
        response: { 200: TrackerSchema },
      },
    },
    async (request) => deps.tracker.forUser(requireUser(request.user)),
  );
}
