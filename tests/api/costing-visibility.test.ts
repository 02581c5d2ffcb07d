import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { signInAsStaff } from '../helpers/staff-account.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { call, postQuote, quoteBody } from './quotes.fixtures.ts';

/**
 * What an order or a proposal costs and earns is the owner's alone (issue 37 §2, decision 0113): the
 * admin's answer carries `costing`, the client's and the staff's have no such key at all.
 */
const t = signedInTestApp();
let order: Order;
let quote: Quote;
let staff: string;

beforeAll(async () => {
  const caesar = t.dish('Classic Caesar Salad');
  const placed = await call(t.app, 'POST', '/api/orders', t.client, {
    firstName: 'Pat',
    lastName: 'Client',
    email: 'pat.client@example.com',
    phone: '(215) 555-0142',
    eventDate: addDays(businessClock(new Date()).date, 7),
    timeWindow: '12:00-14:00',
    items: [{ menuItemId: caesar.id, panSize: 'half', quantity: 2 }],
  });
  expect(placed.statusCode, placed.body).toBe(201);
  order = placed.json<Order>();
  const requested = await postQuote(t.app, quoteBody({ guestCount: 50, dishes: [caesar.id] }), t.client);
  expect(requested.statusCode, requested.body).toBe(201);
  const priced = await call(t.app, 'PATCH', `/api/quotes/${requested.json<Quote>().id}`, t.admin, {
    lineItems: [{ description: 'Full service buffet', quantity: 50, unitPrice: '40.00' }],
  });
  expect(priced.statusCode, priced.body).toBe(200);
  quote = priced.json<Quote>();
  staff = await signInAsStaff(t.app, t.db);
});

const read = async (url: string, cookie: string) => {
  const res = await call(t.app, 'GET', url, cookie);
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
};

describe('costing on an order and a proposal: the owner only', () => {
  it('the owner reading an order or a proposal gets its costing', async () => {
    const asAdmin = await read(`/api/orders/${order.id}`, t.admin);
    expect(asAdmin.body.costing).toMatchObject({ laborCostCents: 0, unknownDishes: expect.any(Array) });
    const proposal = await read(`/api/quotes/${quote.id}`, t.admin);
    expect(proposal.body.costing).toMatchObject({ laborCostCents: 0, revenueCents: expect.any(Number) });
  });

  it('a client reading their own order gets no costing key', async () => {
    const mine = await read(`/api/orders/${order.id}`, t.client);
    expect(mine.status).toBe(200);
    expect(mine.body.id).toBe(order.id);
    expect(mine.body).not.toHaveProperty('costing');
  });

  it('a client reading their own proposal gets no costing key', async () => {
    const mine = await read(`/api/quotes/${quote.id}`, t.client);
    expect(mine.status).toBe(200);
    expect(mine.body.id).toBe(quote.id);
    expect(mine.body).not.toHaveProperty('costing');
  });

  it('staff reading an order get no costing key, on the kitchen’s route or the client’s', async () => {
    const kitchen = await read(`/api/kitchen/orders/${order.id}`, staff);
    expect(kitchen.status).toBe(200);
    expect(kitchen.body.id).toBe(order.id);
    expect(kitchen.body).not.toHaveProperty('costing');
    const direct = await read(`/api/orders/${order.id}`, staff);
    expect(direct.body).not.toHaveProperty('costing');
    const list = await call(t.app, 'GET', '/api/kitchen/orders', staff);
    expect(list.statusCode).toBe(200);
    for (const listed of list.json<{ orders: Record<string, unknown>[] }>().orders)
      expect(listed).not.toHaveProperty('costing');
  });
});
