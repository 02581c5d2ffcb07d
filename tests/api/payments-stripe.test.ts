import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, like } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../src/common/accounts/invoice.ts';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import { loadConfig } from '../../src/server/config.ts';
import { outbox, payments } from '../../src/server/db/schema/index.ts';
import { me } from '../helpers/auth-flows.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { buildTestApp, signInAsAdmin, signInAsClient, type TestApp } from '../helpers/test-app.ts';
import { acceptedQuote, CARD, pay } from './payments.fixtures.ts';
import { call } from './quotes.fixtures.ts';

const WEBHOOK_SECRET = 'whsec_local_fake_secret';

type Intent = Record<string, unknown> & { id: string; status: string };

/** The few Stripe endpoints the gateway calls, answered like Stripe's API, in memory. */
function startFakeStripe() {
  const intents = new Map<string, Intent>();
  const byKey = new Map<string, Intent>();
  const requests: { method: string; path: string; form: URLSearchParams; key: string | undefined }[] = [];
  const refunds: URLSearchParams[] = [];
  const state = { failRefunds: false };
  let next = 1;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => resolve(body));
    });
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const form = new URLSearchParams(await read(req));
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method!, path: url.pathname, form, key });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${next}` });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== 'Bearer sk_test_local_fake')
      return send(401, { error: { message: 'bad key' } });
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const existing = key ? byKey.get(key) : undefined;
      if (existing) return send(200, existing);
      const id = `pi_fake_${next++}`;
      const intent: Intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_abc`,
        latest_charge: null,
        last_payment_error: null,
      };
      intents.set(id, intent);
      if (key) byKey.set(key, intent);
      return send(200, intent);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match) {
      const intent = intents.get(match[1]!);
      return intent ? send(200, intent) : send(404, { error: { message: 'No such payment_intent' } });
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      if (state.failRefunds) {
        return send(400, { error: { type: 'invalid_request_error', message: 'Charge already refunded' } });
      }
      refunds.push(form);
      return send(200, { id: `re_fake_${next++}`, object: 'refund', status: 'succeeded' });
    }
    return send(404, { error: { message: `unknown ${req.method} ${url.pathname}` } });
  });
  return {
    server,
    intents,
    requests,
    refunds,
    state,
    listen: () =>
      new Promise<number>((r) =>
        server.listen(0, '127.0.0.1', () => r((server.address() as AddressInfo).port)),
      ),
    /** What Stripe does when the browser confirms the Payment Element. */
    succeed(id: string) {
      Object.assign(intents.get(id)!, {
        status: 'succeeded',
        latest_charge: {
          id: 'ch_1',
          object: 'charge',
          payment_method_details: { card: { brand: 'visa', last4: '4242' } },
        },
      });
    },
    decline(id: string) {
      Object.assign(intents.get(id)!, {
        status: 'requires_payment_method',
        last_payment_error: { message: 'Your card was declined.' },
      });
    },
  };
}

const fake = startFakeStripe();
let t: TestApp;
let client: string;
let admin: string;

beforeAll(async () => {
  const port = await fake.listen();
  t = await buildTestApp({
    STRIPE_SECRET_KEY: 'sk_test_local_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
  });
  await chargeNoTax(t.app); // round figures: this file pins payments stripe, not the bill
  client = await signInAsClient(t.app);
  admin = await signInAsAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  fake.server.close();
});

function webhook(event: Record<string, unknown>, signature?: string) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature':
        signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });
}
const intentEvent = (id: string, type = 'payment_intent.succeeded') => ({
  id: `evt_${id}`,
  object: 'event',
  type,
  data: { object: { id, object: 'payment_intent' } },
});

