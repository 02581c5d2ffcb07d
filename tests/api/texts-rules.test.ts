import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, businessInstant } from '../../src/common/business-time.ts';
import { formatMoney } from '../../src/common/money.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { queueText, recordSmsConsent, textsEnabled } from '../../src/server/features/texts/index.ts';
import { buildSecondInstance, buildTestApp, signedInTestApp, type TestApp } from '../helpers/test-app.ts';
import { acceptedQuote } from './payments.fixtures.ts';
import { call, newClient } from './quotes.fixtures.ts';
import { checkoutBody, clockAt, NOON, placeOrder, setOrderStatus, textsTo } from './texts.fixtures.ts';

/** Issue 40 §1: quiet hours, the daily cap, the reminders of the day before, texts off. */

const DAY = '2026-12-08';
clockAt(NOON);
const t = signedInTestApp();
beforeEach(() => clockAt(NOON));
afterAll(() => vi.useRealTimers());

const optIn = (phone: string) =>
  recordSmsConsent(t.app, { userId: null, phone, source: 'checkout', optIn: true });

describe('quiet hours (9 PM to 8 AM on the business clock)', () => {
  it('holds a text asked for at 10:30 PM until 8 AM, listed as scheduled with its send time, then sends it', async () => {
    clockAt(businessInstant(DAY, '12:00'));
    const order = await placeOrder(
      t.app,
      checkoutBody('(215) 555-0401', t.dish('Classic Caesar Salad').id, { smsOptIn: true }),
    );
    clockAt(businessInstant(DAY, '22:30'));
    await setOrderStatus(t.app, t.admin, order.id, 'confirmed');
    const eight = businessInstant(addDays(DAY, 1), '08:00');
    expect(await textsTo(t.app, t.admin, '+12155550401')).toEqual([
      expect.objectContaining({ status: 'scheduled', sendAt: eight.toISOString() }),
    ]);

    // The job's pass at 7:59 leaves it; the one at 8:00 sends it.
    expect(await t.app.texts.sendScheduled(new Date(eight.getTime() - 60_000))).toBe(0);
    expect((await textsTo(t.app, t.admin, '+12155550401'))[0]?.status).toBe('scheduled');
    expect(await t.app.texts.sendScheduled(eight)).toBe(1);
    expect((await textsTo(t.app, t.admin, '+12155550401'))[0]?.status).toBe('sent');
  });

  it('holds one asked for at 6 AM until 8 AM the same day, and sends at 8 AM sharp', async () => {
    await optIn('+12155550402');
    const six = businessInstant(DAY, '06:00');
    const outcome = await queueText(
      t.app,
      { userId: null, phone: '2155550402', body: 'Early', reason: 'test', recordKey: 'early' },
      six,
    );
    expect(outcome).toMatchObject({
      outcome: 'scheduled',
      sendAt: businessInstant(DAY, '08:00').toISOString(),
    });
    const eight = await queueText(
      t.app,
      { userId: null, phone: '2155550402', body: 'On time', reason: 'test', recordKey: 'eight' },
      businessInstant(DAY, '08:00'),
    );
    expect(eight).toMatchObject({ outcome: 'queued' });
  });
});

describe('at most 5 texts per number per business day', () => {
  it('skips the sixth (not stored), and the next day texts again', async () => {
    await optIn('+12155550403');
    const at = businessInstant(DAY, '09:00');
    const send = (key: string, when = at) =>
      queueText(
        t.app,
        { userId: null, phone: '+12155550403', body: key, reason: 'test', recordKey: key },
        when,
      );
    for (let i = 1; i <= 5; i++) expect(await send(`cap-${i}`)).toMatchObject({ outcome: 'queued' });
    expect(await send('cap-6', businessInstant(DAY, '20:59'))).toEqual({
      outcome: 'skipped',
      why: 'daily-cap',
    });
    expect(await textsTo(t.app, t.admin, '+12155550403')).toHaveLength(5);
    // Held at 9:30 PM, it goes tomorrow at 8 AM: tomorrow's count, so it is stored.
    expect(await send('cap-7', businessInstant(DAY, '21:30'))).toMatchObject({ outcome: 'scheduled' });
    expect(await send('cap-8', businessInstant(addDays(DAY, 1), '09:00'))).toMatchObject({
      outcome: 'queued',
    });
  });

  it('sends one text per reason and record', async () => {
    await optIn('+12155550404');
    const once = { userId: null, phone: '+12155550404', body: 'Once', reason: 'test', recordKey: 'once' };
    expect(await queueText(t.app, once)).toMatchObject({ outcome: 'queued' });
    expect(await queueText(t.app, once)).toEqual({ outcome: 'skipped', why: 'duplicate' });
  });
});

