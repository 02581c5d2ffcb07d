import { beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { mailedToken, mailsTo, newAccount, registerAccount } from '../helpers/auth-flows.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { signedInTestApp, signIn, signInAsClient } from '../helpers/test-app.ts';
import { call, createQuote } from './quotes.fixtures.ts';

const t = signedInTestApp();
beforeAll(async () => {
  await chargeNoTax(t.app); // round figures: this file pins quotes claim, not the bill
});

const visitor = (email: string) => ({
  contactName: 'Casey Visitor',
  contactEmail: email,
  contactPhone: '215-555-0111',
  menuPackage: 'custom',
});

/** The signed claim link of a visitor's request, from the mails sent to its contact email. */
async function claimLink(email: string, quoteId: number): Promise<{ token: string }> {
  for (const mail of await mailsTo(t.app, t.db, email)) {
    const match = new RegExp(`/claim\\?quote=${quoteId}&token=([\\w-]+)`).exec(mail.text);
    if (match) return { token: match[1]! };
  }
  throw new Error(`no claim link for quote ${quoteId} was mailed to ${email}`);
}

async function verifiedAccount(prefix: string) {
  const account = await registerAccount(t.app, newAccount(prefix));
  const token = await mailedToken(t.app, t.db, account.email, '/verify-email');
  await call(t.app, 'POST', '/api/verify-email', undefined, { token });
  return { ...account, cookie: await signIn(t.app, account.username, account.password) };
}

describe('a visitor’s quote joins an account only when the account holder confirms it', () => {
  it('never lands in a verified client’s portal because a visitor typed their email', async () => {
    const quote = await createQuote(t.app, undefined, visitor('CLIENT@catering.local'));
    expect(quote.clientId).toBeNull();
    await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, t.admin, { totalAmount: '4100.00' });
    const client = await signInAsClient(t.app);
    const mine = (await call(t.app, 'GET', '/api/quotes', client)).json() as Quote[];
    expect(mine.map((q) => q.id)).not.toContain(quote.id);
  });

  it('stays out at email verification, and joins when the holder opens the mailed link signed in', async () => {
    const account = newAccount('visitor');
    const quote = await createQuote(t.app, undefined, visitor(account.email.toUpperCase()));
    await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, t.admin, { totalAmount: '4100.00' });
    const { token } = await claimLink(account.email.toUpperCase(), quote.id);

    await registerAccount(t.app, account);
    const cookie = await signIn(t.app, account.username, account.password);
    const early = await call(t.app, 'POST', `/api/quotes/${quote.id}/claim`, cookie, { token });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/confirm your email address first/);

    const verify = await mailedToken(t.app, t.db, account.email, '/verify-email');
    expect((await call(t.app, 'POST', '/api/verify-email', undefined, { token: verify })).statusCode).toBe(
      200,
    );
    expect((await call(t.app, 'GET', '/api/quotes', cookie)).json()).toEqual([]);

    const claimed = await call(t.app, 'POST', `/api/quotes/${quote.id}/claim`, cookie, { token });
    expect(claimed.statusCode).toBe(200);
    const mine = (await call(t.app, 'GET', '/api/quotes', cookie)).json() as Quote[];
    expect(mine.map((q) => q.id)).toEqual([quote.id]);
    // Documents name the customer by the name they gave (common/customer-name.ts), not the login name.
    expect(mine[0]).toMatchObject({ status: 'sent', totalAmount: '4100.00', clientName: 'Casey Visitor' });
    const accepted = await call(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, cookie, {
      status: 'accepted',
      signerName: 'Jordan Client',
      agreeToTerms: true,
    });
    expect(accepted.json().status).toBe('accepted');
    expect((await call(t.app, 'POST', `/api/quotes/${quote.id}/claim`, cookie, { token })).statusCode).toBe(
      404,
    );
  });

  it('refuses the link to an account with another email, and a forged or borrowed token', async () => {
    const owner = await verifiedAccount('owner');
    const stranger = await verifiedAccount('stranger');
    const quote = await createQuote(t.app, undefined, visitor(owner.email));
    const other = await createQuote(t.app, undefined, visitor(owner.email));
    const { token } = await claimLink(owner.email, quote.id);

    expect(
      (await call(t.app, 'POST', `/api/quotes/${quote.id}/claim`, stranger.cookie, { token })).statusCode,
    ).toBe(404);
    const forged = await call(t.app, 'POST', `/api/quotes/${quote.id}/claim`, owner.cookie, {
      token: 'x'.repeat(43),
    });
    expect(forged.statusCode).toBe(404);
    // A link names one request: it does not open another request sent with the same email.
    expect(
      (await call(t.app, 'POST', `/api/quotes/${other.id}/claim`, owner.cookie, { token })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'POST', `/api/quotes/${quote.id}/claim`, undefined, { token })).statusCode,
    ).toBe(401);
    expect((await call(t.app, 'GET', `/api/quotes/${quote.id}`, t.admin)).json().clientId).toBeNull();
  });
});
