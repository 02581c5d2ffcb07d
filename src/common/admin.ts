import { z } from 'zod';
import { IsoDateSchema } from './switches/schema.ts';

/** GET /api/admin/stats: the owner's dashboard, counted from the database (never demo figures). */
export const AdminStatsSchema = z.object({
  /** Every quote request ever made. */
  totalQuotes: z.number().int(),
  /** Proposals sent and waiting for the client (status sent). */
  activeProposals: z.number().int(),
  /** Proposals the client accepted (status accepted). */
  confirmedEvents: z.number().int(),
  /**
   * Recurring orders still running. The dashboard's "Subscriptions" card (the spec's word) adds the
   * newsletter readers to them; the API keeps one name per concept (docs/glossary.md).
   */
  recurringOrders: z.number().int(),
  /** Confirmed newsletter readers. */
  newsletterReaders: z.number().int(),
  /** Clients with a quote, an order or a message in the last 90 days. */
  activeClients: z.number().int(),
  /** Requests waiting for the business to price them (status requested). */
  waitingForPrice: z.number().int(),
  /** Orders placed since Monday (business time), cancelled ones left out, and their value. */
  ordersThisWeek: z.object({ count: z.number().int(), value: z.string() }),
  /**
   * Accepted proposals by event month plus completed orders by their date, oldest month first: revenue
   * before tax, and the sales tax collected apart (docs/decisions/0065).
   */
  revenueByMonth: z.array(z.object({ month: z.string(), revenue: z.string(), tax: z.string() })),
  quotesByStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
  /** Orders placed per week (weeks start on Monday), oldest first. */
  ordersPerWeek: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  /** Accepted proposals, open catering orders and dinner pickups dated today to day 30 (business dates), soonest first. */
  upcomingEvents: z.array(
    z.object({
      kind: z.enum(['proposal', 'order']),
      id: z.number().int(),
      number: z.string(),
      date: z.string(),
      title: z.string(),
      customer: z.string(),
      guests: z.number().int().nullable(),
    }),
  ),
  /** Menu items by quantity ordered in the last 90 days, at most 10. */
  topMenuItems: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  /**
   * This month's gross margin (issue 37): the revenue of its orders (not cancelled) and accepted
   * proposals (each bill's total less tax and gratuity) less their food and labour cost, in cents and
   * percent of that revenue (null without revenue). Dishes of unknown cost are left out of it.
   */
  grossMarginCents: z.number().int(),
  grossMarginPercent: z.number().nullable(),
  /** Issue 39: "Overdue: $X across N accounts": open invoices past due, in cents, and the accounts owing them. */
  overdueReceivables: z.object({ totalCents: z.number().int(), accounts: z.number().int() }),
  timeZone: z.string(),
  generatedAt: z.string(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** ?from=&to= of the CSV exports: business dates, inclusive, at most about two years. */
export const ExportRangeQuerySchema = z
  .object({ from: IsoDateSchema, to: IsoDateSchema })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 800 * 86_400_000, {
    message: 'Export at most 800 days at a time',
    path: ['to'],
  });
