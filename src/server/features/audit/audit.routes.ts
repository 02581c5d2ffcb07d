import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditPageSchema, AuditQuerySchema } from '../../../common/audit/schema.ts';
import type { createAuditService } from './audit.service.ts';

export async function auditRoutes(
  app: FastifyInstance,
  deps: { audit: ReturnType<typeof createAuditService> },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Admins only (docs/decisions/0099): the trail names accounts and carries amounts, and the crew's
  // screens show neither; staff follow an order's steps on its card as before.
  r.get(
    '/api/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          "A record's history, newest first: who changed what and when, the fields before and after (an admin)",
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema },
      },
    },
    async (request) => deps.audit.list(request.query),
  );
}
