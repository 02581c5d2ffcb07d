import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { buildTestApp, signInAsAdmin, signInAsClient, type TestApp } from '../helpers/test-app.ts';
import { call, createQuote, newClient } from './quotes.fixtures.ts';

let t: TestApp;
let client: string;
let admin: string;
let other: string;
beforeAll(async () => {
  t = await buildTestApp({ BUSINESS_EMAIL: 'bookings@catering.test' });
  client = await signInAsClient(t.app);
  admin = await signInAsAdmin(t.app);
  other = (await newClient(t.app, 'other')).cookie;
});
afterAll(() => t.close());

const setStatus = (id: number, status: string, cookie: string) =>
  call(t.app, 'PATCH', `/api/quotes/${id}/status`, cookie, {
    status,
    ...(status === 'accepted' ? { signerName: 'Jordan Client', agreeToTerms: true } : {}),
  });

describe('GET /api/quotes', () => {
  it('gives a client only their own quotes and an admin all of them, newest first', async () => {
    const mine = await createQuote(t.app, client);
    const theirs = await createQuote(t.app, other);
    const clientIds = (await call(t.app, 'GET', '/api/quotes', client)).json().map((q: Quote) => q.id);
    expect(clientIds).toContain(mine.id);
    expect(clientIds).not.toContain(theirs.id);
    const adminIds = (await call(t.app, 'GET', '/api/quotes', admin)).json().map((q: Quote) => q.id);
    expect(adminIds.slice(0, 2)).toEqual([theirs.id, mine.id]);
  });

  it('counts sent, accepted, the accepted value and the total value in the stats', async () => {
    const { cookie } = await newClient(t.app, 'stats');
    const a = await createQuote(t.app, cookie, { menuPackage: 'brunch', guestCount: 100 });
    const b = await createQuote(t.app, cookie, { menuPackage: 'full-service', guestCount: 50 });
    await setStatus(a.id, 'accepted', cookie);
    const stats = (await call(t.app, 'GET', '/api/quotes/stats', cookie)).json();
    // The accepted value is the accepted total, 8% sales tax included.
    expect(stats).toMatchObject({ total: 2, sent: 1, accepted: 1, acceptedValue: '3240.00' });
    // Total Value: every priced proposal not declined, the one still pending included.
    expect(Number(stats.totalValue)).toBe(3240 + Number(b.totalAmount));
    expect(Number(b.totalAmount)).toBeGreaterThan(0);
  });
});

describe('PATCH /api/quotes/{id}/viewed', () => {
  it('turns the owner’s sent proposal into viewed with a time, once', async () => {
    const quote = await createQuote(t.app, client);
    const res = await call(t.app, 'PATCH', `/api/quotes/${quote.id}/viewed`, client);
    expect(res.json()).toMatchObject({ status: 'viewed' });
    expect(res.json().viewedAt).not.toBeNull();
    await setStatus(quote.id, 'accepted', client);
    const again = await call(t.app, 'PATCH', `/api/quotes/${quote.id}/viewed`, client);
    expect(again.json().status).toBe('accepted');
  });

  it('leaves the status alone when an admin opens it', async () => {
    const quote = await createQuote(t.app, client);
    expect((await call(t.app, 'PATCH', `/api/quotes/${quote.id}/viewed`, admin)).json().status).toBe('sent');
  });
});

describe('PATCH /api/quotes/{id}/status', () => {
  it('lets the owner accept a sent proposal and mails the business', async () => {
    const quote = await createQuote(t.app, client);
    const res = await setStatus(quote.id, 'accepted', client);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('accepted');
    const [mail] = await mailsTo(t.app, t.db, 'bookings@catering.test');
    expect(mail?.subject).toContain('accepted');
  });

  it('lets the owner decline a viewed proposal', async () => {
    const quote = await createQuote(t.app, client);
    await call(t.app, 'PATCH', `/api/quotes/${quote.id}/viewed`, client);
    expect((await setStatus(quote.id, 'rejected', client)).json().status).toBe('rejected');
    const [mail] = await mailsTo(t.app, t.db, 'bookings@catering.test');
    expect(mail?.subject).toContain('declined');
  });

  it('refuses to let the owner accept a request the business has not priced', async () => {
    const quote = await createQuote(t.app, client, { menuPackage: 'custom' });
    const res = await setStatus(quote.id, 'accepted', client);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PROPOSAL_STATUS_NOT_ALLOWED' });
    expect(res.json().message).toContain('"Requested"');
  });

  it('refuses to let the owner accept a declined proposal or decline an accepted one', async () => {
    const quote = await createQuote(t.app, client);
    await setStatus(quote.id, 'rejected', client);
    expect((await setStatus(quote.id, 'accepted', client)).statusCode).toBe(409);
  });

  it('refuses the owner any status but accepted or rejected', async () => {
    const quote = await createQuote(t.app, client);
    expect((await setStatus(quote.id, 'sent', client)).statusCode).toBe(403);
    expect((await setStatus(quote.id, 'requested', client)).statusCode).toBe(403);
  });

  it('refuses an unknown status with 400', async () => {
    const quote = await createQuote(t.app, client);
    expect((await setStatus(quote.id, 'paid', admin)).statusCode).toBe(400);
  });

  it('lets an admin set any status', async () => {
    const quote = await createQuote(t.app, client);
    for (const status of ['viewed', 'rejected', 'sent', 'accepted', 'requested']) {
      expect((await setStatus(quote.id, status, admin)).json().status).toBe(status);
    }
  });

  it('answers 404 for a quote that does not exist', async () => {
    expect((await setStatus(999_999, 'accepted', admin)).statusCode).toBe(404);
  });
});

describe('another client’s quote', () => {
  let quote: Quote;
  beforeAll(async () => {
    quote = await createQuote(t.app, client);
  });

  it.each([
    ['GET', ''],
    ['PATCH', '/viewed'],
    ['GET', '/pdf'],
    ['GET', '/messages'],
  ] as const)('answers 404, as if it did not exist, to %s /api/quotes/{id}%s', async (method, suffix) => {
    expect((await call(t.app, method, `/api/quotes/${quote.id}${suffix}`, other)).statusCode).toBe(404);
  });

  it('cannot be accepted, revised or messaged by someone else', async () => {
    expect((await setStatus(quote.id, 'accepted', other)).statusCode).toBe(404);
    const revise = await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, other, { totalAmount: '1.00' });
    expect(revise.statusCode).toBe(403); // revising is for admins
    const message = await call(t.app, 'POST', '/api/messages', other, { quoteId: quote.id, content: 'Hi' });
    expect(message.statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/quotes/${quote.id}`, client)).json().status).toBe('sent');
  });

  it.each([
    ['GET', ''],
    ['PATCH', '/viewed'],
    ['GET', '/pdf'],
    ['GET', '/messages'],
  ] as const)('is refused with 401 to a visitor for %s /api/quotes/{id}%s', async (method, suffix) => {
    expect((await call(t.app, method, `/api/quotes/${quote.id}${suffix}`)).statusCode).toBe(401);
  });
});
