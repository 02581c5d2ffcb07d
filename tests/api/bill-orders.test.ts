import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '../../src/common/admin.ts';
import type { AdminClient, TaxReport } from '../../src/common/bill/schema.ts';
import type { Bill } from '../../src/common/bill/types.ts';
import type { BusinessSettingsInput } from '../../src/common/business.ts';
import { addDays, businessClock, WEEKDAYS } from '../../src/common/business-time.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import { toCents } from '../../src/common/money.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import type { RecurringOrder } from '../../src/common/recurring-orders.ts';
import { orders } from '../../src/server/db/schema/index.ts';
import { me, newAccount, registerAccount } from '../helpers/auth-flows.ts';
import { orderDayArrives } from '../helpers/order-day.ts';
import { signedInTestApp, signIn, signInAsClient } from '../helpers/test-app.ts';

const t = signedInTestApp();
let items: { menuItemId: number; panSize: 'half' | 'full'; quantity: number }[];

beforeAll(async () => {
  const menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>();
  const byName = (name: string) => menu.find((i) => i.name === name)!.id;
  // 2 half pans of Caesar ($60) and a full pan of mac & cheese ($100): a $220.00 subtotal.
  items = [
    { menuItemId: byName('Classic Caesar Salad'), panSize: 'half', quantity: 2 },
    { menuItemId: byName('Baked Macaroni & Cheese'), panSize: 'full', quantity: 1 },
  ];
});

const today = () => businessClock(new Date()).date;

function estimate(body: object, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/estimate',
    payload: { items, ...body },
    headers: cookie ? { cookie } : {},
  });
}
const billOf = async (body: object, cookie?: string) => {
  const res = await estimate(body, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ bill: Bill }>().bill;
};

function place(body: object, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: cookie ? { cookie } : {},
    payload: {
      firstName: 'Dana',
      lastName: 'Guest',
      email: 'dana.bill@example.com',
      phone: '(215) 555-0199',
      eventDate: addDays(today(), 7),
      timeWindow: '12:00-14:00',
      deliveryAddress: '1500 Market St, Philadelphia, PA',
      items,
      ...body,
    },
  });
}

async function clientWithId(): Promise<{ cookie: string; id: number }> {
  const account = await registerAccount(t.app, newAccount('exempt'));
  const cookie = await signIn(t.app, account.username, account.password);
  return { cookie, id: (await me(t.app, cookie)).json<{ id: number }>().id };
}

