import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type Invoice,
  InvoiceListQuerySchema,
  InvoiceListSchema,
  InvoiceOnlinePaymentBodySchema,
  InvoiceOnlinePaymentResultSchema,
  InvoicePaymentBodySchema,
  InvoiceSchema,
  ReceivablesQuerySchema,
  ReceivablesSchema,
  VoidInvoiceBodySchema,
} from '../../../common/accounts/invoice.ts';
import {
  AccountBodySchema,
  BillQuoteToAccountBodySchema,
  ClientAccountParamsSchema,
  HouseAccountSchema,
  InvoiceIdParamsSchema,
  MyAccountSchema,
  QuoteBillingParamsSchema,
} from '../../../common/accounts/schema.ts';
import { ExportRangeQuerySchema } from '../../../common/admin.ts';
import { businessInstant } from '../../../common/business-time.ts';
import type { Database } from '../../db/connect.ts';
import { PaymentFailedError } from '../payments/index.ts';
import type { HouseAccounts } from './accounts.account.ts';
import { invoicesCsv } from './accounts.export.ts';
import type { Invoices } from './accounts.invoices.ts';
import type { createOnlineInvoicePayments } from './accounts.online.ts';
import type { createInvoicePayments } from './accounts.payments.ts';
import type { QuoteBilling } from './accounts.quotes.ts';
import { receivables, receivablesCsv } from './accounts.receivables.ts';

/** The receivables' clock: noon of the asked business date, else now. */
const asOf = (query: { asOf?: string }) => (query.asOf ? businessInstant(query.asOf, '12:00') : new Date());

/** Issue 39's routes: house accounts, invoices, their payments and the receivables. */
export async function accountsRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    accounts: HouseAccounts;
    invoices: Invoices;
    payments: ReturnType<typeof createInvoicePayments>;
    online: ReturnType<typeof createOnlineInvoicePayments>;
    quoteBilling: QuoteBilling;
    pdf: (invoice: Invoice) => Promise<Buffer>;
  },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'Cache-Control': 'private, no-store' };

  r.patch(
    '/api/admin/clients/:id/account',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Set a client's house account: terms, credit limit, PO required, billing email (an admin)",
        params: ClientAccountParamsSchema,
        body: AccountBodySchema,
        response: { 200: HouseAccountSchema },
      },
    },
    async (request) => deps.accounts.set(request.params.id, request.body, request.user!),
  );

  r.get(
    '/api/admin/clients/:id/account',
    {
      config: { access: 'admin' },
      schema: {
        summary: "A client's house account with its unpaid invoices and remaining credit (an admin)",
        params: ClientAccountParamsSchema,
        response: { 200: HouseAccountSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return deps.accounts.get(request.params.id);
    },
  );

  r.get(
    '/api/account',
    {
      config: { access: 'user' },
      schema: {
        summary: "The signed-in client's house account terms and remaining credit, for checkout",
        response: { 200: MyAccountSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return deps.accounts.mine(request.user!.id);
    },
  );

  r.get(
    '/api/invoices',
    {
      config: { access: 'user' },
      schema: {
        summary:
          "Invoices: a client their own, the admin all (?status=open|paid|overdue|void, ?quoteId= one proposal's)",
        querystring: InvoiceListQuerySchema,
        response: { 200: InvoiceListSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return {
        items: await deps.invoices.list(request.user!, request.query.status, request.query.quoteId),
      };
    },
  );

  r.get(
    '/api/invoices/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'One invoice with its lines, parts and payments (its client or the admin)',
        params: InvoiceIdParamsSchema,
        response: { 200: InvoiceSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return deps.invoices.full(await deps.invoices.readable(request.params.id, request.user!));
    },
  );

  r.get(
    '/api/invoices/:id/pdf',
    {
      config: { access: 'user' },
      schema: { summary: 'One invoice as a PDF (its client or the admin)', params: InvoiceIdParamsSchema },
    },
    async (request, reply) => {
      const invoice = await deps.invoices.full(
        await deps.invoices.readable(request.params.id, request.user!),
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${invoice.number}.pdf"`)
        .headers(noStore)
        .send(await deps.pdf(invoice));
    },
  );

  r.post(
    '/api/admin/invoices/:id/void',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Void an unpaid invoice, with a reason (an admin)',
        params: InvoiceIdParamsSchema,
        body: VoidInvoiceBodySchema,
        response: { 200: InvoiceSchema },
      },
    },
    async (request) => deps.invoices.void(request.params.id, request.body.reason, request.user!),
  );

  r.post(
    '/api/invoices/:id/payments',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          'Record a check, ACH or cash payment of an invoice; partial allowed, over the balance 409 (an admin)',
        params: InvoiceIdParamsSchema,
        body: InvoicePaymentBodySchema,
        response: { 201: InvoiceSchema },
      },
    },
    async (request, reply) => {
      await deps.payments.record(request.params.id, request.body, request.user!);
      const row = (await deps.invoices.load(request.params.id))!;
      return reply.status(201).send(await deps.invoices.full(row));
    },
  );

  // The invoice mail's link: its client pays the open balance by card; 402 declined (with the attempt).
  r.post(
    '/api/invoices/:id/payments/online',
    {
      config: { access: 'user' },
      schema: {
        summary:
          "Pay an invoice's open balance online, its amount taken from the stored invoice (its client)",
        params: InvoiceIdParamsSchema,
        body: InvoiceOnlinePaymentBodySchema,
      },
    },
    async (request, reply) => {
      try {
        const key = request.headers['idempotency-key'];
        const { status, ...result } = await deps.online.pay(
          request.params.id,
          request.body.card,
          request.user!,
          Array.isArray(key) ? key[0] : key,
        );
        return reply
          .status(status === 'pending' ? 202 : 201)
          .send(InvoiceOnlinePaymentResultSchema.parse(result));
      } catch (error) {
        if (!(error instanceof PaymentFailedError)) throw error;
        return reply.status(402).send({ message: error.message, code: error.code, payment: error.payment });
      }
    },
  );

  // "Bill my account" on an accepted proposal: its invoice now, in place of the deposit by card.
  r.post(
    '/api/quotes/:id/bill-to-account',
    {
      config: { access: 'user' },
      schema: {
        summary:
          "Bill an accepted proposal to the client's house account with a PO number: its invoice is issued (its client)",
        params: QuoteBillingParamsSchema,
        body: BillQuoteToAccountBodySchema,
        response: { 201: InvoiceSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await deps.quoteBilling.bill(request.params.id, request.body, request.user!)),
  );

  r.get(
    '/api/admin/invoices/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          "The accountant's CSV: one row per invoice line and per payment, invoices issued ?from= ?to= (an admin)",
        querystring: ExportRangeQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="invoices-${request.query.from}-to-${request.query.to}.csv"`,
        )
        .headers(noStore)
        .send(await invoicesCsv(deps.db, request.query)),
  );

  r.get(
    '/api/admin/receivables',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          'Open balances by aging bucket, in total and per account, today or ?asOf= a business date (an admin)',
        querystring: ReceivablesQuerySchema,
        response: { 200: ReceivablesSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return receivables(deps.db, asOf(request.query));
    },
  );

  r.get(
    '/api/admin/receivables.csv',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The receivables as a CSV file, ?asOf= a business date (an admin)',
        querystring: ReceivablesQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="receivables.csv"')
        .headers(noStore)
        .send(receivablesCsv(await receivables(deps.db, asOf(request.query)))),
  );
}
