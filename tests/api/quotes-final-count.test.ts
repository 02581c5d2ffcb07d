import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessClock, businessInstant } from '../../src/common/business-time.ts';
import type { Quote, QuoteEvent, QuoteVersion } from '../../src/common/quotes/schema.ts';
import type { App } from '../../src/server/app.ts';
import { quoteReminders } from '../../src/server/db/schema/index.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { buildSecondInstance, buildTestApp, signInAsAdmin, type TestApp } from '../helpers/test-app.ts';
import { CARD, pay } from './payments.fixtures.ts';
import { call, createQuote, hoursAhead, newClient } from './quotes.fixtures.ts';

/** Issue 27 §3: the final guest count and the reminders of expiry and of the count. */
let t: TestApp;
let client: string;
let clientEmail: string;
let other: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ BUSINESS_EMAIL: 'bookings@catering.test' });
  await chargeNoTax(t.app);
  const c = await newClient(t.app, 'counter');
  client = c.cookie;
  clientEmail = c.account.email;
  other = (await newClient(t.app, 'outsider')).cookie;
  admin = await signInAsAdmin(t.app);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const SIGN = { status: 'accepted', signerName: 'Jordan Q. Client', agreeToTerms: true };

/** Priced by the business with a per-guest line and a fixed one, then signed. */
async function signedQuote(
  app: App,
  eventDate: string,
  cookie = client,
  adminCookie = admin,
): Promise<Quote> {
  const quote = await createQuote(app, cookie, { guestCount: 100, eventDate: hoursAhead(24 * 60) });
  const revised = await call(app, 'PATCH', `/api/quotes/${quote.id}`, adminCookie, {
    eventDate,
    lineItems: [
      { description: 'Buffet (per guest)', quantity: 100, unitPrice: '37.33' },
      { description: 'Delivery', quantity: 1, unitPrice: '50.00' },
    ],
  });
  expect(revised.statusCode).toBe(200);
  const signed = await call(app, 'PATCH', `/api/quotes/${quote.id}/status`, cookie, SIGN);
  expect(signed.statusCode).toBe(200);
  return signed.json() as Quote;
}
const count = (id: number, guestCount: unknown, cookie = client) =>
  call(t.app, 'PATCH', `/api/quotes/${id}/guest-count`, cookie, { guestCount });

describe('PATCH /api/quotes/{id}/guest-count', () => {
  it('re-prices to the cent before the due date, as a count version without a new signature, and mails both sides', async () => {
    const quote = await signedQuote(t.app, new Date(Date.now() + 40 * DAY).toISOString());
    expect(quote.totalAmount).toBe('3783.00');
    expect(quote.finalCountDueDate).toBe(addDays(businessClock(new Date(quote.eventDate!)).date, -3)); // the spec's 72 hours
    const deposit = await pay(t.app, quote.id, client, { kind: 'deposit', card: CARD });
    expect(deposit.json().amountPaid).toBe('1891.50');

    expect((await count(quote.id, 108, other)).statusCode).toBe(404);
    expect((await count(quote.id, 1.5)).statusCode).toBe(400);
    const small = await count(quote.id, 10);
    expect(small.statusCode).toBe(400);

    const res = await count(quote.id, 108);
    expect(res.statusCode).toBe(200);
    const changed = res.json() as Quote;
    // 108 x 37.33 = 3,981.64, plus the 50.00 delivery.
    expect(changed).toMatchObject({
      status: 'accepted',
      guestCount: 108,
      totalAmount: '4081.64',
      amountPaid: '1891.50',
      balanceDue: '2190.14',
      version: 3,
    });
    expect(changed.signature).toEqual(quote.signature);
    const versions = (
      await call(t.app, 'GET', `/api/quotes/${quote.id}/versions`, client)
    ).json() as QuoteVersion[];
    expect(versions.at(-1)).toMatchObject({
      version: 3,
      kind: 'count',
      guestCount: 108,
      totalAmount: '4081.64',
    });
    const events = (
      await call(t.app, 'GET', `/api/quotes/${quote.id}/events`, client)
    ).json() as QuoteEvent[];
    expect(events.find((e) => e.kind === 'count_changed')).toMatchObject({
      version: 3,
      detail: expect.stringMatching(
        /^Guest count 100 → 108 on \w{3} \d{1,2}, by the client; new total \$4,081\.64$/,
      ),
    });
    const [toClient] = await mailsTo(t.app, t.db, clientEmail);
    expect(toClient?.subject).toBe(`Guest count updated for proposal ${quote.proposalNumber}`);
    const [toBusiness] = await mailsTo(t.app, t.db, 'bookings@catering.test');
    expect(toBusiness?.subject).toContain('100 → 108');
  });

  it('refuses the owner after the due date with 409 FINAL_COUNT_PASSED; the admin can always change it', async () => {
    const quote = await signedQuote(t.app, new Date(Date.now() + 2 * DAY).toISOString());
    const late = await count(quote.id, 90);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('FINAL_COUNT_PASSED');
    expect(late.json().message).toMatch(/^The final guest count was due on /);
    const byAdmin = await count(quote.id, 90, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().totalAmount).toBe('3409.70');
  });

  it('is for an accepted proposal only', async () => {
    const quote = await createQuote(t.app, client);
    expect((await count(quote.id, 80)).statusCode).toBe(409);
  });
});