function markExempt(id: number, body: object | null, cookie = t.admin) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/admin/clients/${id}/tax-exempt`,
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

describe('POST /api/orders/estimate', () => {
  it('a pickup pays 8% sales tax on the food and no delivery fee', async () => {
    expect(await billOf({ fulfilment: 'pickup' })).toMatchObject({
      subtotal: '220.00',
      discount: '0.00',
      serviceCharge: '0.00',
      deliveryFee: '0.00',
      tax: '17.60',
      gratuity: '0.00',
      total: '237.60',
      taxRate: '8.000',
      taxExempt: false,
      deliveryZone: null,
      fulfilment: 'pickup',
    });
  });

  it('each delivery zone adds its fee, and the fee is taxed with the food', async () => {
    const cases = [
      ['19103', 'Center City & nearby', '15.00', '18.80', '253.80'],
      ['19143', 'Rest of Philadelphia', '25.00', '19.60', '264.60'],
      ['19003', 'Near suburbs (Main Line, Delaware & Montgomery Counties)', '50.00', '21.60', '291.60'],
    ] as const;
    for (const [zip, zone, fee, tax, total] of cases) {
      expect(await billOf({ fulfilment: 'delivery', deliveryZip: zip })).toMatchObject({
        deliveryZone: zone,
        deliveryFee: fee,
        tax,
        total,
      });
    }
  });

  it('a ZIP outside every zone is refused in words the customer can act on', async () => {
    const res = await estimate({ fulfilment: 'delivery', deliveryZip: '10001' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "We don't deliver to 10001 yet. Choose pickup or ask us for a quote.",
      fieldErrors: { deliveryZip: "We don't deliver to 10001 yet. Choose pickup or ask us for a quote." },
    });
    expect((await estimate({ fulfilment: 'delivery' })).json()).toMatchObject({
      fieldErrors: { deliveryZip: 'Enter the ZIP code to deliver to' },
    });
    expect((await estimate({ fulfilment: 'delivery', deliveryZip: 'abc' })).statusCode).toBe(400);
  });

  it('a gratuity from the choices is added after tax and not taxed; another percent is refused', async () => {
    expect(await billOf({ fulfilment: 'pickup', gratuityPercent: 15 })).toMatchObject({
      tax: '17.60',
      gratuity: '33.00',
      total: '270.60',
      gratuityPercent: 15,
    });
    const odd = await estimate({ fulfilment: 'pickup', gratuityPercent: 12 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().fieldErrors).toEqual({ gratuityPercent: 'Choose a gratuity of 0, 10, 15, 18, 20%' });
  });

  it('takes a discount code off before tax', async () => {
    expect(
      await billOf({ fulfilment: 'delivery', deliveryZip: '19103', discountCode: '10percent' }),
    ).toMatchObject({ discount: '22.00', deliveryFee: '15.00', tax: '17.04', total: '230.04' });
  });

  it('refuses unknown fields and an unknown fulfilment', async () => {
    expect((await estimate({ fulfilment: 'pickup', total: '1.00' })).statusCode).toBe(400);
    expect((await estimate({ fulfilment: 'drone' })).statusCode).toBe(400);
  });
});

describe('orders store their bill', () => {
  it('a delivered order answers the bill, and its total is the bill total', async () => {
    const res = await place({ fulfilment: 'delivery', deliveryZip: '19143', gratuityPercent: 10 });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<Order>();
    expect(order).toMatchObject({ subtotal: '220.00', total: '286.60', deliveryZip: '19143' });
    expect(order.bill).toMatchObject({
      deliveryFee: '25.00',
      tax: '19.60',
      gratuity: '22.00',
      total: '286.60',
    });
  });

  it('an order without a fulfilment is picked up; an unknown ZIP is refused and nothing is stored', async () => {
    const pickup = (await place({})).json<Order>();
    expect(pickup.bill).toMatchObject({ fulfilment: 'pickup', deliveryFee: '0.00', total: '237.60' });
    const refused = await place({ fulfilment: 'delivery', deliveryZip: '90210' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "We don't deliver to 90210 yet. Choose pickup or ask us for a quote.",
    );
  });

  it('keeps its bill when the settings change afterwards; new estimates follow the settings', async () => {
    const cookie = await signInAsClient(t.app);
    const placed = (await place({ fulfilment: 'delivery', deliveryZip: '19103' }, cookie)).json<Order>();
    const settings = (await t.app.inject({ method: 'GET', url: '/api/settings/business' })).json();
    const { instagram: _i, ...identity } = settings as BusinessSettingsInput & { instagram: string };
    const offer = identity.offer!;
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/business',
      headers: { cookie: t.admin },
      payload: {
        ...identity,
        offer: {
          ...offer,
          taxRate: 10,
          delivery: {
            ...offer.delivery,
            zones: offer.delivery.zones.map((z, i) => (i === 0 ? { ...z, fee: '30.00' } : z)),
          },
        },
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    try {
      expect(await billOf({ fulfilment: 'delivery', deliveryZip: '19103' })).toMatchObject({
        deliveryFee: '30.00',
        tax: '25.00',
        taxRate: '10.000',
      });
      const read = (
        await t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}`, headers: { cookie } })
      ).json<Order>();
      expect(read.bill).toEqual(placed.bill);
      expect(read.bill).toMatchObject({ deliveryFee: '15.00', tax: '18.80', total: '253.80' });
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/settings/business',
        headers: { cookie: t.admin },
        payload: { ...identity, offer },
      });
    }
  });
});

