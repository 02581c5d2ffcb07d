import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PayrollQuerySchema, PayrollSchema } from '../../../common/shifts/schema.ts';
import type { Database } from '../../db/connect.ts';
import { payrollCsv, payrollOf } from './shifts.payroll.ts';

/** Hours and pay (issue 38 §3): admins only, as every hourly rate is. */
export async function payrollRoutes(app: FastifyInstance, deps: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/payroll',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Each person's shifts in a date range, scheduled and actual hours, and pay (an admin)",
        querystring: PayrollQuerySchema,
        response: { 200: PayrollSchema },
      },
    },
    async (request) => payrollOf(deps.db, request.query),
  );

  r.get(
    '/api/admin/payroll.csv',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The payroll of a date range as a CSV file, one row per shift (an admin)',
        querystring: PayrollQuerySchema,
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="payroll-${from}-to-${to}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(payrollCsv(await payrollOf(deps.db, request.query)));
    },
  );
}
