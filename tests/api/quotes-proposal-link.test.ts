import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessInstant } from '../../src/common/business-time.ts';
import type { Quote, QuoteEvent } from '../../src/common/quotes/schema.ts';
import { outbox, payments } from '../../src/server/db/schema/index.ts';
import { createLinkSigner } from '../../src/server/platform/link-signer.ts';
import { mailedToken, mailsTo, newAccount, registerAccount } from '../helpers/auth-flows.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { signedInTestApp, signIn } from '../helpers/test-app.ts';
import { CARD, pay, pdfText } from './payments.fixtures.ts';
import { call, createQuote } from './quotes.fixtures.ts';

const t = signedInTestApp();
beforeAll(async () => {
  await chargeNoTax(t.app); // round figures: the deposit is half the stored total
});

let emails = 0;
const freshEmail = () => `proposal.link.${Date.now()}.${++emails}@example.com`;

/** A visitor's custom request priced by the admin at 3,000.00 (two lines), sent with its link. */
async function visitorProposal(email = freshEmail()) {
  const quote = await createQuote(t.app, undefined, {
    contactName: 'Morgan Visitor',
    contactEmail: email,
    contactPhone: '215-555-0123',
    menuPackage: 'custom',
  });
  const sent = await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, t.admin, {
    lineItems: [
      { description: 'Buffet dinner', quantity: 100, unitPrice: '25.00' },
      { description: 'Service staff', quantity: 1, unitPrice: '500.00' },
    ],
  });
  expect(sent.statusCode).toBe(200);
  const token = await linkToken(email, quote.id);
  return { quote: sent.json() as Quote, email, token };
}

/** The newest proposal link mailed to `email` for quote `id`. */
async function linkToken(email: string, id: number): Promise<string> {
  for (const mail of await mailsTo(t.app, t.db, email)) {
    const match = new RegExp(`/proposal\\?quote=${id}&token=([\\w-]+)`).exec(mail.text);
    if (match) return match[1]!;
  }
  throw new Error(`no proposal link for quote ${id} was mailed to ${email}`);
}

const view = (id: number, token?: string) =>
  call(t.app, 'GET', `/api/quotes/${id}/link${token === undefined ? '' : `?token=${token}`}`);
const sign = (id: number, token: string, cookie?: string, extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', `/api/quotes/${id}/link/signature`, cookie, {
    token,
    signerName: 'Morgan Visitor',
    agreeToTerms: true,
    ...extra,
  });

describe('the proposal-sent mail of a visitor’s request', () => {
  it('carries the line items, the PDF attached and the proposal link', async () => {
    const { quote, email, token } = await visitorProposal();
    const [mail] = (await mailsTo(t.app, t.db, email)).filter((m) => m.subject.includes('is ready'));
    expect(mail?.text).toContain('- Buffet dinner: 100 × $25.00 = $2,500.00');
    expect(mail?.text).toContain('- Service staff: 1 × $500.00 = $500.00');
    expect(mail?.text).toContain(`/proposal?quote=${quote.id}&token=${token}`);
    expect(mail?.text).toMatch(/\/claim\?quote=\d+&token=/); // adding it to an account stays possible
    expect(mail?.attachments?.[0]?.filename).toBe(`proposal-${quote.proposalNumber}.pdf`);
    const text = pdfText(Buffer.from(mail!.attachments![0]!.content, 'base64'));
    expect(text).toContain('Buffet dinner');
  });
});

