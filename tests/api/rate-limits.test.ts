import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { buildSecondInstance, buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** Issue 23 §2: one named table of limits, one limit per route, shared by instances on PostgreSQL. */

const inquiry = {
  fullName: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(215) 555-0199',
  eventType: 'Wedding',
  eventDate: '2099-06-14',
  guestCount: 120,
  message: 'A June wedding in Chestnut Hill, buffet style.',
};
const sendInquiry = (app: App, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/inquiries', payload: inquiry, remoteAddress });

describe('the rate-limit table', () => {
  it('names every limit with its window and the words of its refusal, the RATE_LIMIT_* variables applied', () => {
    const limits = loadConfig({ RATE_LIMIT_AUTH_PER_IP: '7' }).rateLimits;
    expect(limits.signIn).toEqual({
      max: 7,
      windowMs: 15 * 60_000,
      detail: 'Too many sign-in attempts from your connection.',
    });
    expect(limits.inquiry).toMatchObject({ max: 5, detail: 'Too many messages from your connection.' });
    for (const [name, rule] of Object.entries(limits)) {
      expect(rule.max, name).toBeGreaterThan(0);
      expect(rule.detail, name).toMatch(/^Too many .+\.$/);
    }
  });
});

describe('a route counts under its own limit only', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A general write limit lower than the contact form's own: were both counted, the second send would fail.
    t = await buildTestApp({ RATE_LIMIT_WRITES_PER_IP: '1' });
  });
  afterAll(() => t.close());

  it('the contact form takes its 5 messages and refuses the 6th with its own words', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 5; i++) expect((await sendInquiry(t.app, ip)).statusCode).toBe(201);
    const refused = await sendInquiry(t.app, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(
      /^Too many messages from your connection\. Please wait \d+ minutes? and try again\.$/,
    );
  });

  it('a route without a limit of its own still counts under the general write limit', async () => {
    const ip = '198.51.100.8';
    const write = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter/confirm',
        payload: { token: 'not-a-real-token' },
        remoteAddress: ip,
      });
    expect((await write()).statusCode).not.toBe(429);
    const second = await write();
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toMatch(/^Too many changes from your connection\./);
  });
});

// Two instances share a count only through a server database: this part runs in CI's PostgreSQL pass.
describe.skipIf(!process.env.DATABASE_URL)('limits shared by two app instances on PostgreSQL', () => {
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

  it('five messages across both instances use up the address: the sixth is refused by either', async () => {
    const ip = '198.51.100.9';
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await sendInquiry(i % 2 ? a.app : b, ip)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201]);
    expect((await sendInquiry(a.app, ip)).statusCode).toBe(429);
    expect((await sendInquiry(b, ip)).statusCode).toBe(429);
  });
});
