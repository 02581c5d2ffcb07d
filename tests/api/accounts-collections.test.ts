import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessInstant } from '../../src/common/business-time.ts';
import { type App, buildApp } from '../../src/server/app.ts';
import { invoiceReminders, invoices, outbox } from '../../src/server/db/schema/index.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { buildSecondInstance, signedInTestApp } from '../helpers/test-app.ts';
import { accountFixtures } from './accounts.fixtures.ts';

const t = signedInTestApp();
const { onAccount, placedOnAccount, confirm, client } = accountFixtures(t);

/** An invoice of a fresh account, billed to `email`, due on `dueOn`. */
async function invoiceDue(prefix: string, email: string, dueOn?: string) {
  const c = await onAccount(prefix, { billingEmail: email });
  const order = await placedOnAccount(c.cookie, { poNumber: `PO-${prefix}` });
  expect((await confirm(order.id)).statusCode).toBe(200);
  const [row] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
  if (dueOn) await t.db.update(invoices).set({ dueOn }).where(eq(invoices.id, row!.id));
  return { c, invoice: row! };
}

const noon = (date: string) => businessInstant(date, '12:00');

describe('the invoice PDF and its mail', () => {
  it('mails the new invoice as a PDF to the billing email, and serves it to its client only', async () => {
    const { c, invoice } = await invoiceDue('pdf', 'ap.pdf@office.example');
    const [mail] = await mailsTo(t.app, t.db, 'ap.pdf@office.example');
    expect(mail!.subject).toContain(invoice.number);
    expect(mail!.attachments?.[0]?.filename).toBe(`${invoice.number}.pdf`);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/pdf`,
      headers: { cookie: c.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Invoice ${invoice.number}`);
    expect(text).toContain('PO number: PO-pdf');
    expect(text).toContain('Classic Caesar Salad');
    const stranger = await client('pdf-stranger');
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/pdf`,
      headers: { cookie: stranger.cookie },
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe("the accountant's export", () => {
  it('has one row per invoice line and one per payment, with account, number, dates, amounts and tax', async () => {
    const { invoice } = await invoiceDue('csv', 'ap.csv@office.example');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payments`,
      headers: { cookie: t.admin },
      payload: { amountCents: 5000, method: 'check', reference: 'Check 88' },
    });
    expect(paid.statusCode).toBe(201);
    const day = invoice.issuedOn;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/invoices/export.csv?from=${day}&to=${day}`,
      headers: { cookie: t.admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.body
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows[0]).toContain('Invoice tax');
    const mine = rows.filter((r) => r[3] === invoice.number);
    expect(mine.filter((r) => r[0] === 'line').map((r) => r[8])).toEqual(invoice.lines.map((l) => l.name));
    expect(mine.filter((r) => r[0] === 'payment').map((r) => [r[8], r[10]])).toEqual([
      ['check Check 88', '-50.00'],
    ]);
    expect(mine[0]!.slice(1, 7)).toEqual([
      'csv Inc.',
      String(invoice.userId),
      invoice.number,
      'PO-csv',
      day,
      invoice.dueOn,
    ]);
    const tax = invoice.parts.find((p) => p.label === 'Tax')?.amountCents ?? 0;
    expect(mine[0]![11]).toBe((tax / 100).toFixed(2));
  });
});

describe('monthly statements', () => {
  it('mails each account its past month once, from the 1st: opening, invoices, payments, closing', async () => {
    const email = 'ap.statement@office.example';
    const { invoice } = await invoiceDue('stmt', email);
    // An older invoice of the account, issued the month before: the opening balance.
    await t.db.insert(invoices).values({
      ...invoice,
      id: undefined,
      number: `${invoice.number}-OLD`,
      orderId: null,
      issuedOn: addDays(`${invoice.issuedOn.slice(0, 7)}-01`, -3),
      totalCents: 12_345,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payments`,
      headers: { cookie: t.admin },
      payload: { amountCents: 2000, method: 'cash' },
    });
    // The 1st of the month after the invoice's (the 28th plus a week is always in the next month).
    const firstOfNext = `${addDays(`${invoice.issuedOn.slice(0, 7)}-28`, 7).slice(0, 7)}-01`;
    await t.app.mailer.flush();
    const before = (await mailsTo(t.app, t.db, email)).length;
    await t.app.accountStatements.runOnce(noon(firstOfNext));
    await t.app.accountStatements.runOnce(noon(addDays(firstOfNext, 1)));
    const mails = await mailsTo(t.app, t.db, email);
    expect(mails.length - before).toBe(1);
    const statement = mails[0]!;
    expect(statement.subject).toContain(`statement for ${invoice.issuedOn.slice(0, 7)}`);
    const text = pdfText(Buffer.from(statement.attachments![0]!.content, 'base64'));
    const money = (cents: number) =>
      `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(text).toContain(`Opening balance: ${money(12_345)}`);
    expect(text).toContain(invoice.number);
    expect(text).toContain(`Closing balance: ${money(12_345 + invoice.totalCents - 2000)}`);
  });
});

describe('aging on fixed clocks', () => {
  it('puts the open balance (less a partial payment) in its bucket at every boundary day', async () => {
    const due = '2033-09-01';
    const { c, invoice } = await invoiceDue('aging', 'ap.aging@office.example', due);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payments`,
      headers: { cookie: t.admin },
      payload: { amountCents: 1000, method: 'check', reference: 'Check 7' },
    });
    expect(paid.statusCode).toBe(201);
    const open = invoice.totalCents - 1000;
    const bucketOn = async (date: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/receivables?asOf=${date}`,
        headers: { cookie: t.admin },
      });
      const totals = res
        .json<{ accounts: { userId: number; totals: Record<string, number> }[] }>()
        .accounts.find((a) => a.userId === c.id)!.totals;
      return Object.entries(totals).filter(([, cents]) => cents !== 0);
    };
    const cases: [number, string][] = [
      [0, 'current'],
      [1, '1-30'],
      [30, '1-30'],
      [31, '31-60'],
      [60, '31-60'],
      [61, '61-90'],
      [90, '61-90'],
      [91, '90+'],
    ];
    for (const [days, bucket] of cases) {
      expect(await bucketOn(addDays(due, days)), `${days} days past due`).toEqual([[bucket, open]]);
    }
  });
});

describe('reminders', () => {
  const remindersOf = async (invoiceId: number) =>
    (await t.db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoiceId)))
      .map((r) => r.daysAfterDue)
      .sort((a, b) => a - b);
  const mailCount = async (email: string) =>
    (
      await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, email)))
    ).length;

  it('mails on the due date, 7 and 14 days after, each once, on fixed clocks', async () => {
    const due = '2031-03-10';
    const email = 'ap.remind@office.example';
    const { invoice } = await invoiceDue('remind', email, due);
    await t.app.mailer.flush();
    const before = await mailCount(email);
    expect(await t.app.invoiceReminders.runOnce(noon(addDays(due, -1)))).toBe(0);
    await t.app.invoiceReminders.runOnce(noon(due));
    await t.app.invoiceReminders.runOnce(noon(due));
    expect(await remindersOf(invoice.id)).toEqual([0]);
    await t.app.invoiceReminders.runOnce(noon(addDays(due, 6)));
    expect(await remindersOf(invoice.id)).toEqual([0]);
    await t.app.invoiceReminders.runOnce(noon(addDays(due, 7)));
    await t.app.invoiceReminders.runOnce(noon(addDays(due, 14)));
    await t.app.invoiceReminders.runOnce(noon(addDays(due, 15)));
    expect(await remindersOf(invoice.id)).toEqual([0, 7, 14]);
    await t.app.mailer.flush();
    const mails = (await mailsTo(t.app, t.db, email)).slice(0, (await mailCount(email)) - before);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        `Invoice ${invoice.number} is due today`,
        `Invoice ${invoice.number} is 7 days past due`,
        `Invoice ${invoice.number} is 14 days past due`,
      ].sort(),
    );
  });

  it('sends nothing for a paid invoice', async () => {
    const due = '2031-04-10';
    const { invoice } = await invoiceDue('paid-remind', 'ap.paid@office.example', due);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payments`,
      headers: { cookie: t.admin },
      payload: { amountCents: invoice.totalCents, method: 'ach', reference: 'ACH 7' },
    });
    expect(paid.statusCode).toBe(201);
    await t.app.invoiceReminders.runOnce(noon(addDays(due, 7)));
    expect(await remindersOf(invoice.id)).toEqual([]);
  });
});

