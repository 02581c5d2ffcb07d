import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_MODE_TEXT } from '../../src/common/payments.ts';
import { proposalNumber } from '../../src/common/quotes/pricing.ts';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { outbox, payments } from '../../src/server/db/schema/index.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { buildTestApp, signInAsAdmin, signInAsClient, type TestApp } from '../helpers/test-app.ts';
import { acceptedQuote, CARD, pay, pdfText } from './payments.fixtures.ts';
import { call, createQuote } from './quotes.fixtures.ts';

// Issue 30 §1, decision 0057: the simulated gateway never takes "payments" where money is real.

describe('the gateway a configuration may run', () => {
  it('refuses to start in production with the simulated gateway, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'simulated' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'simulated' })).toThrow(
      /PAYMENT_GATEWAY: the simulated gateway charges no card and is never used with NODE_ENV=production/,
    );
  });

  it('turns online payment off in production without Stripe, and keeps test mode in development and tests', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).payments).toEqual({ gateway: 'off' });
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'off' }).payments).toEqual({
      gateway: 'off',
    });
    expect(loadConfig({ NODE_ENV: 'development' }).payments).toEqual({ gateway: 'simulated' });
    expect(loadConfig({ NODE_ENV: 'test' }).payments).toEqual({ gateway: 'simulated' });
    const stripe = loadConfig({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(stripe.payments.gateway).toBe('stripe');
  });
});

const put = (t: TestApp, url: string, cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: cookie ? { cookie } : {}, payload });

const CHECK = 'Payable to Hearth & Table Catering LLC, mailed to 1200 Spring Garden St, Philadelphia';
const BANK = 'Liberty Bank, account Hearth & Table Catering, routing 031000053, account 4417 2290';

describe('without a card processor (PAYMENT_GATEWAY=off)', () => {
  let t: TestApp;
  let client: string;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp({ PAYMENT_GATEWAY: 'off' });
    await chargeNoTax(t.app); // round figures: this file pins payments gateway rule, not the bill
    client = await signInAsClient(t.app);
    admin = await signInAsAdmin(t.app);
  });
  afterAll(() => t.close());

  it('tells a signed-in client that online payment is off; visitors may not ask', async () => {
    const options = await call(t.app, 'GET', '/api/payments/options', client);
    expect(options.statusCode).toBe(200);
    expect(options.json()).toEqual({
      gateway: 'off',
      online: false,
      testMode: false,
      check: '',
      bankTransfer: '',
    });
    expect((await call(t.app, 'GET', '/api/payments/options', undefined)).statusCode).toBe(401);
  });

  it('lets only an admin record the check and bank transfer instructions, strictly', async () => {
    const url = '/api/settings/payment-instructions';
    const body = { check: CHECK, bankTransfer: BANK };
    expect((await put(t, url, undefined, body)).statusCode).toBe(401);
    expect((await put(t, url, client, body)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', url, client)).statusCode).toBe(403);
    expect((await put(t, url, admin, { ...body, iban: 'x' })).statusCode).toBe(400);
    expect((await put(t, url, admin, { check: 'x'.repeat(601), bankTransfer: '' })).statusCode).toBe(400);
    const saved = await put(t, url, admin, body);
    expect(saved.statusCode).toBe(200);
    expect((await call(t.app, 'GET', url, admin)).json()).toEqual(body);
    expect((await call(t.app, 'GET', '/api/payments/options', client)).json()).toMatchObject({
      online: false,
      check: CHECK,
      bankTransfer: BANK,
    });
    // Bank details are not part of the public business identity.
    expect((await call(t.app, 'GET', '/api/settings/business', undefined)).body).not.toContain('031000053');
  });

  it('refuses a card deposit (409) and records nothing, while an admin still records a check', async () => {
    const quote = await acceptedQuote(t.app, client, admin, { total: '1250.00' });
    const card = await pay(t.app, quote.id, client, { kind: 'deposit', card: CARD });
    expect(card.statusCode).toBe(409);
    expect(card.json().message).toBe(
      'Online payment is not available. Please pay by check or bank transfer: your proposal says how.',
    );
    expect(await t.db.select().from(payments).where(eq(payments.quoteId, quote.id))).toEqual([]);
    const check = await pay(t.app, quote.id, admin, { kind: 'offline', amount: '625.00', method: 'check' });
    expect(check.statusCode).toBe(201);
    expect(check.json()).toMatchObject({ amountPaid: '625.00', balanceDue: '625.00' });
  });

  it('says how to pay, with what the business recorded, in the proposal mail and on the proposal PDF', async () => {
    await put(t, '/api/settings/payment-instructions', admin, { check: CHECK, bankTransfer: BANK });
    // A full-service request for 120 guests is priced at once: its mail is the proposal.
    const quote = await createQuote(t.app, client);
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `Your % proposal ${proposalNumber(quote)}`));
    expect(mail?.text).toContain('How to pay: we take payment by check or bank transfer.');
    expect(mail?.text).toContain(`By check: ${CHECK}`);
    expect(mail?.text).toContain(`By bank transfer: ${BANK}`);
    const pdf = pdfText((await call(t.app, 'GET', `/api/quotes/${quote.id}/pdf`, client)).rawPayload);
    expect(pdf).toContain('How to pay');
    expect(pdf).toContain('routing 031000053');
  });

  it('hides the payment test page: there is no processor to test', async () => {
    expect((await call(t.app, 'GET', '/api/payment-test/status', undefined)).json()).toMatchObject({
      configured: false,
      gateway: 'off',
    });
  });
});

describe('the simulated gateway (development, demo and tests)', () => {
  let t: TestApp;
  let client: string;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await chargeNoTax(t.app); // round figures: this file pins payments gateway rule, not the bill
    client = await signInAsClient(t.app);
    admin = await signInAsAdmin(t.app);
  });
  afterAll(() => t.close());

  it('offers Pay buttons in test mode, and its receipt says no card was charged', async () => {
    expect((await call(t.app, 'GET', '/api/payments/options', client)).json()).toMatchObject({
      gateway: 'simulated',
      online: true,
      testMode: true,
    });
    const quote = await acceptedQuote(t.app, client, admin, { total: '1250.00' });
    expect((await pay(t.app, quote.id, client, { kind: 'deposit', card: CARD })).statusCode).toBe(201);
    const mails = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, 'Receipt: $625.00 for proposal%'));
    const receipt = mails.find((m) => m.text.includes(`/proposals?quote=${quote.id}`));
    expect(receipt?.text).toContain(`${TEST_MODE_TEXT}.`);
    const notices = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, 'Payment received: $625.00%'));
    expect(notices.find((m) => m.text.includes(`quote=${quote.id}`))?.text).toContain(TEST_MODE_TEXT);
  });
});
