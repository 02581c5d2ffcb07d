import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../src/common/quotes.ts';
import { mailedToken, newAccount, registerAccount } from '../helpers/auth-flows.ts';
import { buildTestApp, signIn, signInAsAdmin, type TestApp } from '../helpers/test-app.ts';
import { call, createQuote } from './quotes.fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAsAdmin(t.app);
});
afterAll(() => t.close());

const visitor = (email: string) => ({
  contactName: 'Casey Visitor',
  contactEmail: email,
  contactPhone: '215-555-0111',
  menuPackage: 'custom',
});

describe('a visitor’s quote joins an account once its email is verified', () => {
  it('stays out of an unverified account and joins it at verification, ready to accept', async () => {
    const account = newAccount('visitor');
    const quote = await createQuote(t.app, undefined, visitor(account.email.toUpperCase()));
    await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, admin, { totalAmount: '4100.00' });

    await registerAccount(t.app, account);
    const cookie = await signIn(t.app, account.username, account.password);
    expect((await call(t.app, 'GET', '/api/quotes', cookie)).json()).toEqual([]);
    expect((await call(t.app, 'GET', `/api/quotes/${quote.id}`, cookie)).statusCode).toBe(404);

    const token = await mailedToken(t.app, t.db, account.email, '/verify-email');
    expect((await call(t.app, 'POST', '/api/verify-email', undefined, { token })).statusCode).toBe(200);

    const mine = (await call(t.app, 'GET', '/api/quotes', cookie)).json() as Quote[];
    expect(mine.map((q) => q.id)).toEqual([quote.id]);
    expect(mine[0]).toMatchObject({ status: 'sent', totalAmount: '4100.00', clientName: account.username });
    const accepted = await call(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, cookie, {
      status: 'accepted',
    });
    expect(accepted.json().status).toBe('accepted');
  });

  it('never joins an account whose email differs', async () => {
    const quote = await createQuote(t.app, undefined, visitor('someone.else@example.com'));
    const account = await registerAccount(t.app, newAccount('stranger'));
    const token = await mailedToken(t.app, t.db, account.email, '/verify-email');
    await call(t.app, 'POST', '/api/verify-email', undefined, { token });
    const cookie = await signIn(t.app, account.username, account.password);
    expect((await call(t.app, 'GET', '/api/quotes', cookie)).json()).toEqual([]);
    expect((await call(t.app, 'GET', `/api/quotes/${quote.id}`, admin)).json().clientId).toBeNull();
  });

  it('joins an account that is already verified straight away', async () => {
    const quote = await createQuote(t.app, undefined, visitor('client@demo.example'));
    const me = (await call(t.app, 'GET', '/api/me', await signIn(t.app, 'client', 'ClientDemo1'))).json();
    expect(quote.clientId).toBe(me.id);
  });
});
