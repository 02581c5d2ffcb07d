import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { invoiceCounters } from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The next invoice number of a year, `INV-{year}-{sequence}`: the year's counter row is bumped in the
 * transaction that stores the invoice, so its row lock orders concurrent confirmations (no repeats)
 * and a transaction that fails gives its number back with everything else (no gaps).
 */
export async function nextInvoiceNumber(tx: Tx, year: number): Promise<string> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastSequence });
  return `INV-${year}-${String(row!.sequence).padStart(4, '0')}`;
}
