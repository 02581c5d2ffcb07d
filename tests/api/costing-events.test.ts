import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill } from '../../src/common/bill/types.ts';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { Costing } from '../../src/common/costing/schema.ts';
import { toCents } from '../../src/common/money.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { signInAsStaff } from '../helpers/staff-account.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { addIngredient, dropRecipe, setPackPrice, setRecipe } from './costing.fixtures.ts';
import { call, postQuote, quoteBody } from './quotes.fixtures.ts';

/**
 * An order's and a proposal's costing (issue 37 §2): the food cost of the test's own recipes, counted
 * by hand here, the revenue read from the bill the API answers, and the margin between them.
 */
const t = signedInTestApp();

/** What the business keeps of a bill: its total less tax and gratuity. */
const revenueOf = (bill: Bill) => toCents(bill.total) - toCents(bill.tax) - toCents(bill.gratuity);
const percentOf = (margin: number, revenue: number) => Math.round((margin / revenue) * 1000) / 10;

let romaine: number;
let parmesan: number;
let dressing: number;
const caesar = () => t.dish('Classic Caesar Salad');
const garden = () => t.dish('Garden Salad');
const greek = () => t.dish('Greek Salad');

beforeAll(async () => {
  // $20.00 a 10 lb case and $40.00 a 5 lb wheel.
  romaine = await addIngredient(t, 'Romaine', '10', 'lb', 2000);
  parmesan = await addIngredient(t, 'Parmesan', '5', 'lb', 4000);
  dressing = await addIngredient(t, 'Caesar dressing', '1', 'gal', null);
  // A full pan: 2.5 lb of romaine ($5.00) and 12 oz of parmesan ($6.00) = $11.00; a half pan $5.50.
  await setRecipe(t, caesar().id, [
    { ingredientId: romaine, quantity: '2.5', unit: 'lb' },
    { ingredientId: parmesan, quantity: '12', unit: 'oz' },
  ]);
  await dropRecipe(t, garden().id);
  // Greek Salad's recipe names an ingredient without a price yet: its cost is unknown, not 0.
  await setRecipe(t, greek().id, [
    { ingredientId: romaine, quantity: '2', unit: 'lb' },
    { ingredientId: dressing, quantity: '2', unit: 'cup' },
  ]);
});