describe('the link opens that one proposal only', () => {
  it('reads the proposal with its token, and marks it viewed', async () => {
    const { quote, token } = await visitorProposal();
    const res = await view(quote.id, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ id: quote.id, status: 'sent', totalAmount: '3000.00' });
    const seen = await call(t.app, 'POST', `/api/quotes/${quote.id}/link/viewed`, undefined, { token });
    expect(seen.json().status).toBe('viewed');
    const events = (
      await call(t.app, 'GET', `/api/quotes/${quote.id}/events`, t.admin)
    ).json() as QuoteEvent[];
    expect(events.find((e) => e.kind === 'viewed')).toMatchObject({ by: 'Morgan Visitor', role: 'visitor' });
  });

  it('refuses another quote id, a tampered or missing token with 404, never another quote', async () => {
    const first = await visitorProposal();
    const second = await visitorProposal();
    for (const res of [
      await view(second.quote.id, first.token),
      await view(first.quote.id, `${first.token.slice(0, -2)}xx`),
      await view(first.quote.id, 'x'),
      await view(first.quote.id),
      await view(999_999, first.token),
      await call(t.app, 'GET', `/api/quotes/${second.quote.id}/link/pdf?token=${first.token}`),
      await sign(second.quote.id, first.token),
      await pay(t.app, second.quote.id, undefined, { kind: 'deposit', card: CARD, token: first.token }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/This proposal link is not valid/);
    }
  });

  it('stops working when the next version is sent: its mail carries the new link', async () => {
    const { quote, email, token } = await visitorProposal();
    await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, t.admin, {
      lineItems: [{ description: 'Buffet dinner', quantity: 110, unitPrice: '25.00' }],
    });
    expect((await view(quote.id, token)).statusCode).toBe(404);
    const next = await linkToken(email, quote.id);
    expect(next).not.toBe(token);
    expect((await view(quote.id, next)).json()).toMatchObject({ version: 2, totalAmount: '2750.00' });
  });

  it('refuses an expired proposal’s link with 403 and its date', async () => {
    const { quote, email } = await visitorProposal();
    const expired = await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, t.admin, {
      validUntil: '2025-03-01T17:00:00.000Z',
    });
    expect(expired.json().status).toBe('expired');
    // The right token for that expiry (the mail of an expired version carries none).
    const token = await createLinkSigner(t.db).sign(
      'proposal-link',
      String(quote.id),
      email,
      '2025-03-01T17:00:00.000Z',
    );
    const res = await view(quote.id, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PROPOSAL_EXPIRED',
      message: 'This link expired with the proposal on Mar 1, 2025. Ask us to renew it.',
    });
    expect((await sign(quote.id, token)).statusCode).toBe(403);
  });
});

