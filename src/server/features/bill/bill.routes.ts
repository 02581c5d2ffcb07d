import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminClientListQuerySchema,
  AdminClientListSchema,
  AdminClientSchema,
  ClientIdParamsSchema,
  TaxExemptBodySchema,
  TaxReportQuerySchema,
  TaxReportSchema,
} from '../../../common/bill/schema.ts';
import { taxReportCsv } from './bill.report-csv.ts';
import type { BillService } from './bill.service.ts';

/** The admin's side of the bill: clients' tax exemptions and the monthly tax report. */
export async function billRoutes(app: FastifyInstance, deps: { bill: BillService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/clients',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          'A page of client accounts with their tax exemptions, those with a certificate first, found by ?q= (an admin)',
        querystring: AdminClientListQuerySchema,
        response: { 200: AdminClientListSchema },
      },
    },
    async (request) => app.sharedRead(request, () => deps.bill.listClients(request.query)),
  );

  r.patch(
    '/api/admin/clients/:id/tax-exempt',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Mark a client tax-exempt or not (an admin)',
        params: ClientIdParamsSchema,
        body: TaxExemptBodySchema,
        response: { 200: AdminClientSchema },
      },
    },
    async (request) => deps.bill.setTaxExempt(request.params.id, request.body, request.user),
  );

  r.get(
    '/api/admin/tax-report',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The sales tax report, month by month (an admin)',
        querystring: TaxReportQuerySchema,
        response: { 200: TaxReportSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return app.sharedRead(request, () => deps.bill.taxReport(request.query));
    },
  );

  r.get(
    '/api/admin/tax-report.csv',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Download the sales tax report as a CSV file (an admin)',
        querystring: TaxReportQuerySchema,
      },
    },
    async (request, reply) => {
      const report = await app.sharedRead(request, () => deps.bill.taxReport(request.query));
      const first = report.months[0]?.month ?? '';
      const last = report.months.at(-1)?.month ?? '';
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="tax-report-${first}-to-${last}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(taxReportCsv(report));
    },
  );
}
