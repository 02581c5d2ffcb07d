import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessClock } from '../../src/common/business-time.ts';
import type { Quote, QuoteEvent, QuoteVersion } from '../../src/common/quotes/schema.ts';
import { SIGN_MESSAGE } from '../../src/common/quotes/schema.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { buildTestApp, signInAsAdmin, type TestApp } from '../helpers/test-app.ts';
import { CARD, pay } from './payments.fixtures.ts';
import { call, createQuote, newClient } from './quotes.fixtures.ts';

/** Issue 27: signing is accepting, the audit trail, versions and change requests, expiry. */
let t: TestApp;
let client: string;
let clientEmail: string;
let other: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ BUSINESS_EMAIL: 'bookings@catering.test' });
  await chargeNoTax(t.app);
  const c = await newClient(t.app, 'signer');
  client = c.cookie;
  clientEmail = c.account.email;
  other = (await newClient(t.app, 'stranger')).cookie;
  admin = await signInAsAdmin(t.app);
});
afterAll(() => t.close());

const SIGN = { status: 'accepted', signerName: 'Jordan Q. Client', agreeToTerms: true };
const sign = (id: number, cookie = client, body: Record<string, unknown> = SIGN) =>
  call(t.app, 'PATCH', `/api/quotes/${id}/status`, cookie, body);