describe('signing, downloading and paying through the link', () => {
  it('signs without an account: the signed PDF is kept, downloadable with the token, and mailed', async () => {
    const { quote, email, token } = await visitorProposal();
    const bare = await sign(quote.id, token, undefined, { signerName: '' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe('Type your full name and agree to the terms to sign.');

    const signed = await sign(quote.id, token);
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({
      status: 'accepted',
      clientId: null,
      signature: { signerName: 'Morgan Visitor', version: 1 },
    });
    expect((await sign(quote.id, token)).json()).toMatchObject({ code: 'PROPOSAL_STATUS_NOT_ALLOWED' }); // signed once

    const pdf = await call(t.app, 'GET', `/api/quotes/${quote.id}/link/pdf?token=${token}&version=1`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Morgan Visitor');
    expect(text).toContain('Audit trail');

    const mails = await mailsTo(t.app, t.db, email);
    const signedMail = mails.find((m) => m.subject.startsWith('You signed'));
    expect(signedMail?.attachments?.[0]?.filename).toBe(`proposal-${quote.proposalNumber}-signed.pdf`);
    const events = (
      await call(t.app, 'GET', `/api/quotes/${quote.id}/events`, t.admin)
    ).json() as QuoteEvent[];
    expect(events.find((e) => e.kind === 'signed')).toMatchObject({ by: 'Morgan Visitor', role: 'visitor' });
  });

  it('pays the deposit and balance of the stored bill; an amount sent, or an offline payment, is refused', async () => {
    const { quote, token } = await visitorProposal();
    const early = await pay(t.app, quote.id, undefined, { kind: 'deposit', card: CARD, token });
    expect(early.statusCode).toBe(409); // not signed yet
    await sign(quote.id, token);

    const offline = await pay(t.app, quote.id, undefined, {
      kind: 'offline',
      amount: '1.00',
      method: 'cash',
      token,
    });
    expect(offline.statusCode).toBeGreaterThanOrEqual(400);
    expect(offline.statusCode).toBeLessThan(500);

    // The amount is the stored bill's: one sent by the browser is refused, not charged.
    const named = await pay(t.app, quote.id, undefined, {
      kind: 'deposit',
      card: CARD,
      token,
      amount: '1.00',
    });
    expect(named.statusCode).toBe(400);
    const deposit = await pay(t.app, quote.id, undefined, { kind: 'deposit', card: CARD, token });
    expect(deposit.statusCode).toBe(201);
    expect(deposit.json()).toMatchObject({
      payment: { kind: 'deposit', amount: '1500.00' },
      amountPaid: '1500.00',
      balanceDue: '1500.00',
    });
    const balance = await pay(t.app, quote.id, undefined, { kind: 'balance', card: CARD, token });
    expect(balance.json()).toMatchObject({ payment: { amount: '1500.00' }, balanceDue: '0.00' });
    const rows = await t.db.select().from(payments).where(eq(payments.quoteId, quote.id));
    expect(rows.map((r) => r.amountCents)).toEqual([150_000, 150_000]);

    const events = (
      await call(t.app, 'GET', `/api/quotes/${quote.id}/events`, t.admin)
    ).json() as QuoteEvent[];
    expect(events.filter((e) => e.kind === 'paid').map((e) => e.by)).toEqual([
      'Morgan Visitor',
      'Morgan Visitor',
    ]);
    // Paid in full, the link still reads it (an accepted proposal does not expire).
    expect((await view(quote.id, token)).json()).toMatchObject({ status: 'accepted', balanceDue: '0.00' });
  });

  it('without a session or a token, paying is still 401', async () => {
    const { quote } = await visitorProposal();
    const res = await pay(t.app, quote.id, undefined, { kind: 'deposit', card: CARD });
    expect(res.statusCode).toBe(401);
  });
});

describe('accounts: signing through the link follows decision 0011', () => {
  it('a signed-in stranger signing with the link gets no account link; the proposal stays without one', async () => {
    const { quote, token } = await visitorProposal();
    const stranger = t.client;
    const signed = await sign(quote.id, token, stranger, { signerName: 'Morgan Visitor' });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().clientId).toBeNull();
    const theirs = (await call(t.app, 'GET', '/api/quotes', stranger)).json() as Quote[];
    expect(theirs.map((q) => q.id)).not.toContain(quote.id);
  });

  it('an email in the body is refused (400), never used to find an account', async () => {
    const { quote, token } = await visitorProposal();
    const res = await sign(quote.id, token, undefined, { email: 'client@catering.local' });
    expect(res.statusCode).toBe(400);
    expect((await view(quote.id, token)).json().status).toBe('sent');
  });

  it('the verified holder of the proposal’s address, signed in, gets it in their account', async () => {
    const account = newAccount('linksigner');
    const { quote, token } = await visitorProposal(account.email);
    await registerAccount(t.app, account);
    const verify = await mailedToken(t.app, t.db, account.email, '/verify-email');
    await call(t.app, 'POST', '/api/verify-email', undefined, { token: verify });
    const cookie = await signIn(t.app, account.username, account.password);

    const signed = await sign(quote.id, token, cookie);
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ status: 'accepted', clientId: expect.any(Number) });
    const mine = (await call(t.app, 'GET', '/api/quotes', cookie)).json() as Quote[];
    expect(mine.map((q) => q.id)).toEqual([quote.id]);
    // In an account now, the link sends the holder to the portal.
    const res = await view(quote.id, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This proposal is in a client account now: sign in to open it.');
  });

  it('an unverified account with the same address is not linked', async () => {
    const account = newAccount('linkunverified');
    const { quote, token } = await visitorProposal(account.email);
    await registerAccount(t.app, account);
    const cookie = await signIn(t.app, account.username, account.password);
    const signed = await sign(quote.id, token, cookie);
    expect(signed.json()).toMatchObject({ status: 'accepted', clientId: null });
  });
});

describe('reminders', () => {
  it('the expiry reminder of a visitor’s proposal carries the same link', async () => {
    const { quote, email, token } = await visitorProposal();
    const validUntil = new Date(quote.validUntil!).getTime();
    // The reminder before expiry is the owner's automation 'proposal-expiring' (issue 40 §2).
    await t.app.automations.runOnce(new Date(validUntil - 2 * 24 * 60 * 60 * 1000 + 60_000));
    const reminders = (await mailsTo(t.app, t.db, email)).filter((m) => m.subject.includes('expires on'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain(`/proposal?quote=${quote.id}&token=${token}`);
  });

  it('the final-count reminder of a proposal signed by link says how to change it without a portal', async () => {
    const { quote, email, token } = await visitorProposal();
    const signed = (await sign(quote.id, token)).json() as Quote;
    expect(signed.finalCountDueDate).not.toBeNull();
    const dueAt = businessInstant(signed.finalCountDueDate!, '23:59').getTime();
    await t.app.proposalReminders.runOnce(new Date(dueAt - 2 * 24 * 60 * 60 * 1000));
    const reminder = (await mailsTo(t.app, t.db, email)).find((m) =>
      m.subject.startsWith('Final guest count'),
    );
    expect(reminder?.text).toContain('To change it, reply to this email or call us before then.');
    expect(reminder?.text).not.toContain('in your portal');
  });
});

describe('mails kept', () => {
  it('the outbox holds the proposal PDF with the sent mail, so a retry sends it too', async () => {
    const { quote, email } = await visitorProposal();
    const rows = await t.db.select().from(outbox).where(eq(outbox.to, email));
    const sent = rows.find((r) => r.subject.includes('is ready'));
    expect(sent?.attachments?.[0]?.filename).toBe(`proposal-${quote.proposalNumber}.pdf`);
  });
});