describe('reminders the day before, once across two instances', () => {
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    // A second app on the same database: its jobs race the first one's, as two servers' would (on
    // PostgreSQL with a connection pool of its own).
    if (t.databaseUrl) second = await buildSecondInstance(t);
    else {
      second = await buildApp({ config: t.config, db: t.db, logger: false });
      await second.ready();
    }
  });
  afterAll(() => second.close());

  it('texts the event reminder and "payment due tomorrow" once each', async () => {
    const { cookie } = await newClient(t.app, 'reminded');
    const on = await call(t.app, 'PATCH', '/api/profile', cookie, {
      phone: '(610) 555-0405',
      preferences: { smsNotifications: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    const tomorrowEvening = businessInstant(addDays(DAY, 1), '18:00');
    const event = await acceptedQuote(t.app, cookie, t.admin, {
      total: '900.00',
      eventDate: tomorrowEvening.toISOString(),
    });
    // The balance is due 7 days before the event: this one's is due tomorrow.
    const dueTomorrow = await acceptedQuote(t.app, cookie, t.admin, {
      total: '1200.00',
      eventDate: businessInstant(addDays(DAY, 8), '18:00').toISOString(),
    });

    const at = businessInstant(DAY, '10:00');
    for (let round = 0; round < 3; round++) {
      await Promise.all([
        t.app.eventReminders.runOnce(at),
        second.eventReminders.runOnce(at),
        t.app.paymentReminders.runOnce(at),
        second.paymentReminders.runOnce(at),
      ]);
    }
    const texts = await textsTo(t.app, t.admin, '+16105550405');
    const reminders = texts.filter((x) => x.body.includes('your event is tomorrow at 6:00 PM'));
    const due = texts.filter((x) => x.body.includes('is due tomorrow'));
    expect(reminders).toHaveLength(1);
    expect(due).toHaveLength(1);
    expect(due[0]!.body).toContain(dueTomorrow.proposalNumber);
    expect(due[0]!.body).toContain(formatMoney(dueTomorrow.balanceDue));
    expect(texts).toHaveLength(2);
    expect(event.id).not.toBe(dueTomorrow.id);
  });
});

describe('texts off', () => {
  it('is the default in production without the Twilio keys', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).texts.gateway).toBe('off');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 'secret-token',
        TWILIO_FROM: '+12155550000',
      }).texts.gateway,
    ).toBe('twilio');
    expect(() => loadConfig({ NODE_ENV: 'production', TEXT_GATEWAY: 'simulated' })).toThrow(/TEXT_GATEWAY/);
  });

  let off: TestApp;
  beforeAll(async () => {
    off = await buildTestApp({ TEXT_GATEWAY: 'off' });
  });
  afterAll(() => off.close());

  it('queues nothing, and says so', async () => {
    expect(textsEnabled(off.app)).toBe(false);
    expect(textsEnabled(t.app)).toBe(true);
    await recordSmsConsent(off.app, { userId: null, phone: '+12155550406', source: 'checkout', optIn: true });
    const outcome = await queueText(off.app, {
      userId: null,
      phone: '+12155550406',
      body: 'x',
      reason: 'test',
      recordKey: 'off',
    });
    expect(outcome).toEqual({ outcome: 'skipped', why: 'texts-off' });
  });
});

describe('the business clock across daylight saving time', () => {
  it('holds a text asked for the night the clocks spring forward until 8 AM EDT', async () => {
    await optIn('+12155550407');
    const night = businessInstant('2027-03-13', '22:00'); // 03:00Z, EST
    const held = await queueText(
      t.app,
      { userId: null, phone: '+12155550407', body: 'DST', reason: 'test', recordKey: 'dst' },
      night,
    );
    expect(held).toMatchObject({ outcome: 'scheduled', sendAt: '2027-03-14T12:00:00.000Z' });
  });
});
