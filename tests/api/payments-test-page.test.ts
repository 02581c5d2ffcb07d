import { desc } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { payments } from '../../src/server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { openTestDatabase } from '../helpers/test-database.ts';
import { CARD } from './payments.fixtures.ts';

const PASSWORD = 'Test-Payments-2030';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PAYMENT_TEST_PASSWORD: PASSWORD });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

let ipCounter = 10;
const freshIp = () => `10.0.0.${ipCounter++}`;

async function unlock(password = PASSWORD, remoteAddress = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment-test/unlock',
    payload: { password },
    remoteAddress,
  });
}
async function unlockCookie(): Promise<string> {
  const res = await unlock();
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'payment_test_unlock')!;
  return `payment_test_unlock=${cookie.value}`;
}
function charge(
  cookie: string | undefined,
  card: Record<string, string> = CARD,
  extra: Record<string, unknown> = {},
  key?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment-test',
    headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { amount: 1, card, description: 'Payment test', ...extra },
  });
}

describe('the payment test unlock', () => {
  it('refuses a wrong password with Incorrect password and sets no unlock', async () => {
    const res = await unlock('not-the-password');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Incorrect password');
    expect(res.cookies.find((c) => c.name === 'payment_test_unlock')).toBeUndefined();
  });

  it('opens the page for 30 minutes with the right password', async () => {
    const res = await unlock();
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'payment_test_unlock')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.maxAge).toBe(1800);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/payment-test/status',
      headers: { cookie: `payment_test_unlock=${cookie.value}` },
    });
    expect(status.json()).toMatchObject({
      configured: true,
      unlocked: true,
      gateway: 'simulated',
      live: false,
    });
  });

  it('an unlock stops working after 30 minutes', async () => {
    const cookie = await unlockCookie();
    expect((await charge(cookie)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60 * 1000);
    const res = await charge(cookie);
    expect(res.statusCode).toBe(401);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/payment-test/status',
      headers: { cookie },
    });
    expect(status.json().unlocked).toBe(false);
  });

  it('a forged or altered unlock cookie is refused', async () => {
    const cookie = await unlockCookie();
    const [nonce, , mac] = cookie.split('=')[1]!.split('.');
    const forged = `payment_test_unlock=${nonce}.${Date.now() + 10 ** 9}.${mac}`;
    expect((await charge(forged)).statusCode).toBe(401);
    expect((await charge('payment_test_unlock=abc')).statusCode).toBe(401);
  });

  it('allows 5 wrong tries per IP in 15 minutes, then refuses even the right password', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await unlock('wrong-guess', ip)).statusCode).toBe(401);
    const blocked = await unlock(PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await unlock(PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('a charge without the unlock is refused', async () => {
    const res = await charge(undefined);
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/payment-test', () => {
  it('charges exactly $1.00 whatever amount the browser sends, and stores only brand and last four', async () => {
    const cookie = await unlockCookie();
    const res = await charge(cookie, CARD, { amount: 5000 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Payment successful' });
    expect(body.chargeId).toMatch(/^sim_ch_/);
    const [row] = await t.db.select().from(payments).orderBy(desc(payments.id)).limit(1);
    expect(row).toMatchObject({
      kind: 'test',
      amountCents: 100,
      status: 'succeeded',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    expect(JSON.stringify(row)).not.toContain('"123"');
  });

  const outcomes: [string, Partial<typeof CARD>, number, string][] = [
    ['Visa 4242', { number: '4242424242424242' }, 200, 'Payment successful'],
    ['Mastercard 5555', { number: '5555 5555 5555 4444' }, 200, 'Payment successful'],
    ['another valid number', { number: '6011111111111117' }, 200, 'Payment successful'],
    ['the declined card', { number: '4000 0000 0000 0002' }, 402, 'Your card was declined.'],
    ['the insufficient funds card', { number: '4000000000009995' }, 402, 'Your card has insufficient funds.'],
    [
      'a number failing the Luhn check',
      { number: '4242424242424241' },
      402,
      'Your card number is incorrect.',
    ],
    ['an expired card', { exp_year: '2020' }, 402, 'Your card has expired.'],
    ['a bad month', { exp_month: '13' }, 402, "Your card's expiration month is invalid."],
    ['a two-digit CVC', { cvv: '12' }, 402, "Your card's security code is incorrect."],
  ];
  for (const [name, card, status, message] of outcomes) {
    it(`answers ${status} '${message}' for ${name}`, async () => {
      const cookie = await unlockCookie();
      const res = await charge(cookie, { ...CARD, ...card });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: status === 200, message });
    });
  }

  it('refuses missing and over-long card fields with 400', async () => {
    const cookie = await unlockCookie();
    for (const card of [
      { ...CARD, number: '' },
      { ...CARD, number: '4242 4242 4242 4242 42' },
      { ...CARD, exp_month: '123' },
      { ...CARD, exp_year: '20301' },
      { ...CARD, cvv: '12345' },
      { ...CARD, name: '' },
    ]) {
      expect((await charge(cookie, card)).statusCode).toBe(400);
    }
  });

  it('the same request twice (one Idempotency-Key) charges once', async () => {
    const cookie = await unlockCookie();
    const before = (await t.db.select().from(payments)).length;
    const first = await charge(cookie, CARD, {}, 'same-request-0001');
    const second = await charge(cookie, CARD, {}, 'same-request-0001');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().chargeId).toBe(first.json().chargeId);
    expect((await t.db.select().from(payments)).length).toBe(before + 1);
  });
});

describe('without PAYMENT_TEST_PASSWORD', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp();
  });
  afterAll(() => bare.close());

  it('says the test is not configured and the API answers 404', async () => {
    const status = await bare.app.inject({ method: 'GET', url: '/api/payment-test/status' });
    expect(status.json()).toMatchObject({ configured: false, unlocked: false });
    const res = await bare.app.inject({
      method: 'POST',
      url: '/api/payment-test/unlock',
      payload: { password: 'anything-at-all' },
    });
    expect(res.statusCode).toBe(404);
    const pay = await bare.app.inject({
      method: 'POST',
      url: '/api/payment-test',
      payload: { amount: 1, card: CARD },
    });
    expect(pay.statusCode).toBe(404);
  });
});

describe('card details in the logs', () => {
  it('never appear, even at trace level, for a payment or a decline', async () => {
    const handle = await openTestDatabase();
    const lines: string[] = [];
    const app = await buildApp({
      config: t.config,
      db: handle.db,
      closeDatabase: handle.close,
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const unlocked = await app.inject({
        method: 'POST',
        url: '/api/payment-test/unlock',
        payload: { password: PASSWORD },
      });
      const cookie = `payment_test_unlock=${unlocked.cookies.find((c) => c.name === 'payment_test_unlock')!.value}`;
      for (const number of ['4242 4242 4242 4242', '4000000000000002', '4242424242424241']) {
        await app.inject({
          method: 'POST',
          url: '/api/payment-test',
          headers: { cookie },
          payload: { amount: 1, card: { ...CARD, number, cvv: '9731' }, description: 'Payment test' },
        });
      }
      const log = lines.join('\n');
      expect(log).toContain('/api/payment-test');
      for (const secret of [
        '4242424242424242',
        '4242 4242 4242 4242',
        '4000000000000002',
        '4242424242424241',
        '9731',
      ]) {
        expect(log).not.toContain(secret);
      }
      expect(log).not.toContain(PASSWORD);
    } finally {
      await app.close();
    }
  });
});
