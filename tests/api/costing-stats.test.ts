import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '../../src/common/admin.ts';
import type { Bill } from '../../src/common/bill/types.ts';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import { toCents } from '../../src/common/money.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { orders, quotes } from '../../src/server/db/schema/index.ts';
import { signInAsStaff } from '../helpers/staff-account.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { addIngredient, dropRecipe, setRecipe } from './costing.fixtures.ts';
import { call, postQuote, quoteBody } from './quotes.fixtures.ts';

/**
 * The dashboard's gross margin of this month (issue 37 §2): the revenue of the month's orders and
 * accepted proposals (each bill's total less tax and gratuity) less their food cost, from the test's
 * own recipes; cancelled orders and other months' bookings are left out.
 */
const t = signedInTestApp();
const today = businessClock(new Date()).date;
const revenueOf = (bill: Bill) => toCents(bill.total) - toCents(bill.tax) - toCents(bill.gratuity);

const stats = async (cookie = t.admin) => call(t.app, 'GET', '/api/admin/stats', cookie);

async function placeOrder(halfPans: number): Promise<Order> {
  const res = await call(t.app, 'POST', '/api/orders', t.client, {
    firstName: 'Pat',
    lastName: 'Month',
    email: 'pat.month@example.com',
    phone: '(215) 555-0142',
    eventDate: addDays(today, 7),
    timeWindow: '12:00-14:00',
    items: [
      { menuItemId: t.dish('Classic Caesar Salad').id, panSize: 'half', quantity: halfPans },
      { menuItemId: t.dish('Garden Salad').id, panSize: 'full', quantity: 1 },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Order>();
}

/** The order moved to `date` and `status` as the days pass (the API would not book it for today). */
const moveOrder = (id: number, eventDate: string, status: Order['status'] = 'confirmed') =>
  t.db.update(orders).set({ eventDate, status }).where(eq(orders.id, id));

let before: AdminStats;

beforeAll(async () => {
  before = (await stats()).json<AdminStats>();
  const romaine = await addIngredient(t, 'Romaine', '10', 'lb', 2000);
  const parmesan = await addIngredient(t, 'Parmesan', '5', 'lb', 4000);
  // $11.00 a full pan of Caesar, $5.50 a half; Garden Salad has no recipe (left out, not 0).
  await setRecipe(t, t.dish('Classic Caesar Salad').id, [
    { ingredientId: romaine, quantity: '2.5', unit: 'lb' },
    { ingredientId: parmesan, quantity: '12', unit: 'oz' },
  ]);
  await dropRecipe(t, t.dish('Garden Salad').id);
});

describe('GET /api/admin/stats: this month’s gross margin', () => {
  it('a month without bookings has no margin and no percent', () => {
    expect(before.grossMarginCents).toBe(0);
    expect(before.grossMarginPercent).toBeNull();
  });

  it('is the month’s revenue less the food cost of its orders and accepted proposals', async () => {
    const counted = await placeOrder(3);
    await moveOrder(counted.id, today);
    const cancelled = await placeOrder(4);
    await moveOrder(cancelled.id, today, 'cancelled');
    const nextMonth = await placeOrder(2);
    const [y, m] = today.split('-').map(Number) as [number, number];
    await moveOrder(nextMonth.id, new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10));

    const requested = await postQuote(
      t.app,
      quoteBody({ guestCount: 50, dishes: [t.dish('Classic Caesar Salad').id] }),
      t.client,
    );
    expect(requested.statusCode, requested.body).toBe(201);
    const priced = await call(t.app, 'PATCH', `/api/quotes/${requested.json<Quote>().id}`, t.admin, {
      lineItems: [{ description: 'Full service buffet', quantity: 50, unitPrice: '40.00' }],
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const proposal = priced.json<Quote>();
    // Accepted, for an event today; a proposal only sent does not count.
    await t.db
      .update(quotes)
      .set({ status: 'accepted', eventDate: new Date() })
      .where(eq(quotes.id, proposal.id));
    const sent = await postQuote(
      t.app,
      quoteBody({ guestCount: 50, dishes: [t.dish('Classic Caesar Salad').id] }),
      t.client,
    );
    await call(t.app, 'PATCH', `/api/quotes/${sent.json<Quote>().id}`, t.admin, {
      lineItems: [{ description: 'Full service buffet', quantity: 50, unitPrice: '40.00' }],
    });
    await t.db.update(quotes).set({ eventDate: new Date() }).where(eq(quotes.id, sent.json<Quote>().id));

    const res = await stats();
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<AdminStats>();
    // 3 half Caesar pans ($16.50) and the proposal's 2 full and 1 half pans for 50 guests ($27.50).
    const revenue = revenueOf(counted.bill) + revenueOf(proposal.bill!);
    const margin = revenue - 1650 - 2750;
    expect(after.grossMarginCents).toBe(margin);
    expect(after.grossMarginPercent).toBe(Math.round((margin / revenue) * 1000) / 10);
  });

  it('is the owner’s: clients and staff are refused', async () => {
    expect((await stats(t.client)).statusCode).toBe(403);
    expect((await stats(await signInAsStaff(t.app, t.db))).statusCode).toBe(403);
  });
});
