import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { invoicePayments, invoices } from '../../db/schema/index.ts';

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // A leading =, +, - or @ would be a formula in a spreadsheet: quoted with an apostrophe.
  const safe = /^[=+\-@]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};
const dollars = (cents: number) => (cents / 100).toFixed(2);

const HEADER = [
  'Row',
  'Account',
  'Client id',
  'Invoice',
  'PO number',
  'Issued on',
  'Due on',
  'Date',
  'Description',
  'Quantity',
  'Amount',
  'Invoice tax',
  'Invoice total',
  'Status',
];

/**
 * The accountant's export (issue 39): one row per invoice line and one per payment, for invoices
 * issued in a range of business dates. Each line row repeats its invoice's tax and total (the tax is
 * the invoice's, not split across lines); amounts in dollars.
 */
export async function invoicesCsv(db: Database, range: { from: string; to: string }): Promise<string> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedOn, range.from), lte(invoices.issuedOn, range.to)))
    .orderBy(asc(invoices.issuedOn), asc(invoices.id));
  const out: (string | number | null)[][] = [HEADER];
  for (const inv of rows) {
    const tax = inv.parts.find((p) => p.label === 'Tax')?.amountCents ?? 0;
    const common = [inv.companyName, inv.userId, inv.number, inv.poNumber, inv.issuedOn, inv.dueOn];
    for (const line of inv.lines) {
      out.push([
        'line',
        ...common,
        inv.issuedOn,
        line.name,
        line.quantity,
        dollars(line.lineTotalCents),
        dollars(tax),
        dollars(inv.totalCents),
        inv.status,
      ]);
    }
    const paid = await db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, inv.id))
      .orderBy(invoicePayments.id);
    for (const p of paid) {
      out.push([
        'payment',
        ...common,
        p.receivedAt.toISOString().slice(0, 10),
        `${p.method}${p.reference ? ` ${p.reference}` : ''}`,
        null,
        dollars(-p.amountCents),
        null,
        dollars(inv.totalCents),
        inv.status,
      ]);
    }
  }
  return `${out.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
