import { and, asc, eq, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { addDays, businessClock, businessInstant } from '../../../common/business-time.ts';
import { formatCents } from '../../../common/money.ts';
import type { Database } from '../../db/connect.ts';
import { accountStatements, houseAccounts, invoicePayments, invoices } from '../../db/schema/index.ts';
import { onePassAtATime } from '../../platform/jobs.ts';
import type { Mailer } from '../../platform/mail.ts';

export const STATEMENTS_EVERY_MS = 60 * 60 * 1000;

type Statement = {
  month: string;
  companyName: string | null;
  openingCents: number;
  invoices: { number: string; issuedOn: string; totalCents: number }[];
  payments: { invoice: string; on: string; amountCents: number; method: string }[];
  closingCents: number;
};

/** The first day of the month after `month` (YYYY-MM), as a business date. */
function nextMonthStart(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

/**
 * An account's statement of a month (issue 39 §2): the balance at its start (invoices issued before
 * less payments received before, void ones left out), the month's invoices and payments, the balance
 * at its end.
 */
async function statementOf(db: Database, userId: number, month: string): Promise<Statement> {
  const from = `${month}-01`;
  const to = nextMonthStart(month);
  const fromAt = businessInstant(from, '00:00');
  const toAt = businessInstant(to, '00:00');
  const [account] = await db.select().from(houseAccounts).where(eq(houseAccounts.userId, userId));
  const live = and(eq(invoices.userId, userId), ne(invoices.status, 'void'));
  const [billedBefore] = await db
    .select({ cents: sql<string>`coalesce(sum(${invoices.totalCents}), 0)::text` })
    .from(invoices)
    .where(and(live, lt(invoices.issuedOn, from)));
  const [paidBefore] = await db
    .select({ cents: sql<string>`coalesce(sum(${invoicePayments.amountCents}), 0)::text` })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(and(live, lt(invoicePayments.receivedAt, fromAt)));
  const issued = await db
    .select({ number: invoices.number, issuedOn: invoices.issuedOn, totalCents: invoices.totalCents })
    .from(invoices)
    .where(and(live, gte(invoices.issuedOn, from), lt(invoices.issuedOn, to)))
    .orderBy(asc(invoices.issuedOn), asc(invoices.id));
  const paid = await db
    .select({
      invoice: invoices.number,
      at: invoicePayments.receivedAt,
      amountCents: invoicePayments.amountCents,
      method: invoicePayments.method,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(and(live, gte(invoicePayments.receivedAt, fromAt), lt(invoicePayments.receivedAt, toAt)))
    .orderBy(asc(invoicePayments.receivedAt));
  const openingCents = Number(billedBefore?.cents ?? 0) - Number(paidBefore?.cents ?? 0);
  const closingCents =
    openingCents + issued.reduce((s, i) => s + i.totalCents, 0) - paid.reduce((s, p) => s + p.amountCents, 0);
  return {
    month,
    companyName: account?.companyName ?? null,
    openingCents,
    invoices: issued,
    payments: paid.map((p) => ({
      invoice: p.invoice,
      on: businessClock(p.at).date,
      amountCents: p.amountCents,
      method: p.method,
    })),
    closingCents,
  };
}

function statementPdf(statement: Statement, businessName: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: { Title: `Statement ${statement.month}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(businessName);
  doc
    .fontSize(13)
    .text(`Statement ${statement.month}${statement.companyName ? ` · ${statement.companyName}` : ''}`);
  doc.moveDown().font('Helvetica').fontSize(10);
  doc.text(`Opening balance: ${formatCents(statement.openingCents)}`);
  doc.moveDown(0.5).font('Helvetica-Bold').text('Invoices').font('Helvetica');
  for (const i of statement.invoices) doc.text(`${i.issuedOn}  ${i.number}  ${formatCents(i.totalCents)}`);
  doc.moveDown(0.5).font('Helvetica-Bold').text('Payments').font('Helvetica');
  for (const p of statement.payments)
    doc.text(`${p.on}  ${p.invoice}  ${p.method}  ${formatCents(p.amountCents)}`);
  doc
    .moveDown(0.5)
    .font('Helvetica-Bold')
    .text(`Closing balance: ${formatCents(statement.closingCents)}`);
  doc.end();
  return done;
}

/**
 * The monthly statements' job: from the 1st on, each account on terms with a billing email gets the
 * past month's statement once (a row per account and month claimed in the database, safe on several
 * instances; a pass after downtime catches up within the month).
 */
export function createStatementMailing(deps: {
  db: Database;
  mailer: Mailer;
  businessName: () => Promise<string>;
}) {
  const { db } = deps;
  async function runOnce(now: Date = new Date()): Promise<number> {
    const today = businessClock(now).date;
    const month = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
    const accounts = await db
      .select({ userId: houseAccounts.userId, email: houseAccounts.billingEmail })
      .from(houseAccounts)
      .where(and(isNotNull(houseAccounts.terms), isNotNull(houseAccounts.billingEmail)));
    let sent = 0;
    for (const account of accounts) {
      const statement = await statementOf(db, account.userId, month);
      // Nothing owed and nothing happened: no statement to send.
      if (statement.openingCents === 0 && statement.invoices.length === 0 && statement.payments.length === 0)
        continue;
      const [won] = await db
        .insert(accountStatements)
        .values({ userId: account.userId, month, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: accountStatements.id });
      if (!won) continue;
      const name = await deps.businessName();
      await deps.mailer.send({
        to: account.email!,
        subject: `Your statement for ${month} from ${name}`,
        text: `Your statement for ${month} is attached. Balance: ${formatCents(statement.closingCents)}.`,
        attachments: [
          {
            filename: `statement-${month}.pdf`,
            contentType: 'application/pdf',
            content: await statementPdf(statement, name),
          },
        ],
      });
      sent += 1;
    }
    return sent;
  }
  return { runOnce: onePassAtATime(runOnce) };
}

export type StatementMailing = ReturnType<typeof createStatementMailing>;