const pdfOf = async (id: number, cookie = client, version?: number) => {
  const res = await call(
    t.app,
    'GET',
    `/api/quotes/${id}/pdf${version ? `?version=${version}` : ''}`,
    cookie,
  );
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('signing is accepting', () => {
  it('refuses an accept without a typed name and agreement with the one message', async () => {
    const quote = await createQuote(t.app, client);
    for (const body of [
      { status: 'accepted' },
      { status: 'accepted', signerName: 'Jordan Client' },
      { status: 'accepted', agreeToTerms: true },
      { status: 'accepted', signerName: 'J', agreeToTerms: true },
      { status: 'accepted', signerName: '   ', agreeToTerms: true },
      { status: 'accepted', signerName: 'x'.repeat(121), agreeToTerms: true },
      { status: 'accepted', signerName: 'Jordan Client', agreeToTerms: false },
    ]) {
      const res = await sign(quote.id, client, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SIGN_MESSAGE);
    }
    const after = (await call(t.app, 'GET', `/api/quotes/${quote.id}`, client)).json() as Quote;
    expect(after.status).toBe('sent');
    expect(after.signature).toBeNull();
  });

  it("answers 404 to another client's signature, as if the proposal did not exist", async () => {
    const quote = await createQuote(t.app, client);
    const res = await sign(quote.id, other);
    expect(res.statusCode).toBe(404);
  });

  it('keeps the signature, the signed bytes hash to documentSha256, and both sides get the signed PDF', async () => {
    const quote = await createQuote(t.app, client, { guestCount: 80 });
    expect(quote.proposalNumber).toBe(
      `CC-${businessClock(new Date(quote.createdAt)).date.slice(0, 4)}-${String(quote.id).padStart(3, '0')}`,
    );
    const res = await call(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, client, SIGN, {
      'user-agent': 'SignTest/1.0',
    });
    expect(res.statusCode).toBe(200);
    const signed = res.json() as Quote;
    expect(signed.status).toBe('accepted');
    expect(signed.signature).toMatchObject({ signerName: 'Jordan Q. Client', version: 1 });
    expect(signed.signature?.documentSha256).toMatch(/^[0-9a-f]{64}$/);

    const bytes = await pdfOf(quote.id, client, 1);
    expect(sha(bytes)).toBe(signed.signature?.documentSha256);
    expect(sha(await pdfOf(quote.id, admin, 1))).toBe(signed.signature?.documentSha256);
    // The proposal as it stands (payments to come) carries the signature block and history too.
    expect(pdfText(await pdfOf(quote.id))).toContain('Audit trail');
    const text = pdfText(bytes);
    for (const expected of ['Signature', 'Signed by', 'Jordan Q. Client', 'Version', 'Audit trail', 'Signed'])
      expect(text).toContain(expected);
    expect(text).toContain(quote.proposalNumber);

    const admins = (await call(t.app, 'GET', `/api/quotes/${quote.id}`, admin)).json() as Quote;
    expect(admins.signature).toEqual(signed.signature);

    const [toClient] = await mailsTo(t.app, t.db, clientEmail);
    expect(toClient?.subject).toContain(`You signed proposal ${quote.proposalNumber}`);
    expect(toClient?.attachments?.[0]?.filename).toBe(`proposal-${quote.proposalNumber}-signed.pdf`);
    expect(sha(Buffer.from(toClient!.attachments![0]!.content, 'base64'))).toBe(
      signed.signature?.documentSha256,
    );
    const [toBusiness] = await mailsTo(t.app, t.db, 'bookings@catering.test');
    expect(toBusiness?.subject).toContain(`Proposal ${quote.proposalNumber} accepted`);
    expect(toBusiness?.attachments?.length).toBe(1);

    // Admins see the signer's IP address and browser; the client does not.
    const adminEvents = (
      await call(t.app, 'GET', `/api/quotes/${quote.id}/events`, admin)
    ).json() as QuoteEvent[];
    const signedEvent = adminEvents.find((e) => e.kind === 'signed');
    expect(signedEvent).toMatchObject({ by: 'Jordan Q. Client', version: 1, userAgent: 'SignTest/1.0' });
    expect(signedEvent?.ipAddress).toBeTruthy();
    const clientEvents = (
      await call(t.app, 'GET', `/api/quotes/${quote.id}/events`, client)
    ).json() as QuoteEvent[];
    expect(clientEvents.find((e) => e.kind === 'signed')).not.toHaveProperty('ipAddress');

    // Signed once: a second signature is refused, naming the status.
    const again = await sign(quote.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PROPOSAL_STATUS_NOT_ALLOWED' });
    expect(again.json().message).toContain('"Accepted"');
  });

  it('refuses to sign an expired proposal with 409 PROPOSAL_EXPIRED and shows it expired', async () => {
    const quote = await createQuote(t.app, client);
    const revised = await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, admin, {
      validUntil: '2025-03-01T17:00:00.000Z',
    });
    expect(revised.statusCode).toBe(200);
    expect(revised.json().status).toBe('expired');
    const res = await sign(quote.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PROPOSAL_EXPIRED',
      message: 'This proposal expired on Mar 1, 2025. Ask us to renew it.',
    });
    // The admin renews it by sending a new version.
    const renewed = await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, admin, {});
    expect(renewed.json()).toMatchObject({ status: 'sent', version: 3 });
    const events = (
      await call(t.app, 'GET', `/api/quotes/${quote.id}/events`, client)
    ).json() as QuoteEvent[];
    expect(events.at(-1)).toMatchObject({ kind: 'renewed', version: 3 });
    expect((await sign(quote.id)).statusCode).toBe(200);
  });
});

