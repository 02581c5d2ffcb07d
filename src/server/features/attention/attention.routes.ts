import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AttentionSchema } from '../../../common/attention.ts';
import type { AttentionService } from './attention.service.ts';

export async function attentionRoutes(
  app: FastifyInstance,
  deps: { attention: AttentionService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/attention',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'What needs the owner today: new orders, quote requests, open inquiries (an admin)',
        response: { 200: AttentionSchema },
      },
    },
    async (request, reply) => {
      // Counts change with every order and message: never cached.
      reply.header('cache-control', 'no-store');
      return app.sharedRead(request, () => deps.attention.get());
    },
  );
}
