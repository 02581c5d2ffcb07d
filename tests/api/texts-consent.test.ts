import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queueText } from '../../src/server/features/texts/index.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { newClient, postQuote, quoteBody } from './quotes.fixtures.ts';
import {
  checkoutBody,
  clockAt,
  consentOf,
  NOON,
  placeOrder,
  setOrderStatus,
  textsTo,
} from './texts.fixtures.ts';

/** Issue 40 §1: nothing is texted without consent; consent at checkout, in the quote wizard, in the profile. */

clockAt(NOON);
const t = signedInTestApp();
afterAll(() => vi.useRealTimers());

let dish: number;
beforeAll(() => {
  dish = t.dish('Classic Caesar Salad').id;
});

describe('consent at checkout', () => {
  it('texts no one who did not opt in: the confirmed order leaves no text in the outbox', async () => {
    const order = await placeOrder(t.app, checkoutBody('(215) 555-0101', dish));
    await setOrderStatus(t.app, t.admin, order.id, 'confirmed');
    expect(await textsTo(t.app, t.admin, '+12155550101')).toEqual([]);
    expect(await consentOf(t.db, '+12155550101')).toBeUndefined();
    const outcome = await queueText(t.app, {
      userId: null,
      phone: '(215) 555-0101',
      body: 'Hello',
      reason: 'test',
      recordKey: 'no-consent',
    });
    expect(outcome).toEqual({ outcome: 'skipped', why: 'no-consent' });
  });

  it('opted in at checkout: the confirmed order is texted to the number in E.164', async () => {
    const order = await placeOrder(t.app, checkoutBody('(215) 555-0102', dish, { smsOptIn: true }));
    const consent = await consentOf(t.db, '+12155550102');
    expect(consent).toMatchObject({
      status: 'in',
      source: 'checkout',
      optedInSource: 'checkout',
      userId: null,
    });
    expect(consent?.optedInAt?.toISOString()).toBe(NOON.toISOString());
    // Placing is not confirming: the text waits for the owner.
    expect(await textsTo(t.app, t.admin, '+12155550102')).toEqual([]);

    await setOrderStatus(t.app, t.admin, order.id, 'confirmed');
    const texts = await textsTo(t.app, t.admin, '+12155550102');
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ to: '+12155550102', status: 'sent', createdAt: NOON.toISOString() });
    expect(texts[0]!.body).toContain(`your order ${order.orderNumber} is confirmed`);
    expect(texts[0]!.body).toContain('Reply STOP');

    // Ready for pickup is texted too; a second move to the same step is not texted twice.
    await setOrderStatus(t.app, t.admin, order.id, 'preparing');
    await setOrderStatus(t.app, t.admin, order.id, 'ready');
    const after = await textsTo(t.app, t.admin, '+12155550102');
    expect(after.map((text) => text.body)).toEqual([
      expect.stringContaining('is ready for pickup'),
      expect.stringContaining('is confirmed'),
    ]);
  });

  it('refuses consent for a number texts cannot reach, before the order is placed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: checkoutBody('555-0100', dish, { smsOptIn: true }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ phone: expect.stringContaining('mobile number') });
    // Without the box the same phone is still a phone the business can call.
    await placeOrder(t.app, checkoutBody('555-0100', dish));
  });

  it('takes the box from a signed-in client: the account switch turns on', async () => {
    const { cookie } = await newClient(t.app, 'texter');
    await placeOrder(t.app, checkoutBody('215-555-0103', dish, { smsOptIn: true }), cookie);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.json().preferences.smsNotifications).toBe(true);
    expect(await consentOf(t.db, '+12155550103')).toMatchObject({ status: 'in', userId: profile.json().id });
  });
});

describe('consent in the quote wizard', () => {
  it('records consent for the contact phone', async () => {
    const res = await postQuote(
      t.app,
      quoteBody({
        contactName: 'Riley Texter',
        contactEmail: 'riley.texter@example.com',
        contactPhone: '(267) 555-0104',
        smsOptIn: true,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await consentOf(t.db, '+12675550104')).toMatchObject({ status: 'in', source: 'quote' });
  });

  it('refuses the box without a phone texts can reach', async () => {
    const res = await postQuote(
      t.app,
      quoteBody({ contactName: 'Nora Nophone', contactEmail: 'nora.nophone@example.com', smsOptIn: true }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ contactPhone: expect.stringContaining('mobile number') });
  });
});

describe("the profile's switch", () => {
  it('needs a phone, then opts the account phone in and out', async () => {
    const { cookie } = await newClient(t.app, 'switcher');
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie }, payload });
    const refused = await patch({ preferences: { smsNotifications: true } });
    expect(refused.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json().preferences,
    ).toMatchObject({ smsNotifications: false });

    const on = await patch({ phone: '(484) 555-0105', preferences: { smsNotifications: true } });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().preferences.smsNotifications).toBe(true);
    expect(await consentOf(t.db, '+14845550105')).toMatchObject({ status: 'in', source: 'profile' });

    // A new phone with the switch on: the consent follows the account's number.
    expect((await patch({ phone: '484.555.0106' })).statusCode).toBe(200);
    expect(await consentOf(t.db, '+14845550106')).toMatchObject({ status: 'in', source: 'profile' });

    const off = await patch({ preferences: { smsNotifications: false } });
    expect(off.statusCode).toBe(200);
    expect(await consentOf(t.db, '+14845550106')).toMatchObject({ status: 'out', source: 'profile' });
  });
});

describe("the profile's data export", () => {
  it("holds the consent record of each of the person's numbers, and no one else's", async () => {
    const { cookie } = await newClient(t.app, 'exporter');
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie }, payload });
    expect(
      (await patch({ phone: '(484) 555-0117', preferences: { smsNotifications: true } })).statusCode,
    ).toBe(200);
    expect((await patch({ preferences: { smsNotifications: false } })).statusCode).toBe(200);
    // A second number, given with the box ticked at checkout.
    await placeOrder(t.app, checkoutBody('215-555-0118', dish, { smsOptIn: true }), cookie);
    // A stranger's number, opted in as a guest.
    await placeOrder(t.app, checkoutBody('215-555-0119', dish, { smsOptIn: true }));

    const res = await t.app.inject({ method: 'GET', url: '/api/profile/export', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const { smsConsents } = res.json<{ smsConsents: Record<string, unknown>[] }>();
    expect(smsConsents).toEqual([
      {
        phone: '+12155550118',
        status: 'in',
        source: 'checkout',
        optedInAt: expect.any(String),
        optedInSource: 'checkout',
        optedOutAt: null,
        updatedAt: expect.any(String),
      },
      {
        phone: '+14845550117',
        status: 'out',
        source: 'profile',
        optedInAt: expect.any(String),
        optedInSource: 'profile',
        optedOutAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
  });
});

describe('GET /api/admin/sms-outbox', () => {
  it('is the admin’s alone', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/sms-outbox' })).statusCode).toBe(401);
    const client = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sms-outbox',
      headers: { cookie: t.client },
    });
    expect(client.statusCode).toBe(403);
  });
});
