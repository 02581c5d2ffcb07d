import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminStatsSchema, ExportRangeQuerySchema } from '../../../common/admin.ts';
import type { Database } from '../../db/connect.ts';
import { ordersCsv, quotesCsv } from './admin.export.ts';
import type { AdminService } from './admin.service.ts';

export async function adminRoutes(
  app: FastifyInstance,
  deps: { admin: AdminService; db: Database },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/stats',
    {
      config: { access: 'admin' },
      schema: {
        summary: "The dashboard's figures, counted from the database (an admin)",
        response: { 200: AdminStatsSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return app.sharedRead(request, () => deps.admin.stats());
    },
  );

  const exports = { orders: ordersCsv, quotes: quotesCsv } as const;
  for (const [name, build] of Object.entries(exports)) {
    r.get(
      `/api/admin/export/${name}.csv`,
      {
        config: { access: 'admin' },
        schema: {
          summary: `Download the ${name} of a date range as a CSV file (an admin)`,
          querystring: ExportRangeQuerySchema,
        },
      },
      async (request, reply) => {
        const { from, to } = request.query;
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${name}-${from}-to-${to}.csv"`)
          .header('Cache-Control', 'private, no-store')
          .send(await build(deps.db, from, to));
      },
    );
  }
}
