import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_COUNT_MESSAGE, type Quote } from '../../src/common/quotes/schema.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { buildTestApp, signInAsClient, type TestApp } from '../helpers/test-app.ts';
import { call, hoursAhead, postQuote, quoteBody, VISITOR_CONTACT } from './quotes.fixtures.ts';

/** The spec's refusal, word for word, for the demo offer's 50 guests. */
const MIN_GUESTS_MESSAGE =
  'Custom event quotes require a minimum of 50 guests. For smaller orders, please use our regular menu checkout.';

let t: TestApp;
let client: string;
let clientId: number;
beforeAll(async () => {
  t = await buildTestApp({ BUSINESS_EMAIL: 'bookings@catering.test' });
  await chargeNoTax(t.app);
  client = await signInAsClient(t.app);
  clientId = (await call(t.app, 'GET', '/api/me', client)).json().id;
});
afterAll(() => t.close());

describe('POST /api/quotes: the server prices every request', () => {
  it('prices full service at $40 a guest and sends the proposal at once', async () => {
    const res = await postQuote(t.app, quoteBody({ menuPackage: 'full-service', guestCount: 120 }), client);
    expect(res.statusCode).toBe(201);
    const quote = res.json() as Quote;
    expect(quote).toMatchObject({ status: 'sent', totalAmount: '4800.00', guestCount: 120, clientId });
    expect(quote.lineItems).toEqual([
      { description: 'Full Service Catering (per guest)', quantity: 120, unitPrice: '40.00' },
    ]);
    expect(quote.sentAt).not.toBeNull();
  });

  it('prices brunch at $30 a guest', async () => {
    const res = await postQuote(t.app, quoteBody({ menuPackage: 'brunch', guestCount: 75 }), client);
    expect(res.json()).toMatchObject({ status: 'sent', totalAmount: '2250.00' });
  });

  it('leaves a custom request unpriced as requested, waiting for the business', async () => {
    const res = await postQuote(t.app, quoteBody({ menuPackage: 'custom' }), client);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'requested', totalAmount: null, lineItems: [] });
  });

  it("takes the spec's totalAmount, status and clientId but never trusts them, and refuses a key it does not know", async () => {
    const forged = { totalAmount: '1.00', status: 'accepted', clientId: clientId + 1 };
    const res = await postQuote(
      t.app,
      quoteBody({ menuPackage: 'brunch', guestCount: 50, ...forged }),
      client,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'sent', clientId });
    expect(Number(res.json().totalAmount)).toBeGreaterThanOrEqual(1500);
    const unknown = await postQuote(
      t.app,
      quoteBody({ menuPackage: 'brunch', guestCount: 50, discount: 'x' }),
      client,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown field "discount"');
  });

  it('keeps an optional budget as money with two decimals', async () => {
    const quote = (await postQuote(t.app, quoteBody({ budget: 5000.5 }), client)).json() as Quote;
    expect(quote.budget).toBe('5000.50');
  });

  it('acknowledges the request to the client and notifies the business', async () => {
    const quote = (await postQuote(t.app, quoteBody({ menuPackage: 'custom' }), client)).json() as Quote;
    const [ack] = await mailsTo(t.app, t.db, 'client@catering.local');
    expect(ack?.subject).toContain(quote.proposalNumber);
    expect(ack?.text).toContain("We'll contact you within 24 hours");
    const [notice] = await mailsTo(t.app, t.db, 'bookings@catering.test');
    expect(notice?.subject).toContain(`New quote request ${quote.proposalNumber}`);
  });
});

