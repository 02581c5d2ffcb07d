import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import { toCents } from '../../src/common/money.ts';
import type { Order, OrderList } from '../../src/common/orders/schema.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { signedInTestApp, signInAsClient } from '../helpers/test-app.ts';
import { inject, payOrderByCheck, placeOrder } from './loyalty.fixtures.ts';

/** Issue 34 §5: the owner finds orders by search, dates, status, fulfilment and payment. */
const t = signedInTestApp();
const today = businessClock(new Date()).date;
let early: Order;
let late: Order;
let pickup: Order;

beforeAll(async () => {
  await chargeNoTax(t.app);
  early = await placeOrder(t.app, undefined, 1, {
    firstName: 'Quincy',
    lastName: 'Searchable',
    email: 'quincy.s@example.com',
    phone: '(267) 555-0911',
    eventDate: addDays(today, 9),
    fulfilment: 'delivery',
    deliveryZip: '19103',
    deliveryAddress: '1 Market St, Philadelphia, PA 19103',
  });
  late = await placeOrder(t.app, undefined, 1, {
    firstName: 'Rowena',
    lastName: 'Findme',
    email: 'rowena.f@example.com',
    phone: '(610) 555-0177',
    eventDate: addDays(today, 30),
    fulfilment: 'delivery',
    deliveryZip: '19103',
    deliveryAddress: '2 Market St, Philadelphia, PA 19103',
  });
  pickup = await placeOrder(t.app, undefined, 1, {
    firstName: 'Quincy',
    lastName: 'Pickupper',
    email: 'quincy.p@example.com',
    phone: '(484) 555-0123',
    eventDate: addDays(today, 10),
    fulfilment: 'pickup',
  });
  await payOrderByCheck(t.app, t.admin, late.id);
});

async function list(query: string, cookie = t.admin): Promise<Order[]> {
  const res = await inject(t.app, 'GET', `/api/orders?pageSize=100&${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrderList>().orders;
}
const ids = (orders: Order[]) => orders.map((o) => o.id);

describe('GET /api/orders: search', () => {
  it('finds an order by its number, the name, the email or the phone (typed any way)', async () => {
    expect(ids(await list(`q=${early.orderNumber}`))).toEqual([early.id]);
    expect(ids(await list(`q=${early.id}`))).toContain(early.id);
    expect(ids(await list('q=quincy')).sort()).toEqual([early.id, pickup.id].sort());
    expect(ids(await list('q=Findme'))).toEqual([late.id]);
    expect(ids(await list('q=rowena.f%40example'))).toEqual([late.id]);
    expect(ids(await list('q=6105550177'))).toEqual([late.id]);
    expect(ids(await list(`q=${encodeURIComponent('(484) 555')}`))).toEqual([pickup.id]);
    expect(await list('q=nobody-by-this-name')).toEqual([]);
  });
});

describe('GET /api/orders: filters', () => {
  it("narrows by the order's day, from and to included", async () => {
    const found = await list(`from=${addDays(today, 9)}&to=${addDays(today, 10)}`);
    expect(ids(found)).toContain(early.id);
    expect(ids(found)).toContain(pickup.id);
    expect(ids(found)).not.toContain(late.id);
    for (const o of found)
      expect(o.eventDate! >= addDays(today, 9) && o.eventDate! <= addDays(today, 10)).toBe(true);
  });

  it('narrows by fulfilment, status and payment, together with a search', async () => {
    expect(ids(await list('q=quincy&fulfilment=pickup'))).toEqual([pickup.id]);
    expect(ids(await list('q=quincy&fulfilment=delivery'))).toEqual([early.id]);
    const unpaid = await list('paid=false');
    expect(ids(unpaid)).toContain(early.id);
    expect(ids(unpaid)).not.toContain(late.id);
    for (const o of unpaid) expect(toCents(o.amountPaid)).toBeLessThan(toCents(o.total));
    const paid = await list('paid=true');
    expect(ids(paid)).toContain(late.id);
    for (const o of paid) expect(toCents(o.amountPaid)).toBeGreaterThanOrEqual(toCents(o.total));
    // The filter's own words work too.
    expect(ids(await list('paid=unpaid')).sort()).toEqual(ids(unpaid).sort());
    expect(ids(await list('paid=paid')).sort()).toEqual(ids(paid).sort());
    expect(ids(await list('q=quincy&status=received&paid=false')).sort()).toEqual(
      [early.id, pickup.id].sort(),
    );
    expect(await list('q=quincy&status=confirmed')).toEqual([]);
  });

  it('answers one page at a time with the count of all matches', async () => {
    const res = await inject(t.app, 'GET', '/api/orders?q=quincy&pageSize=1&page=2', t.admin);
    expect(res.json<OrderList>()).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(res.json<OrderList>().orders).toHaveLength(1);
  });

  it('refuses a bad value or an unknown parameter with 400 naming it', async () => {
    for (const [query, field] of [
      ['paid=maybe', 'paid'],
      ['from=2026-02-30', 'from'],
      ['to=next-week', 'to'],
      ['status=lost', 'status'],
      ['fulfilment=drone', 'fulfilment'],
      [`from=${addDays(today, 5)}&to=${today}`, 'to'],
      ['pageSize=5000', 'pageSize'],
      ['sort=total', 'sort'],
    ] as const) {
      const res = await inject(t.app, 'GET', `/api/orders?${query}`, t.admin);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain(field);
    }
  });

  it("a client's search stays inside their own orders", async () => {
    const client = await signInAsClient(t.app);
    expect(await list('q=quincy', client)).toEqual([]);
  });

  it('the kitchen has the same filters except payment (staff see no money)', async () => {
    const res = await inject(t.app, 'GET', '/api/kitchen/orders?q=quincy&fulfilment=pickup', t.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ orders: { id: number }[] }>().orders.map((o) => o.id)).toEqual([pickup.id]);
    expect((await inject(t.app, 'GET', '/api/kitchen/orders?paid=true', t.admin)).statusCode).toBe(400);
  });
});
