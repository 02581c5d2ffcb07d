import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { DiscountCode } from '../../src/common/discounts/schema.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import type { Order, OrderList } from '../../src/common/orders/schema.ts';
import { mailsTo, me } from '../helpers/auth-flows.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

const t = signedInTestApp();
let mac: MenuItem; // Half Pan $65 / Full Pan $100
let salad: MenuItem; // Full Pan $90

beforeAll(async () => {
  await chargeNoTax(t.app);
  const menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>();
  mac = menu.find((i) => i.name === 'Baked Macaroni & Cheese')!;
  salad = menu.find((i) => i.name === 'Garden Salad')!;
});

let emails = 0;
const freshEmail = () => `discount.${++emails}.${Math.random().toString(36).slice(2, 7)}@example.com`;
const inAWeek = addDays(businessClock(new Date()).date, 7);

/** A catering order of `fullMacs` full pans of mac and cheese ($100 each) plus `salads` full salads ($90). */
function orderBody(email: string, fullMacs: number, extra: Record<string, unknown> = {}, salads = 0) {
  return {
    firstName: 'Dana',
    lastName: 'Saver',
    email,
    phone: '(215) 555-0144',
    eventDate: inAWeek,
    timeWindow: '12:00-14:00',
    items: [
      { menuItemId: mac.id, panSize: 'full', quantity: fullMacs },
      ...(salads > 0 ? [{ menuItemId: salad.id, panSize: 'full', quantity: salads }] : []),
    ],
    ...extra,
  };
}

const place = (body: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/orders', payload: body, headers: cookie ? { cookie } : {} });
const check = (body: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/discount-codes/check',
    payload: body,
    headers: cookie ? { cookie } : {},
  });
const adminCall = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, cookie = t.admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function codeNamed(code: string): Promise<DiscountCode> {
  const list = (await adminCall('GET', '/api/discount-codes')).json<DiscountCode[]>();
  return list.find((c) => c.code === code)!;
}

