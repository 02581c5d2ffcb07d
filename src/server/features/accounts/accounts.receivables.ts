import { and, eq, lt, ne, sql } from 'drizzle-orm';
import {
  AGING_BUCKETS,
  type AgingBucket,
  agingBucket,
  type Receivables,
} from '../../../common/accounts/invoice.ts';
import { businessClock } from '../../../common/business-time.ts';
import type { Database } from '../../db/connect.ts';
import { invoices } from '../../db/schema/index.ts';

const DAY = 24 * 60 * 60 * 1000;
const emptyTotals = (): Record<AgingBucket, number> => ({
  current: 0,
  '1-30': 0,
  '31-60': 0,
  '61-90': 0,
  '90+': 0,
});

/** Whole days from one business date to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

/** GET /api/admin/receivables: open balances by days past due on the business clock, in total and per account. */
export async function receivables(db: Database, now = new Date()): Promise<Receivables> {
  const today = businessClock(now).date;
  const open = await db
    .select({
      userId: invoices.userId,
      companyName: invoices.companyName,
      dueOn: invoices.dueOn,
      totalCents: invoices.totalCents,
      paidCents: invoices.paidCents,
    })
    .from(invoices)
    .where(and(eq(invoices.status, 'open'), ne(invoices.totalCents, invoices.paidCents)));
  const totals = emptyTotals();
  const accounts = new Map<number, Receivables['accounts'][number]>();
  for (const row of open) {
    const balance = row.totalCents - row.paidCents;
    const bucket = agingBucket(daysBetween(row.dueOn, today));
    totals[bucket] += balance;
    const account = accounts.get(row.userId) ?? {
      userId: row.userId,
      companyName: row.companyName,
      totals: emptyTotals(),
      totalCents: 0,
    };
    account.totals[bucket] += balance;
    account.totalCents += balance;
    accounts.set(row.userId, account);
  }
  return {
    asOf: today,
    totals,
    totalCents: AGING_BUCKETS.reduce((sum, bucket) => sum + totals[bucket], 0),
    accounts: [...accounts.values()].sort((a, b) => b.totalCents - a.totalCents),
  };
}

/**
 * The dashboard's "Overdue: $X across N accounts": open balances past their due date (business
 * clock), and how many accounts owe them.
 */
export async function overdueReceivables(
  db: Database,
  now = new Date(),
): Promise<{ totalCents: number; accounts: number }> {
  const today = businessClock(now).date;
  const [row] = await db
    .select({
      cents: sql<string>`coalesce(sum(${invoices.totalCents} - ${invoices.paidCents}), 0)::text`,
      accounts: sql<number>`count(distinct ${invoices.userId})::int`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'open'),
        ne(invoices.totalCents, invoices.paidCents),
        lt(invoices.dueOn, today),
      ),
    );
  return { totalCents: Number(row?.cents ?? 0), accounts: row?.accounts ?? 0 };
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The receivables as CSV: one row per account and a total row, amounts in dollars. */
export function receivablesCsv(report: Receivables): string {
  const header = ['Account', 'Client id', ...AGING_BUCKETS, 'Total'];
  const rows = report.accounts.map((a) => [
    a.companyName ?? '',
    a.userId,
    ...AGING_BUCKETS.map((b) => dollars(a.totals[b])),
    dollars(a.totalCents),
  ]);
  rows.push([
    'Total',
    '',
    ...AGING_BUCKETS.map((b) => dollars(report.totals[b])),
    dollars(report.totalCents),
  ]);
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
