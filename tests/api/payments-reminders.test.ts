import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { outbox } from '../../src/server/db/schema/index.ts';
import { reminderDue } from '../../src/server/features/payments/payments.reminders.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import {
  buildSecondInstance,
  buildTestApp,
  signInAsAdmin,
  signInAsClient,
  type TestApp,
} from '../helpers/test-app.ts';
import { acceptedQuote, CARD, pay } from './payments.fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('which reminder is due', () => {
  const due = new Date('2031-06-07T22:00:00Z');
  it('none before 10 days, the 10-day one from then, the 3-day one from 3 days, none once due', () => {
    expect(reminderDue(due, new Date(due.getTime() - 11 * DAY))).toBeNull();
    expect(reminderDue(due, new Date(due.getTime() - 10 * DAY))).toBe(10);
    expect(reminderDue(due, new Date(due.getTime() - 4 * DAY))).toBe(10);
    expect(reminderDue(due, new Date(due.getTime() - 3 * DAY))).toBe(3);
    expect(reminderDue(due, new Date(due.getTime() + 1))).toBeNull();
  });
});

async function remindersFor(t: TestApp, quoteId: number) {
  const mails = await t.db.select().from(outbox).where(like(outbox.subject, 'Reminder: your balance%'));
  return mails.filter((m) => m.text.includes(`/proposals?quote=${quoteId}\n`));
}

describe('balance reminders on one instance', () => {
  let t: TestApp;
  let client: string;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await chargeNoTax(t.app);
    client = await signInAsClient(t.app);
    admin = await signInAsAdmin(t.app);
  });
  afterAll(() => t.close());

  it('sends the 10-day reminder once, then the 3-day one once, while the balance is unpaid', async () => {
    const event = new Date(Date.now() + 60 * DAY);
    const quote = await acceptedQuote(t.app, client, admin, {
      total: '1234.57',
      eventDate: event.toISOString(),
    });
    await pay(t.app, quote.id, client, { kind: 'deposit', card: CARD });
    const dueAt = event.getTime() - 7 * DAY;

    await t.app.paymentReminders.runOnce(new Date(dueAt - 11 * DAY));
    expect(await remindersFor(t, quote.id)).toHaveLength(0);

    const tenDays = new Date(dueAt - 10 * DAY + 60_000);
    await t.app.paymentReminders.runOnce(tenDays);
    await t.app.paymentReminders.runOnce(new Date(tenDays.getTime() + DAY));
    const first = await remindersFor(t, quote.id);
    expect(first).toHaveLength(1);
    expect(first[0]!.to).toBe(quote.clientEmail);
    expect(first[0]!.subject).toContain('$617.28');
    expect(first[0]!.text).toContain('due in 10 days');

    await t.app.paymentReminders.runOnce(new Date(dueAt - 3 * DAY + 60_000));
    await t.app.paymentReminders.runOnce(new Date(dueAt - 2 * DAY));
    const both = await remindersFor(t, quote.id);
    expect(both).toHaveLength(2);
    expect(both[1]!.text).toContain('due in 3 days');
  });

  it('after downtime sends only the latest reminder due, and nothing once paid in full', async () => {
    const event = new Date(Date.now() + 50 * DAY);
    const quote = await acceptedQuote(t.app, client, admin, {
      total: '400.00',
      eventDate: event.toISOString(),
    });
    await pay(t.app, quote.id, client, { kind: 'deposit', card: CARD });
    const dueAt = event.getTime() - 7 * DAY;
    // The app was down through the 10-day mark and wakes 2 days before the due date.
    await t.app.paymentReminders.runOnce(new Date(dueAt - 2 * DAY));
    const mails = await remindersFor(t, quote.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('due in 3 days');

    const paidQuote = await acceptedQuote(t.app, client, admin, {
      total: '400.00',
      eventDate: event.toISOString(),
    });
    await pay(t.app, paidQuote.id, client, { kind: 'deposit', card: CARD });
    await pay(t.app, paidQuote.id, client, { kind: 'balance', card: CARD });
    await t.app.paymentReminders.runOnce(new Date(dueAt - 5 * DAY));
    expect(await remindersFor(t, paidQuote.id)).toHaveLength(0);
  });
});

// Two app instances need a shared server database: this part runs in the PostgreSQL pass of CI.
describe.skipIf(!process.env.DATABASE_URL)('balance reminders across two app instances on PostgreSQL', () => {
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
    const client = await signInAsClient(a.app);
    const admin = await signInAsAdmin(a.app);
    const event = new Date(Date.now() + 40 * DAY);
    const quotes = await Promise.all(
      [1, 2, 3].map(() =>
        acceptedQuote(a.app, client, admin, { total: '900.00', eventDate: event.toISOString() }),
      ),
    );
    const at = new Date(event.getTime() - 7 * DAY - 10 * DAY + 60_000);
    for (let round = 0; round < 3; round++) {
      await Promise.all([a.app.paymentReminders.runOnce(at), b.paymentReminders.runOnce(at)]);
    }
    for (const quote of quotes) expect(await remindersFor(a, quote.id)).toHaveLength(1);
  });
});