// Two app instances on one database: on PostgreSQL (its CI pass) with connections of their own; on
// PGlite, a second app on the same embedded database (its own jobs, mailer and memory, in one process).
describe('invoice reminders on two app instances of one database', () => {
  let b: App;
  beforeAll(async () => {
    b = t.databaseUrl
      ? await buildSecondInstance(t, 4)
      : await buildApp({ config: t.config, db: t.db, logger: false });
    await b.ready();
  });
  afterAll(() => b.close());

  it('mails each reminder once when both instances run the job at the same moment', async () => {
    const due = '2031-05-12';
    const email = 'ap.twice@office.example';
    const { invoice } = await invoiceDue('twice', email, due);
    await t.app.mailer.flush();
    const before = (await t.db.select().from(outbox).where(eq(outbox.to, email))).length;
    const when = noon(addDays(due, 7));
    const counts = await Promise.all([
      t.app.invoiceReminders.runOnce(when),
      b.invoiceReminders.runOnce(when),
      b.invoiceReminders.runOnce(when),
    ]);
    // b's second call joins b's running pass (one pass at a time per instance) and answers its count
    // again: the instances' passes are the first two.
    expect(counts[2]).toBe(counts[1]);
    expect(counts[0]! + counts[1]!).toBe(1);
    await t.app.mailer.flush();
    await b.mailer.flush();
    expect((await t.db.select().from(outbox).where(eq(outbox.to, email))).length - before).toBe(1);
    const rows = await t.db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoice.id));
    expect(rows.map((r) => r.daysAfterDue)).toEqual([7]);
  });

  it("mails an account's monthly statement once when both instances run on the 1st", async () => {
    const email = 'ap.statement-twice@office.example';
    const { invoice } = await invoiceDue('stmt-twice', email);
    const firstOfNext = `${addDays(`${invoice.issuedOn.slice(0, 7)}-28`, 7).slice(0, 7)}-01`;
    await t.app.mailer.flush();
    const before = (await t.db.select().from(outbox).where(eq(outbox.to, email))).length;
    const when = noon(firstOfNext);
    await Promise.all([
      t.app.accountStatements.runOnce(when),
      b.accountStatements.runOnce(when),
      b.accountStatements.runOnce(when),
    ]);
    await t.app.mailer.flush();
    await b.mailer.flush();
    const mails = (await t.db.select().from(outbox).where(eq(outbox.to, email))).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining(`statement for ${invoice.issuedOn.slice(0, 7)}`),
    ]);
  });
});