describe('POST /api/quotes: the rules', () => {
  it('refuses 49 guests for a per-person package with the spec’s message', async () => {
    const res = await postQuote(t.app, quoteBody({ guestCount: 49 }), client);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MIN_GUESTS_MESSAGE);
    expect(res.json().fieldErrors.guestCount).toBe(MIN_GUESTS_MESSAGE);
  });

  // The shared schema knows no package: it asks for a whole positive number, whatever the package.
  it.each([
    ['0 guests', 0, 'full-service'],
    ['50.5 guests', 50.5, 'full-service'],
    ['a guest count sent as text', 'sixty', 'full-service'],
    ['0 guests for a per-event package', 0, 'basic'],
    ['12.5 guests for a per-event package', 12.5, 'basic'],
  ])('refuses %s as no whole number of guests, naming no minimum', async (_name, guestCount, menuPackage) => {
    const res = await postQuote(t.app, quoteBody({ guestCount, menuPackage }), client);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(GUEST_COUNT_MESSAGE);
    expect(res.json().fieldErrors.guestCount).toBe(GUEST_COUNT_MESSAGE);
    expect(res.json().message).not.toContain('50');
  });

  it('refuses a per-event package below its own minimum (10 in the offer), and takes 10', async () => {
    const res = await postQuote(t.app, quoteBody({ guestCount: 5, menuPackage: 'basic' }), client);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The Basic Package is for at least 10 guests.');
    expect(res.json().fieldErrors.guestCount).toBe('The Basic Package is for at least 10 guests.');
    const ten = await postQuote(t.app, quoteBody({ guestCount: 10, menuPackage: 'basic' }), client);
    expect(ten.statusCode).toBe(201);
  });

  it('accepts exactly 50 guests', async () => {
    expect((await postQuote(t.app, quoteBody({ guestCount: 50 }), client)).statusCode).toBe(201);
  });

  it('refuses an event 3 hours ahead and accepts one 25 hours ahead', async () => {
    const soon = await postQuote(t.app, quoteBody({ eventDate: hoursAhead(3) }), client);
    expect(soon.statusCode).toBe(400);
    expect(soon.json().message).toContain('at least 24 hours');
    expect((await postQuote(t.app, quoteBody({ eventDate: hoursAhead(25) }), client)).statusCode).toBe(201);
  });

  it('refuses a missing or malformed date', async () => {
    expect((await postQuote(t.app, quoteBody({ eventDate: undefined }), client)).statusCode).toBe(400);
    expect((await postQuote(t.app, quoteBody({ eventDate: 'next Friday' }), client)).statusCode).toBe(400);
  });

  it('refuses an event type or package outside the lists', async () => {
    const type = await postQuote(t.app, quoteBody({ eventType: 'rave' }), client);
    expect(type.statusCode).toBe(400);
    expect(type.json().fieldErrors).toHaveProperty('eventType');
    const pkg = await postQuote(t.app, quoteBody({ menuPackage: 'caviar' }), client);
    expect(pkg.json().fieldErrors).toHaveProperty('menuPackage');
  });

  it('accepts the public page’s event types, Social included', async () => {
    for (const eventType of ['wedding', 'corporate', 'social', 'other']) {
      expect((await postQuote(t.app, quoteBody({ eventType }), client)).statusCode).toBe(201);
    }
  });

  it('refuses a negative budget and over-long notes', async () => {
    expect((await postQuote(t.app, quoteBody({ budget: -5 }), client)).statusCode).toBe(400);
    expect((await postQuote(t.app, quoteBody({ notes: 'x'.repeat(2001) }), client)).statusCode).toBe(400);
  });
});

describe('POST /api/quotes from a visitor who is not signed in', () => {
  it('requires a name, an email and a phone number', async () => {
    const res = await postQuote(t.app, quoteBody());
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual([
      'contactEmail',
      'contactName',
      'contactPhone',
    ]);
  });

  it('refuses a malformed contact email', async () => {
    const res = await postQuote(t.app, quoteBody({ ...VISITOR_CONTACT, contactEmail: 'not-an-email' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('contactEmail');
  });

  it('stores the request without an account and mails the visitor a way into the portal', async () => {
    const res = await postQuote(t.app, quoteBody({ ...VISITOR_CONTACT, menuPackage: 'custom' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ clientId: null, clientName: 'Riley Visitor', status: 'requested' });
    const [ack] = await mailsTo(t.app, t.db, VISITOR_CONTACT.contactEmail);
    expect(ack?.text).toContain('http://localhost:5000/signup');
  });

  it('gets 401 when listing quotes', async () => {
    expect((await call(t.app, 'GET', '/api/quotes')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/quotes/stats')).statusCode).toBe(401);
  });
});

describe('a visitor’s request without its contact', () => {
  it('is refused 400 VALIDATION_FAILED naming each missing field in the quote form’s words', async () => {
    const res = await postQuote(t.app, quoteBody({ contactName: '', contactPhone: '215-555-0199' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please tell us your name',
      fieldErrors: {
        contactName: 'Please tell us your name',
        contactEmail: 'Please give an email address for your proposal',
      },
    });
    expect(res.json().fieldErrors).not.toHaveProperty('contactPhone');
  });
});