describe('tax-exempt clients', () => {
  it("an admin marks a client exempt: the client's new bills have no tax and name the certificate", async () => {
    const client = await clientWithId();
    const res = await markExempt(client.id, {
      certificateNumber: 'PA-EX-4471',
      expiresOn: addDays(today(), 30),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminClient>().taxExemption).toMatchObject({
      certificateNumber: 'PA-EX-4471',
      isActive: true,
    });
    expect(await billOf({ fulfilment: 'pickup' }, client.cookie)).toMatchObject({
      tax: '0.00',
      total: '220.00',
      taxExempt: true,
      exemptionCertificate: 'PA-EX-4471',
    });
    const order = (await place({ email: 'exempt.order@example.com' }, client.cookie)).json<Order>();
    expect(order.bill).toMatchObject({ tax: '0.00', taxExempt: true });
    // Visitors and other clients still pay tax.
    expect((await billOf({ fulfilment: 'pickup' })).tax).toBe('17.60');
  });

  it('an expired certificate no longer exempts; null clears the exemption', async () => {
    const client = await clientWithId();
    await markExempt(client.id, { certificateNumber: 'OLD-1', expiresOn: addDays(today(), -1) });
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/admin/clients', headers: { cookie: t.admin } })
    ).json<{ clients: AdminClient[] }>();
    expect(listed.clients.find((c) => c.id === client.id)?.taxExemption).toMatchObject({ isActive: false });
    expect((await billOf({ fulfilment: 'pickup' }, client.cookie)).tax).toBe('17.60');

    await markExempt(client.id, { certificateNumber: 'NEW-2', expiresOn: today() });
    expect((await billOf({ fulfilment: 'pickup' }, client.cookie)).tax).toBe('0.00');
    const cleared = await markExempt(client.id, null);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<AdminClient>().taxExemption).toBeNull();
    expect((await billOf({ fulfilment: 'pickup' }, client.cookie)).tax).toBe('17.60');
  });

  it('only an admin marks exemptions, of a client that exists, with a certificate and a date', async () => {
    const client = await clientWithId();
    const valid = { certificateNumber: 'X-1', expiresOn: addDays(today(), 5) };
    expect((await markExempt(client.id, valid, client.cookie)).statusCode).toBe(403);
    expect((await markExempt(999_999, valid)).statusCode).toBe(404);
    const bad = await markExempt(client.id, { certificateNumber: '', expiresOn: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect((await markExempt(client.id, { ...valid, extra: true })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/clients', headers: { cookie: client.cookie } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the tax report', () => {
  it("sums a month's taxes and charges by the day orders are for, as a table and as CSV, for admins only", async () => {
    const eventDate = addDays(today(), 7);
    const month = eventDate.slice(0, 7);
    const read = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/tax-report?from=${month}&to=${month}`,
          headers: { cookie: t.admin },
        })
      ).json<TaxReport>().months;
    const grew = (after: TaxReport['months'][number], before: TaxReport['months'][number]) => ({
      bills: after.bills - before.bills,
      serviceCharges: toCents(after.serviceCharges) - toCents(before.serviceCharges),
      deliveryFees: toCents(after.deliveryFees) - toCents(before.deliveryFees),
      tax: toCents(after.tax) - toCents(before.tax),
    });
    const [before] = await read();
    expect((await place({ fulfilment: 'delivery', deliveryZip: '19103', eventDate })).statusCode).toBe(201);
    const months = await read();
    expect(months).toHaveLength(1);
    const after = months[0]!;
    expect(after.month).toBe(month);
    // $220 of food and a $15 delivery fee, 8% tax on both; menu orders carry no service charge.
    expect(grew(after, before!)).toEqual({ bills: 1, serviceCharges: 0, deliveryFees: 1500, tax: 1880 });

    // With a 10% service charge on menu orders: $22.00 more, taxed too (8% of $257.00).
    const settings = (await t.app.inject({ method: 'GET', url: '/api/settings/business' })).json();
    const { instagram: _i, ...identity } = settings as BusinessSettingsInput & { instagram: string };
    const offer = identity.offer!;
    const charged = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/business',
      headers: { cookie: t.admin },
      payload: {
        ...identity,
        offer: { ...offer, serviceCharge: { rate: 10, label: 'Service charge', appliesTo: ['orders'] } },
      },
    });
    expect(charged.statusCode, charged.body).toBe(200);
    try {
      const placed = await place({ fulfilment: 'delivery', deliveryZip: '19103', eventDate });
      expect(placed.json<Order>().bill).toMatchObject({ serviceCharge: '22.00', tax: '20.56' });
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/settings/business',
        headers: { cookie: t.admin },
        payload: { ...identity, offer },
      });
    }
    const [charges] = await read();
    expect(grew(charges!, after)).toEqual({ bills: 1, serviceCharges: 2200, deliveryFees: 1500, tax: 2056 });

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/tax-report.csv?from=${month}&to=${month}`,
      headers: { cookie: t.admin },
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row] = csv.body.trim().split(/\r?\n/);
    expect(header).toBe(
      'Month,Bills,Sales Before Tax (USD),Taxable Sales (USD),Exempt Sales (USD),Service Charges (USD),Delivery Fees (USD),Sales Tax (USD),Gratuities (USD)',
    );
    expect(row!.split(',')[5]).toBe(String(toCents(charges!.serviceCharges) / 100));
    const client = await signInAsClient(t.app);
    const asClient = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tax-report',
      headers: { cookie: client },
    });
    expect(asClient.statusCode).toBe(403);
    const badMonth = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tax-report?from=2026-13',
      headers: { cookie: t.admin },
    });
    expect(badMonth.statusCode).toBe(400);
  });
});

describe('recurring orders are billed like orders', () => {
  it("answer the bill of one delivery, by the ZIP asked with the address, and each delivery's order stores it", async () => {
    const client = await clientWithId();
    const start = addDays(today(), 2);
    const [y, m, d] = start.split('-').map(Number) as [number, number, number];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: { cookie: client.cookie },
      payload: {
        items,
        frequency: 'weekly',
        weekday: WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7],
        time: '12:30',
        deliveryAddress: '1500 Market St, Philadelphia, PA',
        deliveryZip: '19102',
        phone: '215-555-0123',
        startDate: start,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const sub = res.json<RecurringOrder>();
    // $220.00 of food, $15.00 Center City delivery, 8% tax on $235.00.
    const expected = {
      subtotal: '220.00',
      deliveryFee: '15.00',
      deliveryZone: 'Center City & nearby',
      tax: '18.80',
      total: '253.80',
    };
    expect(sub.bill).toMatchObject(expected);

    // A delivery due within the week is ordered at once, with that bill.
    const [placed] = await t.db
      .select({ totalCents: orders.totalCents, bill: orders.bill })
      .from(orders)
      .where(like(orders.notes, `Recurring order #${sub.id},%`));
    expect(placed?.totalCents).toBe(25_380);
    expect(placed?.bill).toMatchObject(expected);
  });
});

describe('the dashboard', () => {
  it('counts revenue before tax and shows the sales tax collected apart', async () => {
    const eventDate = addDays(today(), 2);
    // Completed on its day, which arrives below: today's month counts it.
    const month = today().slice(0, 7);
    const read = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/stats',
        headers: { cookie: t.admin },
      });
      expect(res.statusCode, res.body).toBe(200);
      const row = res.json<AdminStats>().revenueByMonth.find((r) => r.month === month);
      return { revenue: toCents(row?.revenue ?? '0'), tax: toCents(row?.tax ?? '0') };
    };
    const before = await read();
    // Delivered to 19143 with a 10% tip: $220.00 + $25.00 + $19.60 tax + $22.00 = $286.60.
    const placed = await place({
      eventDate,
      fulfilment: 'delivery',
      deliveryZip: '19143',
      gratuityPercent: 10,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    // The order's day comes ("Completed" waits for it).
    await orderDayArrives(t.db, placed.json<Order>().id);
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${placed.json<Order>().id}/status`,
      headers: { cookie: t.admin },
      payload: { status: 'completed' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const after = await read();
    expect(after.revenue - before.revenue).toBe(28660 - 1960);
    expect(after.tax - before.tax).toBe(1960);
  });
});
