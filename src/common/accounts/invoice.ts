import { z } from 'zod';
import { idParam } from '../ids.ts';
import { CardSchema, PaymentSchema } from '../payments.ts';
import { IsoDateSchema } from '../switches/schema.ts';

/** An invoice's stored status; 'overdue' is an open one past its due date (computed when read). */
const INVOICE_STATUSES = ['open', 'paid', 'overdue', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** One item of GET /api/invoices. */
const InvoiceSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  orderId: z.number().int().nullable(),
  quoteId: z.number().int().nullable(),
  poNumber: z.string().nullable(),
  issuedOn: z.string(),
  dueOn: z.string(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

const InvoiceLineSchema = z.object({
  name: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number().int(),
  lineTotalCents: z.number().int(),
});
/** A part of the stored bill (subtotal, discount, delivery, tax, gratuity, total), in cents. */
const InvoicePartSchema = z.object({ label: z.string(), amountCents: z.number().int() });

const INVOICE_PAYMENT_METHODS = ['check', 'ach', 'cash', 'online'] as const;
/** A recorded payment of an invoice. */
const InvoicePaymentSchema = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  method: z.enum(INVOICE_PAYMENT_METHODS),
  reference: z.string().nullable(),
  receivedAt: z.string(),
});

/** GET /api/invoices/{id}. */
export const InvoiceSchema = InvoiceSummarySchema.extend({
  userId: z.number().int(),
  companyName: z.string().nullable(),
  billingEmail: z.string().nullable(),
  billingAddress: z.string().nullable(),
  lines: z.array(InvoiceLineSchema),
  parts: z.array(InvoicePartSchema),
  payments: z.array(InvoicePaymentSchema),
  balanceCents: z.number().int(),
  voidReason: z.string().nullable(),
  /** The billed proposal's number (CC-2026-014) as the proposal carries it; null for an order's invoice. */
  proposalNumber: z.string().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoiceListQuerySchema = z.object({
  status: z.enum(INVOICE_STATUSES, { error: 'status is open, paid, overdue or void' }).optional(),
  /** The invoice of one proposal (a proposal's page asks whether it was billed to an account). */
  quoteId: idParam('quoteId is a proposal number').optional(),
});
export const InvoiceListSchema = z.object({ items: z.array(InvoiceSummarySchema) });
export type InvoiceList = z.infer<typeof InvoiceListSchema>;

/** POST /api/admin/invoices/{id}/void. */
export const VoidInvoiceBodySchema = z.strictObject({
  reason: z.string({ error: 'A reason is required' }).trim().min(1, 'A reason is required').max(500),
});

/** POST /api/invoices/{id}/payments (admin): a payment received outside the gateway. */
export const InvoicePaymentBodySchema = z.strictObject({
  amountCents: z
    .number({ error: 'An amount in cents is required' })
    .int('An amount is a whole number of cents')
    .min(1, 'An amount must be at least 1 cent')
    .max(100_000_000, 'This amount is too large'),
  method: z.enum(['check', 'ach', 'cash'], { error: "method is 'check', 'ach' or 'cash'" }),
  reference: z.string().trim().max(120, 'This is too long').optional().default(''),
});
export type InvoicePaymentBody = z.input<typeof InvoicePaymentBodySchema>;

/**
 * POST /api/invoices/{id}/payments/online: the invoice's client pays its open balance by card. The card
 * goes to the test gateway only (Stripe takes it in the browser); an amount sent is never read.
 */
export const InvoiceOnlinePaymentBodySchema = z.object({
  card: CardSchema.optional(),
  amount: z.unknown().optional(),
  amountCents: z.unknown().optional(),
});
export type InvoiceOnlinePaymentBody = z.input<typeof InvoiceOnlinePaymentBodySchema>;

/** Its answer: 201 paid, 202 waiting for the browser to confirm with Stripe (clientSecret). */
export const InvoiceOnlinePaymentResultSchema = z.object({
  invoice: InvoiceSchema,
  payment: PaymentSchema,
  clientSecret: z.string().optional(),
});
export type InvoiceOnlinePaymentResult = z.infer<typeof InvoiceOnlinePaymentResultSchema>;

/** Receivables: aging buckets of open balances by days past due. */
export const AGING_BUCKETS = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
const AgingTotalsSchema = z.object({
  current: z.number().int(),
  '1-30': z.number().int(),
  '31-60': z.number().int(),
  '61-90': z.number().int(),
  '90+': z.number().int(),
});
/** ?asOf= of the receivables: a business date (today without it), so aging can be read on a fixed clock. */
export const ReceivablesQuerySchema = z.object({ asOf: IsoDateSchema.optional() });
export const ReceivablesSchema = z.object({
  asOf: IsoDateSchema,
  totals: AgingTotalsSchema,
  totalCents: z.number().int(),
  accounts: z.array(
    z.object({
      userId: z.number().int(),
      companyName: z.string().nullable(),
      totals: AgingTotalsSchema,
      totalCents: z.number().int(),
    }),
  ),
});
export type Receivables = z.infer<typeof ReceivablesSchema>;

/** Which aging bucket a balance falls in, by days past its due date. */
export function agingBucket(daysPastDue: number): AgingBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return '1-30';
  if (daysPastDue <= 60) return '31-60';
  if (daysPastDue <= 90) return '61-90';
  return '90+';
}