describe('versions, change requests and the audit trail', () => {
  it('revising a signed proposal sends the next version, which needs a new signature; payments carry over', async () => {
    const quote = await createQuote(t.app, client, { guestCount: 60 });
    const first = (await sign(quote.id)).json() as Quote;
    const deposit = await pay(t.app, quote.id, client, { kind: 'deposit', card: CARD });
    expect(deposit.statusCode).toBe(201);
    const signedBytes = await pdfOf(quote.id, client, 1);

    const revised = await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, admin, {
      lineItems: [
        { description: 'Full Service Catering (per guest)', quantity: 60, unitPrice: '42.00' },
        { description: 'Late-night snacks', quantity: 1, unitPrice: '150.00' },
      ],
    });
    expect(revised.statusCode).toBe(200);
    const v2 = revised.json() as Quote;
    expect(v2).toMatchObject({ status: 'sent', version: 2, totalAmount: '2670.00' });
    // Until re-signed, the signed version stands, and what was paid is still paid.
    expect(v2.signature).toEqual(first.signature);
    expect(v2.amountPaid).toBe(deposit.json().amountPaid);

    const versions = (
      await call(t.app, 'GET', `/api/quotes/${quote.id}/versions`, client)
    ).json() as QuoteVersion[];
    expect(versions.map((v) => [v.version, v.status, v.totalAmount])).toEqual([
      [1, 'signed', first.totalAmount],
      [2, 'sent', '2670.00'],
    ]);
    expect(versions[1]?.lineItems).toHaveLength(2);
    // The signed version is still served byte for byte.
    expect(sha(await pdfOf(quote.id, client, 1))).toBe(sha(signedBytes));
    expect(sha(signedBytes)).toBe(first.signature?.documentSha256);
    expect(pdfText(await pdfOf(quote.id, client, 2))).toContain('Late-night snacks');
    expect((await call(t.app, 'GET', `/api/quotes/${quote.id}/pdf?version=9`, client)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/quotes/${quote.id}/pdf?version=x`, client)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `/api/quotes/${quote.id}/versions`, other)).statusCode).toBe(404);

    const resigned = (await sign(quote.id)).json() as Quote;
    expect(resigned.signature).toMatchObject({ version: 2 });
    expect(resigned.amountPaid).toBe(v2.amountPaid);
  });

  it('lets the owner ask for changes: status changes_requested, the business mailed, the next version answers', async () => {
    const quote = await createQuote(t.app, client);
    expect(
      (await call(t.app, 'POST', `/api/quotes/${quote.id}/change-requests`, client, { message: '' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call(t.app, 'POST', `/api/quotes/${quote.id}/change-requests`, client, {
          message: 'x'.repeat(2001),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, 'POST', `/api/quotes/${quote.id}/change-requests`, other, { message: 'Hi' }))
        .statusCode,
    ).toBe(404);
    const res = await call(t.app, 'POST', `/api/quotes/${quote.id}/change-requests`, client, {
      message: 'Please add a vegan main.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('changes_requested');
    const [mail] = await mailsTo(t.app, t.db, 'bookings@catering.test');
    expect(mail?.subject).toContain(`Changes requested on proposal ${quote.proposalNumber}`);
    expect(mail?.text).toContain('Please add a vegan main.');
    // Not signable while the business works on it; asked twice is refused.
    expect((await sign(quote.id)).statusCode).toBe(409);
    expect(
      (await call(t.app, 'POST', `/api/quotes/${quote.id}/change-requests`, client, { message: 'Again' }))
        .statusCode,
    ).toBe(409);

    await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, admin, {
      lineItems: [{ description: 'Vegan main', quantity: 1, unitPrice: '300.00' }],
    });
    await call(t.app, 'PATCH', `/api/quotes/${quote.id}/viewed`, client);
    await call(t.app, 'PATCH', `/api/quotes/${quote.id}/viewed`, client);
    const events = (
      await call(t.app, 'GET', `/api/quotes/${quote.id}/events`, client)
    ).json() as QuoteEvent[];
    expect(events.map((e) => [e.kind, e.version])).toEqual([
      ['requested', null],
      ['sent', 1],
      ['changes_requested', 1],
      ['sent', 2],
      ['viewed', 2],
    ]);
    expect(events[2]).toMatchObject({ role: 'client', detail: 'Please add a vegan main.' });
    expect(events[3]).toMatchObject({ role: 'admin', detail: 'Answers the change request' });
    for (const e of events) expect(Date.parse(e.at)).not.toBeNaN();
    expect((await call(t.app, 'GET', `/api/quotes/${quote.id}/events`, other)).statusCode).toBe(404);
  });

  it('records paid and refunded in the audit trail, oldest first', async () => {
    const quote = await createQuote(t.app, client);
    await sign(quote.id);
    const deposit = await pay(t.app, quote.id, client, { kind: 'deposit', card: CARD });
    const paymentId = deposit.json().payment.id as number;
    expect((await call(t.app, 'POST', `/api/payments/${paymentId}/refund`, admin, {})).statusCode).toBe(200);
    const events = (await call(t.app, 'GET', `/api/quotes/${quote.id}/events`, admin)).json() as QuoteEvent[];
    expect(events.map((e) => e.kind)).toEqual(['requested', 'sent', 'signed', 'paid', 'refunded']);
  });
});
