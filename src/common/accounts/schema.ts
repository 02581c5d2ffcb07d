import { z } from 'zod';
import { EmailSchema } from '../auth.ts';
import { idParam } from '../ids.ts';

/** Issue 39: a client's house account (net terms, credit limit, PO numbers). */
const ACCOUNT_TERMS = ['net15', 'net30'] as const;
export type AccountTerms = (typeof ACCOUNT_TERMS)[number];
/** Days from the invoice's date to its due date, by terms. */
export const TERMS_DAYS: Record<AccountTerms, number> = { net15: 15, net30: 30 };
/** An invoice more than this many days past due stops new on-account orders until it is paid. */
export const OVERDUE_STOP_DAYS = 30;

const CentsSchema = z
  .number({ error: 'An amount in cents is required' })
  .int('An amount is a whole number of cents')
  .min(0, 'An amount cannot be negative')
  .max(100_000_000, 'This amount is too large');

/** PATCH /api/admin/clients/{id}/account: terms null takes the client off account. */
/**
 * PATCH /api/admin/clients/{id}/account: what to change; a field left out keeps its value (a new
 * account starts with no terms, no credit and no PO required); null or '' clears an email or a name.
 */
export const AccountBodySchema = z
  .strictObject({
    terms: z.enum(ACCOUNT_TERMS, { error: "Terms are 'net15', 'net30' or null" }).nullable().optional(),
    creditLimitCents: CentsSchema.optional(),
    poRequired: z.boolean({ error: 'poRequired is true or false' }).optional(),
    billingEmail: z.union([z.literal(''), EmailSchema]).nullish(),
    companyName: z.string().trim().max(200, 'This is too long').nullish(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    message: 'Send what to change: terms, creditLimitCents, poRequired, billingEmail or companyName',
  });
export type AccountBody = z.input<typeof AccountBodySchema>;

/** A client's house account as the admin sees it. */
export const HouseAccountSchema = z.object({
  userId: z.number().int(),
  terms: z.enum(ACCOUNT_TERMS).nullable(),
  creditLimitCents: z.number().int(),
  poRequired: z.boolean(),
  billingEmail: z.string().nullable(),
  companyName: z.string().nullable(),
  /** Unpaid invoices: their totals less what was paid. */
  unpaidCents: z.number().int(),
  /** The credit limit less the unpaid invoices (never below 0). */
  remainingCreditCents: z.number().int(),
});
export type HouseAccount = z.infer<typeof HouseAccountSchema>;

/** GET /api/account: what checkout needs (terms null: not on account, "Bill my account" is not offered). */
export const MyAccountSchema = z.object({
  terms: z.enum(ACCOUNT_TERMS).nullable(),
  poRequired: z.boolean(),
  creditLimitCents: z.number().int(),
  remainingCreditCents: z.number().int(),
  companyName: z.string().nullable(),
});
export type MyAccount = z.infer<typeof MyAccountSchema>;

export const ClientAccountParamsSchema = z.object({ id: idParam('Client not found.') });
export const InvoiceIdParamsSchema = z.object({ id: idParam('Invoice not found.') });

/** Checkout's additive fields (POST /api/orders): 'account' bills the client's house account. */
export const PAYMENT_METHODS = ['card', 'account'] as const;
export const PoNumberSchema = z.string().trim().max(60, 'A PO number is at most 60 characters');

/** POST /api/quotes/{id}/bill-to-account: an accepted proposal billed to the client's house account. */
export const BillQuoteToAccountBodySchema = z.strictObject({ poNumber: PoNumberSchema.optional() });
export type BillQuoteToAccountBody = z.input<typeof BillQuoteToAccountBodySchema>;
export const QuoteBillingParamsSchema = z.object({ id: idParam('Quote not found.') });
