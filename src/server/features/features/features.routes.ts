import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AvailabilityQuerySchema,
  AvailabilitySchema,
  FeaturesPatchSchema,
  SiteFeaturesSchema,
} from '../../../common/features.ts';
import type { BookingRules } from './booking-rules.ts';
import type { FeatureService } from './features.service.ts';

export async function featuresRoutes(
  app: FastifyInstance,
  deps: { features: FeatureService; bookingRules: BookingRules },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public: pages hide switched-off services, show social links and the booking rules.
  r.get(
    '/api/features',
    { config: { access: 'public' }, schema: { response: { 200: SiteFeaturesSchema } } },
    async () => deps.features.get(),
  );

  r.patch(
    '/api/features',
    {
      config: { access: 'admin' },
      schema: { body: FeaturesPatchSchema, response: { 200: SiteFeaturesSchema } },
    },
    async (request) => deps.features.update(request.body),
  );

  r.get(
    '/api/availability',
    {
      config: { access: 'public' },
      schema: { querystring: AvailabilityQuerySchema, response: { 200: AvailabilitySchema } },
    },
    async (request) => deps.bookingRules.availability(request.query.from, request.query.to),
  );
}