async function placeOrder(): Promise<Order> {
  const res = await call(t.app, 'POST', '/api/orders', t.client, {
    firstName: 'Pat',
    lastName: 'Costing',
    email: 'pat.costing@example.com',
    phone: '(215) 555-0142',
    eventDate: addDays(businessClock(new Date()).date, 7),
    timeWindow: '12:00-14:00',
    fulfilment: 'delivery',
    deliveryZip: '19103',
    deliveryAddress: '1500 Market St',
    gratuityPercent: 15,
    items: [
      { menuItemId: caesar().id, panSize: 'half', quantity: 3 },
      { menuItemId: garden().id, panSize: 'full', quantity: 1 },
      { menuItemId: greek().id, panSize: 'half', quantity: 1 },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Order>();
}

const adminOrder = async (id: number) => {
  const res = await call(t.app, 'GET', `/api/orders/${id}`, t.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Order>();
};

describe("GET /api/orders/{id}: an order's costing for the owner", () => {
  let order: Order;
  beforeAll(async () => {
    order = await placeOrder();
  });

  it('costs the known dishes exactly and names the unknown ones instead of counting them as 0', async () => {
    const read = await adminOrder(order.id);
    // 3 half pans of Caesar at $5.50; Garden Salad has no recipe, Greek Salad an unpriced ingredient.
    const revenueCents = revenueOf(read.bill);
    expect(toCents(read.bill.tax)).toBeGreaterThan(0);
    expect(toCents(read.bill.gratuity)).toBeGreaterThan(0);
    expect(revenueCents).toBeLessThan(toCents(read.bill.total));
    expect(read.costing).toEqual({
      foodCostCents: 1650,
      laborCostCents: 0,
      revenueCents,
      marginCents: revenueCents - 1650,
      marginPercent: percentOf(revenueCents - 1650, revenueCents),
      unknownDishes: ['Garden Salad', 'Greek Salad'],
    });
  });

  it('reads the prices as they are now: a price entered brings a dish into the food cost', async () => {
    // 1 gal at $16.00: 2 cups are 1/8 gal, $2.00; with 2 lb of romaine ($4.00) a full pan is $6.00,
    // and Greek Salad's half pan $3.00.
    await setPackPrice(t, dressing, 1600);
    const read = await adminOrder(order.id);
    expect(read.costing).toMatchObject({ foodCostCents: 1650 + 300, unknownDishes: ['Garden Salad'] });
    expect(read.costing!.marginCents).toBe(revenueOf(read.bill) - 1950);
    await setPackPrice(t, dressing, null);
  });

  it('a half pan is the recipe’s half pan factor of a full pan', async () => {
    await setRecipe(
      t,
      caesar().id,
      [
        { ingredientId: romaine, quantity: '2.5', unit: 'lb' },
        { ingredientId: parmesan, quantity: '12', unit: 'oz' },
      ],
      0.6,
    );
    // $11.00 × 0.6 = $6.60 a half pan, three of them.
    expect((await adminOrder(order.id)).costing?.foodCostCents).toBe(1980);
    await setRecipe(t, caesar().id, [
      { ingredientId: romaine, quantity: '2.5', unit: 'lb' },
      { ingredientId: parmesan, quantity: '12', unit: 'oz' },
    ]);
  });
});

/** A full-service request for 50 guests with Caesar and Garden Salad, priced by the owner. */
async function pricedProposal(): Promise<Quote> {
  const res = await postQuote(
    t.app,
    quoteBody({ guestCount: 50, dishes: [caesar().id, garden().id] }),
    t.client,
  );
  expect(res.statusCode, res.body).toBe(201);
  const quote = res.json<Quote>();
  const priced = await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, t.admin, {
    lineItems: [{ description: 'Full service buffet', quantity: 50, unitPrice: '40.00' }],
  });
  expect(priced.statusCode, priced.body).toBe(200);
  return priced.json<Quote>();
}

const adminQuote = async (id: number) => {
  const res = await call(t.app, 'GET', `/api/quotes/${id}`, t.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Quote>();
};

describe("GET /api/quotes/{id}: a proposal's costing for the owner", () => {
  it('costs the package’s dishes in the pans the kitchen makes for the guests', async () => {
    const quote = await adminQuote((await pricedProposal()).id);
    // 50 guests at 20 a full pan and 10 a half pan: 2 full pans and 1 half of Caesar = $27.50.
    const revenueCents = revenueOf(quote.bill!);
    expect(revenueCents).toBeLessThan(toCents(quote.bill!.total));
    expect(quote.costing).toEqual({
      foodCostCents: 2750,
      laborCostCents: 0,
      revenueCents,
      marginCents: revenueCents - 2750,
      marginPercent: percentOf(revenueCents - 2750, revenueCents),
      unknownDishes: ['Garden Salad'],
    });
  });

  it('a custom menu’s line items are named as of unknown cost, never a free 0', async () => {
    const res = await postQuote(t.app, quoteBody({ menuPackage: 'custom', guestCount: 60 }), t.client);
    expect(res.statusCode, res.body).toBe(201);
    const priced = await call(t.app, 'PATCH', `/api/quotes/${res.json<Quote>().id}`, t.admin, {
      lineItems: [{ description: 'Seafood tower', quantity: 2, unitPrice: '300.00' }],
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const { costing } = await adminQuote(priced.json<Quote>().id);
    expect(costing).toMatchObject({ foodCostCents: 0, unknownDishes: ['Seafood tower'] });
  });
});

describe('POST /api/quotes/{id}/costing: the Revise dialog’s draft', () => {
  let quote: Quote;
  beforeAll(async () => {
    quote = await pricedProposal();
  });
  const draft = (body: unknown, cookie = t.admin, id = quote.id) =>
    call(t.app, 'POST', `/api/quotes/${id}/costing`, cookie, body);

  it('answers the costing of the revision as it would be sent, and saves nothing', async () => {
    const body = {
      guestCount: 60,
      lineItems: [{ description: 'Full service buffet', quantity: 60, unitPrice: '42.00' }],
    };
    const res = await draft(body);
    expect(res.statusCode, res.body).toBe(200);
    const drafted = res.json<Costing>();
    // 60 guests: 3 full pans of Caesar = $33.00.
    expect(drafted).toMatchObject({
      foodCostCents: 3300,
      laborCostCents: 0,
      unknownDishes: ['Garden Salad'],
    });
    const unchanged = await adminQuote(quote.id);
    expect(unchanged).toMatchObject({
      guestCount: 50,
      version: quote.version,
      totalAmount: quote.totalAmount,
    });
    expect(unchanged.costing?.foodCostCents).toBe(2750);
    // Sent as drafted, the proposal's costing is the draft's, revenue and margin included.
    const sent = await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, t.admin, body);
    expect(sent.statusCode, sent.body).toBe(200);
    const after = await adminQuote(quote.id);
    expect(after.costing).toEqual(drafted);
    expect(drafted.revenueCents).toBe(revenueOf(after.bill!));
  });

  it('counts the dishes the draft chooses', async () => {
    const res = await draft({ dishes: [garden().id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Costing>()).toMatchObject({ foodCostCents: 0, unknownDishes: ['Garden Salad'] });
  });

  it('refuses a bad body with 400 and an unknown proposal with 404', async () => {
    const bad = await draft({ guestCount: 'many' });
    expect(bad.statusCode).toBe(400);
    const badLine = await draft({ lineItems: [{ description: '', quantity: 0, unitPrice: 'x' }] });
    expect(badLine.statusCode).toBe(400);
    const missing = await draft({ guestCount: 60 }, t.admin, 999_999);
    expect(missing.statusCode).toBe(404);
  });

  it('refuses the client and staff with 403', async () => {
    expect((await draft({ guestCount: 60 }, t.client)).statusCode).toBe(403);
    expect((await draft({ guestCount: 60 }, await signInAsStaff(t.app, t.db))).statusCode).toBe(403);
  });
});
