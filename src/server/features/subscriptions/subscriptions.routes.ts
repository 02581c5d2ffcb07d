import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../common/ids.ts';
import {
  CreateSubscriptionSchema,
  SubscriptionListSchema,
  SubscriptionSchema,
  UpdateSubscriptionSchema,
} from '../../../common/subscriptions.ts';
import { requireUser } from '../../platform/access.ts';
import type { FeatureService } from '../features/features.service.ts';
import type { SubscriptionService } from './subscriptions.service.ts';

export async function subscriptionsRoutes(
  app: FastifyInstance,
  deps: { subscriptions: SubscriptionService; features: FeatureService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/subscriptions',
    {
      config: { access: 'user' },
      schema: { body: CreateSubscriptionSchema, response: { 201: SubscriptionSchema } },
    },
    async (request, reply) => {
      // Switched off in the Feature Manager: no new subscriptions; existing ones keep running.
      await deps.features.assertServiceOn('recurringOrders');
      return reply.status(201).send(await deps.subscriptions.create(requireUser(request.user), request.body));
    },
  );

  r.get(
    '/api/subscriptions',
    { config: { access: 'user' }, schema: { response: { 200: SubscriptionListSchema } } },
    async (request) => deps.subscriptions.list(requireUser(request.user)),
  );

  r.patch(
    '/api/subscriptions/:id',
    {
      config: { access: 'user' },
      schema: {
        params: IdParamsSchema,
        body: UpdateSubscriptionSchema,
        response: { 200: SubscriptionSchema },
      },
    },
    async (request) => deps.subscriptions.update(requireUser(request.user), request.params.id, request.body),
  );
}