describe('the Stripe gateway against a local fake of its API', () => {
  it('a deposit creates a PaymentIntent for the server-computed amount, with an idempotency key', async () => {
    const quote = await acceptedQuote(t.app, client, admin, { total: '1234.57' });
    const res = await pay(t.app, quote.id, client, { kind: 'deposit' });
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body.payment).toMatchObject({ status: 'pending', gateway: 'stripe', amount: '617.29' });
    expect(body.clientSecret).toMatch(/^pi_fake_\d+_secret_/);
    const created = fake.requests.find((r) => r.path === '/v1/payment_intents' && r.method === 'POST')!;
    expect(created.form.get('amount')).toBe('61729');
    expect(created.form.get('currency')).toBe('usd');
    expect(created.key).toBe(`payment-${body.payment.id}`);
  });

  it('asking again for an unconfirmed deposit offers the same PaymentIntent, not a second charge', async () => {
    const quote = await acceptedQuote(t.app, client, admin);
    const first = (await pay(t.app, quote.id, client, { kind: 'deposit' })).json();
    const again = await pay(t.app, quote.id, client, { kind: 'deposit' });
    expect(again.statusCode).toBe(202);
    expect(again.json().payment.id).toBe(first.payment.id);
    expect(again.json().clientSecret).toBe(first.clientSecret);
    // Once Stripe has declined it, a new attempt is a new PaymentIntent.
    fake.decline(first.payment.gatewayRef);
    const retry = await pay(t.app, quote.id, client, { kind: 'deposit' });
    expect(retry.statusCode).toBe(202);
    expect(retry.json().payment.gatewayRef).not.toBe(first.payment.gatewayRef);
  });

  it('never accepts card details on our server', async () => {
    const quote = await acceptedQuote(t.app, client, admin);
    const res = await pay(t.app, quote.id, client, { kind: 'deposit', card: CARD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CARD_DETAILS_REFUSED',
      message: 'Card details go to Stripe directly, never to this server.',
    });
  });

  it('a webhook with a bad or missing signature is refused and changes nothing', async () => {
    const quote = await acceptedQuote(t.app, client, admin);
    const { payment } = (await pay(t.app, quote.id, client, { kind: 'deposit' })).json();
    fake.succeed(payment.gatewayRef);
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(intentEvent(payment.gatewayRef)),
      secret: 'whsec_someone_else',
    });
    const refused = await webhook(intentEvent(payment.gatewayRef), forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('WEBHOOK_REFUSED');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(intentEvent(payment.gatewayRef)),
    });
    expect(unsigned.statusCode).toBe(400);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe('pending');
  });

  it('a signed webhook settles the payment from Stripe, once, with brand and last four', async () => {
    const quote = await acceptedQuote(t.app, client, admin, { total: '1000.00' });
    const { payment } = (await pay(t.app, quote.id, client, { kind: 'deposit' })).json();
    fake.succeed(payment.gatewayRef);
    expect((await webhook(intentEvent(payment.gatewayRef))).statusCode).toBe(200);
    expect((await webhook(intentEvent(payment.gatewayRef))).statusCode).toBe(200);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'succeeded', cardBrand: 'visa', cardLast4: '4242' });
    const quoteNow = (await call(t.app, 'GET', `/api/quotes/${quote.id}`, client)).json();
    expect(quoteNow).toMatchObject({ amountPaid: '500.00', balanceDue: '500.00' });
    const receipts = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.text, `%Receipt number: P-${payment.id}\n%`));
    expect(receipts).toHaveLength(1);

    const refund = await call(t.app, 'POST', `/api/payments/${payment.id}/refund`, admin);
    expect(refund.statusCode).toBe(200);
    expect(fake.refunds.at(-1)!.get('payment_intent')).toBe(payment.gatewayRef);
    expect(fake.refunds.at(-1)!.get('amount')).toBe('50000');
  });

  it('a refund Stripe refuses answers 502 and leaves the payment paid', async () => {
    const quote = await acceptedQuote(t.app, client, admin, { total: '300.00' });
    const { payment } = (await pay(t.app, quote.id, client, { kind: 'deposit' })).json();
    fake.succeed(payment.gatewayRef);
    await webhook(intentEvent(payment.gatewayRef));
    fake.state.failRefunds = true;
    try {
      const res = await call(t.app, 'POST', `/api/payments/${payment.id}/refund`, admin);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('The processor refused the refund. Please try again.');
    } finally {
      fake.state.failRefunds = false;
    }
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe('succeeded');
  });

  it('a failed payment reported by webhook is recorded with Stripe’s message', async () => {
    const quote = await acceptedQuote(t.app, client, admin);
    const { payment } = (await pay(t.app, quote.id, client, { kind: 'deposit' })).json();
    fake.decline(payment.gatewayRef);
    expect((await webhook(intentEvent(payment.gatewayRef, 'payment_intent.payment_failed'))).statusCode).toBe(
      200,
    );
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
  });

  it('the pages may load Stripe.js only with this gateway', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment-test/status' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self' https://js.stripe.com");
    expect(res.json()).toMatchObject({ gateway: 'stripe', live: true, publishableKey: 'pk_test_local_fake' });
    const plain = await buildTestApp();
    try {
      const other = await plain.app.inject({ method: 'GET', url: '/api/payment-test/status' });
      expect(other.headers['content-security-policy']).not.toContain('stripe');
      const hook = await plain.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(hook.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe("an account's invoice paid online through Stripe (issue 39)", () => {
  it('charges the open balance with a PaymentIntent; the signed webhook settles it onto the invoice', async () => {
    const clientId = (await me(t.app, client)).json<{ id: number }>().id;
    const account = await call(t.app, 'PATCH', `/api/admin/clients/${clientId}/account`, admin, {
      terms: 'net30',
      creditLimitCents: 1_000_000,
      poRequired: false,
      billingEmail: 'ap.stripe@office.example',
      companyName: 'Stripe Office',
    });
    expect(account.statusCode, account.body).toBe(200);
    const menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<
      { id: number; name: string }[]
    >();
    const placed = await call(t.app, 'POST', '/api/orders', client, {
      type: 'catering',
      firstName: 'Olive',
      lastName: 'Office',
      email: 'olive.office@example.com',
      phone: '(215) 555-0142',
      eventDate: addDays(businessClock(new Date()).date, 7),
      timeWindow: '12:00-14:00',
      fulfilment: 'delivery',
      deliveryZip: '19103',
      deliveryAddress: '1500 Market St, Philadelphia, PA',
      items: [
        { menuItemId: menu.find((i) => i.name === 'Classic Caesar Salad')!.id, panSize: 'half', quantity: 2 },
      ],
      paymentMethod: 'account',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ id: number }>().id;
    const confirmed = await call(t.app, 'PATCH', `/api/orders/${orderId}/status`, admin, {
      status: 'confirmed',
      notifyCustomer: false,
    });
    expect(confirmed.statusCode).toBe(200);
    const [invoice] = (await call(t.app, 'GET', '/api/invoices', client)).json<{ items: Invoice[] }>().items;

    const res = await call(t.app, 'POST', `/api/invoices/${invoice!.id}/payments/online`, client, {
      amountCents: 1,
    });
    expect(res.statusCode, res.body).toBe(202);
    const { payment, clientSecret } = res.json<{
      payment: { id: number; gatewayRef: string };
      clientSecret: string;
    }>();
    expect(clientSecret).toMatch(/^pi_fake_\d+_secret_/);
    expect(fake.intents.get(payment.gatewayRef)!.amount).toBe(invoice!.totalCents);
    // The browser left the Payment Element: asking again offers the same PaymentIntent.
    const again = await call(t.app, 'POST', `/api/invoices/${invoice!.id}/payments/online`, client, {});
    expect(again.statusCode).toBe(202);
    expect(again.json().payment.id).toBe(payment.id);

    fake.succeed(payment.gatewayRef);
    expect((await webhook(intentEvent(payment.gatewayRef))).statusCode).toBe(200);
    const paid = (await call(t.app, 'GET', `/api/invoices/${invoice!.id}`, client)).json<Invoice>();
    expect(paid).toMatchObject({ status: 'paid', paidCents: invoice!.totalCents, balanceCents: 0 });
    expect(paid.payments.map((p) => [p.method, p.reference, p.amountCents])).toEqual([
      ['online', 'Visa •••• 4242', invoice!.totalCents],
    ]);
    // A replayed event records nothing twice.
    await webhook(intentEvent(payment.gatewayRef));
    expect(
      (await call(t.app, 'GET', `/api/invoices/${invoice!.id}`, client)).json<Invoice>().payments,
    ).toHaveLength(1);
  });
});

describe('the gateway configuration', () => {
  it('is simulated by default and stripe with a secret key, which then needs all three keys', () => {
    expect(loadConfig({}).payments.gateway).toBe('simulated');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrow(/PAYMENT_GATEWAY/);
    const stripe = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(stripe.payments.gateway).toBe('stripe');
  });
});
