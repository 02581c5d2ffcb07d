import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OutboxListQuerySchema, OutboxListSchema } from '../../../common/outbox.ts';
import type { OutboxService } from './outbox.service.ts';

export async function outboxRoutes(app: FastifyInstance, deps: { outbox: OutboxService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Stuck mail: ?status=failed lists what SMTP refused (with the error and the next retry).
  r.get(
    '/api/admin/outbox',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'List the outgoing mail, such as what failed to send and when it is retried (an admin)',
        querystring: OutboxListQuerySchema,
        response: { 200: OutboxListSchema },
      },
    },
    async (request) => deps.outbox.list(request.query.status),
  );
}
