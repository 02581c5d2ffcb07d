import { and, asc, eq, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { BusinessIdentity } from '../../../common/business.ts';
import {
  addDays,
  businessClock,
  businessInstant,
  formatCalendarDate,
} from '../../../common/business-time.ts';
import { formatCents } from '../../../common/money.ts';
import type { Database } from '../../db/connect.ts';
import { accountStatements, houseAccounts, invoicePayments, invoices } from '../../db/schema/index.ts';
import { onePassAtATime } from '../../platform/jobs.ts';
import type { Mailer } from '../../platform/mail.ts';
import { crewDocument, INK, LEFT, sectionHeading, table } from '../kitchen/crew-pdf.ts';
import { letterhead, longDate } from './accounts.pdf.ts';

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

const METHOD_LABELS: Record<string, string> = { check: 'Check', ach: 'ACH', cash: 'Cash', online: 'Online' };

/** "November 2026" from "2026-11". */
const monthName = (month: string) => formatCalendarDate(`${month}-01`, { month: 'long', year: 'numeric' });

/** The statement as a letter-size PDF, on the business papers' letterhead (as the invoice). */
async function statementPdf(statement: Statement, business: BusinessIdentity): Promise<Buffer> {
  const { doc, finish } = crewDocument({
    title: `Statement ${statement.month}`,
    subject: 'Statement of account',
    author: business.name,
  });
  letterhead(doc, business, `Statement for ${monthName(statement.month)}`, [
    ...(statement.companyName ? [`Account: ${statement.companyName}`] : []),
    `Opening balance: ${formatCents(statement.openingCents)}`,
  ]);
  sectionHeading(doc, 'Invoices');
  if (statement.invoices.length === 0)
    doc.font('Helvetica').fontSize(10).fillColor(INK).text('None this month.', LEFT);
  else
    table(
      doc,
      [
        { title: 'Date', width: 140 },
        { title: 'Invoice', width: 277 },
        { title: 'Amount', width: 95, align: 'right' },
      ],
      statement.invoices.map((i) => [longDate(i.issuedOn), i.number, formatCents(i.totalCents)]),
    );
  sectionHeading(doc, 'Payments');
  if (statement.payments.length === 0)
    doc.font('Helvetica').fontSize(10).fillColor(INK).text('None this month.', LEFT);
  else
    table(
      doc,
      [
        { title: 'Date', width: 140 },
        { title: 'Invoice', width: 177 },
        { title: 'Method', width: 100 },
        { title: 'Amount', width: 95, align: 'right' },
      ],
      statement.payments.map((p) => [
        longDate(p.on),
        p.invoice,
        METHOD_LABELS[p.method] ?? p.method,
        formatCents(p.amountCents),
      ]),
    );
  doc.moveDown(0.8);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(`Closing balance: ${formatCents(statement.closingCents)}`, LEFT);
  return finish();
}

/**
 * The monthly statements' job: from the 1st on, each account on terms with a billing email gets the
 * past month's statement once (a row per account and month claimed in the database, safe on several
 * instances; a pass after downtime catches up within the month).
 */
export function createStatementMailing(deps: {
  db: Database;
  mailer: Mailer;
  business: () => Promise<BusinessIdentity>;
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
      const business = await deps.business();
      const name = business.name;
      await deps.mailer.send({
        to: account.email!,
        subject: `Your statement for ${month} from ${name}`,
        text: `Your statement for ${month} is attached. Balance: ${formatCents(statement.closingCents)}.`,
        attachments: [
          {
            filename: `statement-${month}.pdf`,
            contentType: 'application/pdf',
            content: await statementPdf(statement, business),
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
