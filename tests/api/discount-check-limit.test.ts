import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import { buildTestApp, signInAsClient, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 34 §7: checking discount codes is limited per visitor like sign-in attempts, so private codes
 * (CORPORATE in the demo offer) cannot be found by guessing. Codes that did not apply count; one that
 * applies does not.
 */

let t: TestApp;
let items: { menuItemId: number; panSize: 'full'; quantity: number }[];
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_DISCOUNT_MISSES: '3' });
  const menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>();
  items = [{ menuItemId: menu.find((m) => m.name === 'Garden Salad')!.id, panSize: 'full', quantity: 3 }];
});
afterAll(() => t.close());

const check = (code: string, remoteAddress: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/discount-codes/check',
    payload: { code, subtotal: '500.00' },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
const estimate = (discountCode: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/estimate',
    payload: { items, fulfilment: 'pickup', discountCode },
    remoteAddress,
  });
const REFUSAL =
  /^Too many discount codes that did not apply from your connection\. Please wait \d+ minutes? and try again\.$/;

describe('POST /api/discount-codes/check is limited per visitor', () => {
  it('refuses every check with 429 and a message after the visitor’s codes failed the limit', async () => {
    const ip = '198.51.100.41';
    for (const guess of ['CORP2026', 'VIP', 'STAFF50']) {
      const res = await check(guess, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This discount code does not exist.');
    }
    // The next guess is refused before the code is looked at, a real private code included.
    for (const code of ['GUESS4', 'CORPORATE', '10PERCENT']) {
      const refused = await check(code, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(refused.json().message).toMatch(REFUSAL);
      expect(refused.headers['retry-after']).toBeDefined();
    }
    // Another visitor is not held.
    expect((await check('10PERCENT', '198.51.100.42')).statusCode).toBe(200);
  });

  it('a code that applies costs nothing: a customer may check it again and again', async () => {
    const ip = '198.51.100.43';
    for (let i = 0; i < 6; i++) {
      const res = await check('10PERCENT', ip);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: '10PERCENT', discountAmount: '50.00' });
    }
    expect((await check('NOPE', ip)).statusCode).toBe(400);
  });

  it('a signed-in client is counted by account too: a new connection does not start afresh', async () => {
    const cookie = await signInAsClient(t.app);
    for (const [i, guess] of ['A1', 'A2', 'A3'].entries()) {
      expect((await check(guess, `203.0.113.${10 + i}`, cookie)).statusCode).toBe(400);
    }
    const refused = await check('A4', '203.0.113.20', cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(REFUSAL);
  });

  it("a cart's estimate with a discount code is counted as the check is", async () => {
    const ip = '198.51.100.44';
    expect((await estimate('10PERCENT', ip)).statusCode).toBe(200);
    for (const guess of ['E1', 'E2', 'E3']) {
      const res = await estimate(guess, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toMatchObject({ discountCode: 'This discount code does not exist.' });
    }
    const refused = await estimate('CORPORATE', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(REFUSAL);
    // The check shares the visitor's count.
    expect((await check('10PERCENT', ip)).statusCode).toBe(429);
  });
});