describe('proposal reminders', () => {
  const remindersOf = (id: number, kind: 'expiry' | 'expired' | 'final-count') =>
    t.db
      .select()
      .from(quoteReminders)
      .where(and(eq(quoteReminders.quoteId, id), eq(quoteReminders.kind, kind)));

  it('records the expiry once, and mails no reminder of its own: that is the automation (issue 40)', async () => {
    const quote = await createQuote(t.app, client);
    const validUntil = Date.parse(quote.validUntil!);
    expect(validUntil - Date.parse(quote.createdAt)).toBe(14 * DAY);
    await t.app.proposalReminders.runOnce(new Date(validUntil - 3 * DAY + 60_000));
    await t.app.proposalReminders.runOnce(new Date(validUntil - 2 * DAY));
    expect(await remindersOf(quote.id, 'expiry')).toHaveLength(0);
    const reminders = (await mailsTo(t.app, t.db, clientEmail)).filter(
      (m) => m.subject.includes(quote.proposalNumber) && m.subject.includes('expire'),
    );
    expect(reminders).toHaveLength(0);
    // Still open to signature until validUntil.
    expect((await call(t.app, 'GET', `/api/quotes/${quote.id}`, client)).json().status).toBe('sent');

    await t.app.proposalReminders.runOnce(new Date(validUntil + DAY));
    await t.app.proposalReminders.runOnce(new Date(validUntil + 2 * DAY));
    const events = (
      await call(t.app, 'GET', `/api/quotes/${quote.id}/events`, client)
    ).json() as QuoteEvent[];
    expect(events.filter((e) => e.kind === 'expired')).toEqual([
      expect.objectContaining({ by: 'System', version: 1, at: new Date(validUntil).toISOString() }),
    ]);
  });

  it('mails the final-count reminder 3 days before it is due, once', async () => {
    const quote = await signedQuote(t.app, new Date(Date.now() + 40 * DAY).toISOString());
    const dueAt = businessInstant(quote.finalCountDueDate!, '23:59').getTime();
    await t.app.proposalReminders.runOnce(new Date(dueAt - 4 * DAY));
    await t.app.proposalReminders.runOnce(new Date(dueAt - 2 * DAY));
    await t.app.proposalReminders.runOnce(new Date(dueAt - DAY));
    expect(await remindersOf(quote.id, 'final-count')).toHaveLength(1);
    const mails = (await mailsTo(t.app, t.db, clientEmail)).filter((m) =>
      m.subject.startsWith(`Final guest count for proposal ${quote.proposalNumber}`),
    );
    expect(mails).toHaveLength(1);
    // The client has a portal to change it in.
    expect(mails[0]!.text).toContain('Change it in your portal until then.');
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'proposal reminders across two app instances on PostgreSQL',
  () => {
    let a: TestApp;
    let b: App;
    beforeAll(async () => {
      a = await buildTestApp();
      b = await buildSecondInstance(a);
    });
    afterAll(async () => {
      await b.close();
      await a.close();
    });

    it('both instances run the job at once and each reminder is sent once', async () => {
      const c = await newClient(a.app, 'twice');
      const adminCookie = await signInAsAdmin(a.app);
      const event = new Date(Date.now() + 40 * DAY).toISOString();
      const quotes = await Promise.all([1, 2].map(() => signedQuote(a.app, event, c.cookie, adminCookie)));
      const open = await createQuote(a.app, c.cookie);
      const dueAt = businessInstant(quotes[0]!.finalCountDueDate!, '23:59').getTime();
      for (let round = 0; round < 3; round++) {
        const at = new Date(dueAt - 2 * DAY);
        await Promise.all([a.app.proposalReminders.runOnce(at), b.proposalReminders.runOnce(at)]);
      }
      const rows = await a.db.select().from(quoteReminders);
      for (const quote of quotes) expect(rows.filter((r) => r.quoteId === quote.id)).toHaveLength(1);
      expect(rows.filter((r) => r.quoteId === open.id && r.kind === 'expired')).toHaveLength(1);
    });
  },
);

describe('a count that raises the total beyond the owner threshold', () => {
  it('asks for a new signature: the new version is sent, the signed one stands', async () => {
    const quote = await signedQuote(t.app, new Date(Date.now() + 40 * DAY).toISOString());
    // 3,783.00 signed; 10% more is 4,161.30. 110 guests: 4,156.30 (asks nothing); 111: 4,193.63 (asks).
    const asks = async (n: number) =>
      (
        await call(t.app, 'POST', `/api/quotes/${quote.id}/guest-count/preview`, client, { guestCount: n })
      ).json().needsNewSignature;
    expect(await asks(110)).toBe(false);
    expect(await asks(111)).toBe(true);
    const under = await count(quote.id, 110);
    expect(under.statusCode).toBe(200);
    expect(under.json()).toMatchObject({ status: 'accepted', totalAmount: '4156.30' });
    const over = await count(quote.id, 111);
    expect(over.statusCode).toBe(200);
    const sent = over.json() as Quote;
    expect(sent).toMatchObject({ status: 'sent', totalAmount: '4193.63', guestCount: 111 });
    expect(sent.signature?.version).toBe(quote.version);
    const resigned = await call(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, client, SIGN);
    expect(resigned.statusCode).toBe(200);
    expect(resigned.json()).toMatchObject({ status: 'accepted', signature: { version: sent.version } });
  });
});
