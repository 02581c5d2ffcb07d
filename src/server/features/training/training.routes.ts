import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HandledBodySchema,
  InquiryIdParamsSchema,
  InquiryListQuerySchema,
} from '../../../common/inquiries.ts';
import {
  TrainingRequestBodySchema,
  TrainingRequestListSchema,
  TrainingRequestSchema,
} from '../../../common/training.ts';
import { requireUser } from '../../platform/access.ts';
import type { SwitchService } from '../switches/switches.service.ts';
import type { TrainingService } from './training.service.ts';

export async function trainingRoutes(
  app: FastifyInstance,
  deps: { training: TrainingService; switches: SwitchService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A person asks about a few programs; more than this in an hour is a script.
  const limiter = app.limiter('trainingRequest');

  r.post(
    '/api/training/requests',
    {
      config: { access: 'user', writeLimit: false },
      schema: {
        summary: 'Ask about a training program (anyone)',
        body: TrainingRequestBodySchema,
        response: { 201: TrainingRequestSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      await deps.switches.assertTrainingOpenTo(user);
      await deps.switches.assertServiceOn('training');
      await limiter.consume([`user:${user.id}`]);
      return reply.status(201).send(await deps.training.create(user, request.body));
    },
  );

  r.get(
    '/api/training/requests',
    {
      config: { access: 'user' },
      schema: {
        summary: 'List the training requests (an admin)',
        querystring: InquiryListQuerySchema,
        response: { 200: TrainingRequestListSchema },
      },
    },
    async (request) => {
      await deps.switches.assertTrainingOpenTo(request.user);
      return deps.training.list(requireUser(request.user), request.query);
    },
  );

  r.patch(
    '/api/training/requests/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Mark a training request handled or not (an admin)',
        params: InquiryIdParamsSchema,
        body: HandledBodySchema,
        response: { 200: TrainingRequestSchema },
      },
    },
    async (request) => deps.training.setHandled(request.params.id, request.body.handled),
  );
}