describe('POST /api/discount-codes/check', () => {
  it('refuses 10PERCENT at exactly $200 and gives 10% at $200.01', async () => {
    const atLimit = await check({ code: '10PERCENT', subtotal: '200.00' });
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().message).toBe('This code needs an order over $200.');
    const over = await check({ code: '10PERCENT', subtotal: '200.01' });
    expect(over.statusCode).toBe(200);
    expect(over.json()).toEqual({
      code: '10PERCENT',
      title: '10% Off Catering',
      percent: 10,
      discountAmount: '20.00',
      total: '180.01',
    });
  });

  it('reads a code in any case, with or without the DISCOUNT: prefix of its QR code', async () => {
    for (const code of ['10percent', 'DISCOUNT:10PERCENT', ' discount:10Percent ']) {
      const res = await check({ code, subtotal: 300 });
      expect(res.statusCode, code).toBe(200);
      expect(res.json()).toMatchObject({ code: '10PERCENT', discountAmount: '30.00' });
    }
  });

  it('holds 20PERCENT to orders over $500', async () => {
    const at = await check({ code: '20PERCENT', subtotal: '500.00' });
    expect(at.statusCode).toBe(400);
    expect(at.json().message).toBe('This code needs an order over $500.');
    expect((await check({ code: '20PERCENT', subtotal: '500.01' })).json().discountAmount).toBe('100.00');
  });

  it('gives CORPORATE only to corporate events', async () => {
    const wedding = await check({ code: 'CORPORATE', subtotal: '1000.00', eventType: 'wedding' });
    expect(wedding.statusCode).toBe(400);
    expect(wedding.json().message).toBe('This code is for corporate event quotes only.');
    const corporate = await check({ code: 'CORPORATE', subtotal: '1000.00', eventType: 'corporate' });
    expect(corporate.json()).toMatchObject({ percent: 25, discountAmount: '250.00' });
  });

  it('says so for an unknown code and answers bad input with a 400, never a 500', async () => {
    const unknown = await check({ code: 'FREEFOOD', subtotal: '300.00' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'This discount code does not exist.',
      code: 'CODE_UNKNOWN',
    });
    for (const body of [
      {},
      { code: '', subtotal: '1' },
      { code: '10PERCENT', subtotal: '-5' },
      { code: 'a b', subtotal: 1 },
    ]) {
      const res = await check(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});

describe('discount codes on POST /api/orders', () => {
  it('applies 10PERCENT to the server price and refuses a forged discountAmount or total', async () => {
    const email = freshEmail();
    const forged = await place(orderBody(email, 2, { discountCode: '10percent', total: '1.00' }, 1));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('body: Unknown field "total"');
    const res = await place(orderBody(email, 2, { discountCode: '10percent' }, 1));
    expect(res.statusCode).toBe(201);
    const order = res.json<Order>();
    expect(order).toMatchObject({
      subtotal: '290.00',
      discountCode: '10PERCENT',
      discountAmount: '29.00',
      total: '261.00',
    });
    const [mail] = await mailsTo(t.app, t.db, email);
    expect(mail?.text).toContain('Subtotal: $290.00');
    expect(mail?.text).toContain('Discount (10PERCENT): -$29.00');
    expect(mail?.text).toContain('Total: $261.00');
  });

  it('refuses 10PERCENT on a $200.00 order with the reason and stores nothing', async () => {
    const email = freshEmail();
    const res = await place(orderBody(email, 2, { discountCode: '10PERCENT' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This code needs an order over $200.');
    expect(await mailsTo(t.app, t.db, email)).toHaveLength(0);
  });

  it('does not stack a discount code with a loyalty reward code: 400, nothing stored', async () => {
    const email = freshEmail();
    const res = await place(
      orderBody(email, 3, { discountCode: '10PERCENT', rewardCode: 'RWD-ABCD-EFGH' }),
      t.client,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.rewardCode).toBe(
      'Use either a discount code or a reward code on one order.',
    );
    expect(await mailsTo(t.app, t.db, email)).toHaveLength(0);
  });

  it('shows the discount in the order list of the signed-in client', async () => {
    const placed = (
      await place(orderBody('client@catering.local', 3, { discountCode: 'DISCOUNT:10PERCENT' }), t.client)
    ).json<Order>();
    expect(placed.total).toBe('270.00');
    const list = (await adminCall('GET', '/api/orders', undefined, t.client)).json<OrderList>();
    expect(list.orders.find((o) => o.id === placed.id)).toMatchObject({
      discountCode: '10PERCENT',
      discountAmount: '30.00',
      subtotal: '300.00',
      total: '270.00',
    });
  });

  it('gives FIRSTTIME once per customer: a second order with that email is refused', async () => {
    const email = freshEmail();
    const first = await place(orderBody(email, 1, { discountCode: 'FIRSTTIME' }));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ discountAmount: '15.00', total: '85.00' });
    const again = await place(orderBody(email.toUpperCase(), 1, { discountCode: 'FIRSTTIME' }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: 'This code is for your first order only.',
      code: 'CODE_FIRST_ORDER_ONLY',
    });
    // The check tells no one whether an address has ordered before (issue 24 §8): placing does.
    const checked = await check({ code: 'FIRSTTIME', subtotal: '100.00', email });
    expect(checked.statusCode).toBe(200);
  });

  it('refuses FIRSTTIME to an account that has ordered before', async () => {
    const res = await place(orderBody(freshEmail(), 1, { discountCode: 'FIRSTTIME' }), t.client);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This code is for your first order only.');
  });

  it('lets only one of two concurrent first orders from one customer have FIRSTTIME', async () => {
    const email = freshEmail();
    const results = await Promise.all([
      place(orderBody(email, 1, { discountCode: 'FIRSTTIME' })),
      place(orderBody(email, 2, { discountCode: 'FIRSTTIME' })),
      place(orderBody(email, 3, { discountCode: 'FIRSTTIME' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
  });

  it('never counts past a maximum of uses, even for concurrent orders', async () => {
    const created = await adminCall('POST', '/api/discount-codes', {
      code: 'ONEONLY',
      title: 'One use',
      percent: 50,
      maxUses: 1,
    });
    expect(created.statusCode).toBe(201);
    const results = await Promise.all(
      [1, 2, 3].map(() => place(orderBody(freshEmail(), 1, { discountCode: 'oneonly' }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    const refused = results.find((r) => r.statusCode === 400)!;
    expect(refused.json()).toMatchObject({
      message: 'This discount code has already been used.',
      code: 'CODE_USED_UP',
    });
    expect((await codeNamed('ONEONLY')).uses).toBe(1);
  });

  it('refuses an inactive code and an expired one', async () => {
    const code = await codeNamed('20PERCENT');
    expect((await adminCall('PATCH', `/api/discount-codes/${code.id}`, { active: false })).statusCode).toBe(
      200,
    );
    const inactive = await place(orderBody(freshEmail(), 6, { discountCode: '20PERCENT' }));
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().message).toBe('This discount code is no longer active.');
    await adminCall('PATCH', `/api/discount-codes/${code.id}`, { active: true });

    await adminCall('POST', '/api/discount-codes', {
      code: 'SUMMER2020',
      title: 'Summer 2020',
      percent: 5,
      validUntil: '2020-09-01T00:00:00Z',
    });
    const expired = await check({ code: 'summer2020', subtotal: '100.00' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      message: 'This discount code has expired.',
      code: 'CODE_EXPIRED',
    });
    await adminCall('POST', '/api/discount-codes', {
      code: 'FUTURE',
      title: 'Later',
      percent: 5,
      validFrom: '2099-01-01T00:00:00Z',
    });
    expect((await check({ code: 'FUTURE', subtotal: '100.00' })).json().message).toBe(
      'This discount code is not active yet.',
    );
  });

  it('keeps a personal code (a reward) to its owner, once', async () => {
    const clientId = (await me(t.app, t.client)).json().id as number;
    await adminCall('POST', '/api/discount-codes', {
      code: 'REWARD-CLIENT-1',
      title: '15% Off Next Order',
      percent: 15,
      minSubtotal: '200.00',
      maxUses: 1,
      ownerUserId: clientId,
    });
    const asVisitor = await check({ code: 'REWARD-CLIENT-1', subtotal: '300.00' });
    expect(asVisitor.json().message).toBe('Sign in to use this personal discount code.');
    const asAdmin = await check({ code: 'REWARD-CLIENT-1', subtotal: '300.00' }, t.admin);
    expect(asAdmin.json().message).toBe('This discount code belongs to another account.');
    const used = await place(
      orderBody('client@catering.local', 3, { discountCode: 'REWARD-CLIENT-1' }),
      t.client,
    );
    expect(used.json()).toMatchObject({ discountAmount: '45.00', total: '255.00' });
    const twice = await place(
      orderBody('client@catering.local', 3, { discountCode: 'REWARD-CLIENT-1' }),
      t.client,
    );
    expect(twice.json().message).toBe('This discount code has already been used.');
  });
});

describe('admin discount code routes', () => {
  it('are refused to visitors (401) and clients (403)', async () => {
    const routes = [
      ['GET', '/api/discount-codes'],
      ['POST', '/api/discount-codes'],
      ['PATCH', '/api/discount-codes/1'],
    ] as const;
    for (const [method, url] of routes) {
      const payload = method === 'GET' ? undefined : { title: 'x' };
      expect((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode, url).toBe(
        401,
      );
      expect((await adminCall(method, url, payload, t.client)).statusCode, url).toBe(403);
    }
  });

  it('lists the four seeded codes with their uses, and refuses a duplicate in any case', async () => {
    const list = (await adminCall('GET', '/api/discount-codes')).json<DiscountCode[]>();
    expect(list.slice(0, 4).map((c) => [c.code, c.percent, c.minSubtotal, c.rule])).toEqual([
      ['10PERCENT', 10, '200.00', 'none'],
      ['20PERCENT', 20, '500.00', 'none'],
      ['FIRSTTIME', 15, '0.00', 'first-order'],
      ['CORPORATE', 25, '0.00', 'corporate-event'],
    ]);
    expect(list[0]!.uses).toBeGreaterThan(0);
    const dup = await adminCall('POST', '/api/discount-codes', {
      code: '10percent',
      title: 'Again',
      percent: 5,
    });
    expect(dup.statusCode).toBe(409);
  });

  it('edits a code and refuses bad values with a 400', async () => {
    const code = await codeNamed('10PERCENT');
    const res = await adminCall('PATCH', `/api/discount-codes/${code.id}`, {
      title: '10% Off Everything',
      percent: 12,
    });
    expect(res.json()).toMatchObject({ title: '10% Off Everything', percent: 12 });
    await adminCall('PATCH', `/api/discount-codes/${code.id}`, { title: '10% Off Catering', percent: 10 });
    for (const body of [
      { percent: 0 },
      { percent: 101 },
      { maxUses: 0 },
      { title: '' },
      { rule: 'everyone' },
    ]) {
      expect(
        (await adminCall('PATCH', `/api/discount-codes/${code.id}`, body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect((await adminCall('PATCH', '/api/discount-codes/999999', { active: false })).statusCode).toBe(404);
  });
});
