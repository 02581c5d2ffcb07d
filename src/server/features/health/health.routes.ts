import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/connect.ts';

const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
});

/** For load balancers and uptime checks: 200 when the database answers, 503 when it does not. */
export async function healthRoutes(app: FastifyInstance, deps: { db: Database }): Promise<void> {
  app.get(
    '/api/health',
    {
      config: { access: 'public', writeLimit: false },
      schema: {
        summary: 'Check that the server and its database answer (load balancers, uptime checks)',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      try {
        await deps.db.execute(sql`select 1`);
        return { status: 'ok', database: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database did not answer');
        return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
      }
    },
  );
}
