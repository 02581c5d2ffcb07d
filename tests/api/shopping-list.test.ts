import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessInstant } from '../../src/common/business-time.ts';
import type { RecipeUnit, ShoppingList } from '../../src/common/costing/schema.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import { ingredients, orders, recipeLines, recipes } from '../../src/server/db/schema/index.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { nextPickup } from '../helpers/pickup.ts';
import { signInAsStaff } from '../helpers/staff-account.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { call, createQuote } from './quotes.fixtures.ts';

const t = signedInTestApp();

/** A Tuesday far enough ahead that the recurring order's date has not become an order yet. */
const FROM = '2027-05-04';
const TO = '2027-05-10';
const list = (query: string, cookie = t.admin) =>
  call(t.app, 'GET', `/api/kitchen/shopping-list?${query}`, cookie);
const week = (cookie = t.admin, extra = '') => list(`from=${FROM}&to=${TO}${extra}`, cookie);

type Line = { name: string; panSize: 'half' | 'full'; quantity: number };
async function order(date: string, lines: Line[], status: string): Promise<Order> {
  const res = await call(t.app, 'POST', '/api/orders', undefined, {
    firstName: 'Dana',
    lastName: 'Delivery',
    email: 'dana.delivery@example.com',
    phone: '215-555-0199',
    timeWindow: '12:00-14:00',
    eventDate: date,
    items: lines.map((l) => ({ menuItemId: t.dish(l.name).id, panSize: l.panSize, quantity: l.quantity })),
  });
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json<Order>();
  if (status !== 'received') {
    const moved = await call(t.app, 'PATCH', `/api/orders/${placed.id}/status`, t.admin, { status });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return placed;
}

/**
 * The owner's ingredients and recipes, entered through the admin routes. The demo's recipes go first
 * (from their tables: no route deletes a recipe), so these are the only ones the list reads.
 */
async function recipeBook() {
  await t.db.delete(recipeLines);
  await t.db.delete(recipes);
  await t.db.delete(ingredients);
  const add = async (body: {
    name: string;
    category: string;
    supplier: string;
    packSize: number;
    packUnit: RecipeUnit;
    packPriceCents: number | null;
  }) => {
    const res = await call(t.app, 'POST', '/api/admin/ingredients', t.admin, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const romaine = await add({
    name: 'Romaine',
    category: 'produce',
    supplier: 'Greens Co',
    packSize: 10,
    packUnit: 'lb',
    packPriceCents: 2000,
  });
  const parmesan = await add({
    name: 'Parmesan',
    category: 'dairy',
    supplier: 'Dairy Direct',
    packSize: 5,
    packUnit: 'lb',
    packPriceCents: 4500,
  });
  const milk = await add({
    name: 'Whole milk',
    category: 'dairy',
    supplier: 'Dairy Direct',
    packSize: 1,
    packUnit: 'gal',
    packPriceCents: 450,
  });
  const pasta = await add({
    name: 'Elbow macaroni',
    category: 'dry goods',
    supplier: 'Restaurant Depot',
    packSize: 10,
    packUnit: 'lb',
    packPriceCents: 3000,
  });
  const eggs = await add({
    name: 'Eggs',
    category: 'dairy',
    supplier: 'Dairy Direct',
    packSize: 180,
    packUnit: 'ea',
    packPriceCents: 5400,
  });
  // No supplier and no price yet; a name a spreadsheet would run as a formula, with a quote and a comma.
  const salmon = await add({
    name: '=Salmon "Atlantic", skin-on',
    category: 'meat & fish',
    supplier: '',
    packSize: 10,
    packUnit: 'lb',
    packPriceCents: null,
  });
  const recipe = async (
    dish: string,
    lines: { ingredientId: number; quantity: number | string; unit: RecipeUnit }[],
    halfPanFactor: number | null = null,
  ) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/menu-items/${t.dish(dish).id}/recipe`,
      headers: { cookie: t.admin },
      payload: { lines, halfPanFactor },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  await recipe('Garden Salad', [{ ingredientId: romaine, quantity: 2, unit: 'lb' }]);
  await recipe(
    'Classic Caesar Salad',
    [
      { ingredientId: romaine, quantity: 24, unit: 'oz' },
      { ingredientId: parmesan, quantity: 4, unit: 'oz' },
    ],
    0.6,
  );
  await recipe('Baked Macaroni & Cheese', [
    { ingredientId: pasta, quantity: 0.9, unit: 'kg' },
    { ingredientId: milk, quantity: 2, unit: 'qt' },
  ]);
  // Sold per guest: the recipe is one serving's.
  await recipe('Chicken & Waffles', [{ ingredientId: eggs, quantity: 2, unit: 'ea' }]);
  await recipe('Pan-Seared Salmon', [{ ingredientId: salmon, quantity: 6, unit: 'oz' }]);
  return { romaine, parmesan, milk, pasta, eggs, salmon };
}

describe('GET /api/kitchen/shopping-list', () => {
  let ids: Awaited<ReturnType<typeof recipeBook>>;
  let staff: string;
  beforeAll(async () => {
    ids = await recipeBook();
    staff = await signInAsStaff(t.app, t.db);
    await order(
      FROM,
      [
        { name: 'Garden Salad', panSize: 'full', quantity: 1 },
        { name: 'Baked Macaroni & Cheese', panSize: 'half', quantity: 2 },
        { name: 'Candied Yams', panSize: 'half', quantity: 1 },
      ],
      'confirmed',
    );
    // Received, not confirmed yet: tentative, and bought for all the same.
    await order('2027-05-06', [{ name: 'Classic Caesar Salad', panSize: 'full', quantity: 1 }], 'received');
    // Cancelled, and the day after the range: neither is bought for.
    await order(FROM, [{ name: 'Garden Salad', panSize: 'full', quantity: 50 }], 'cancelled');
    await order('2027-05-11', [{ name: 'Garden Salad', panSize: 'full', quantity: 30 }], 'confirmed');

    // An accepted proposal for 65 guests: 3 full pans and a half pan of each dish sold in pans, and a
    // serving a guest of the brunch dish sold per guest.
    const quote = await createQuote(t.app, t.client, {
      guestCount: 65,
      menuPackage: 'brunch',
      eventDate: businessInstant(FROM, '18:00').toISOString(),
      dishes: [
        t.dish('Garden Salad').id,
        t.dish('Baked Macaroni & Cheese').id,
        t.dish('Chicken & Waffles').id,
      ],
    });
    const accepted = await call(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, t.client, {
      status: 'accepted',
      signerName: 'Demo Client',
      agreeToTerms: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    // A dinner pickup, booked within the pickup range and moved into the week.
    const pickup = await call(t.app, 'POST', '/api/orders', undefined, {
      type: 'dinner',
      fullName: 'Morgan Pickup',
      phone: '215-555-0147',
      email: 'morgan.pickup@example.com',
      ...nextPickup(),
      items: [{ menuItemId: t.dish('Pan-Seared Salmon').id, quantity: 3 }],
    });
    expect(pickup.statusCode, pickup.body).toBe(201);
    await t.db
      .update(orders)
      .set({ pickupAt: businessInstant('2027-05-05', '18:30') })
      .where(eq(orders.id, pickup.json<Order>().id));

    // A weekly recurring order whose Tuesday (May 4) is an occurrence; May 11 is after the range.
    const recurring = await call(t.app, 'POST', '/api/subscriptions', t.client, {
      items: [
        { menuItemId: t.dish('Classic Caesar Salad').id, panSize: 'half', quantity: 2 },
        { menuItemId: t.dish('Baked Macaroni & Cheese').id, panSize: 'full', quantity: 1 },
      ],
      frequency: 'weekly',
      weekday: 'tuesday',
      time: '12:30',
      deliveryAddress: '1500 Market St, Philadelphia, PA',
      deliveryZip: '19102',
      phone: '215-555-0123',
      startDate: FROM,
    });
    expect(recurring.statusCode, recurring.body).toBe(201);
  });

  it('sums every booking of the range in buying units, whole packs by supplier, with the owner’s estimate', async () => {
    const res = await week();
    expect(res.statusCode, res.body).toBe(200);
    // Worked out by hand at 10 guests a half pan and 20 a full pan:
    // Garden Salad: order 1 full + event 3 full 1 half = 4.5 full pans × 2 lb romaine = 9 lb.
    // Caesar: tentative order 1 full + occurrence 2 half at 0.6 = 2.2 full pans × 24 oz = 3.3 lb
    //   of romaine (12.3 lb in all: 2 cases) and × 4 oz = 8.8 oz = 0.55 lb of parmesan (1 case).
    // Mac & cheese: order 2 half + event 3 full 1 half + occurrence 1 full = 5.5 full pans:
    //   4.95 kg of macaroni = 10.9128… lb, shown rounded up (never short) to 10.92 (2 cases);
    //   11 qt of milk = 2.75 gal (3 gal).
    // Chicken & waffles: 65 servings × 2 eggs = 130 (1 case of 180). Salmon: 3 plates × 6 oz = 1.125 lb.
    expect(res.json<ShoppingList>()).toEqual({
      from: FROM,
      to: TO,
      lines: [
        {
          ingredientId: ids.eggs,
          name: 'Eggs',
          supplier: 'Dairy Direct',
          category: 'dairy',
          quantity: 130,
          unit: 'ea',
          packSize: 180,
          packs: 1,
          estimatedCostCents: 5400,
        },
        {
          ingredientId: ids.parmesan,
          name: 'Parmesan',
          supplier: 'Dairy Direct',
          category: 'dairy',
          quantity: 0.55,
          unit: 'lb',
          packSize: 5,
          packs: 1,
          estimatedCostCents: 4500,
        },
        {
          ingredientId: ids.milk,
          name: 'Whole milk',
          supplier: 'Dairy Direct',
          category: 'dairy',
          quantity: 2.75,
          unit: 'gal',
          packSize: 1,
          packs: 3,
          estimatedCostCents: 1350,
        },
        {
          ingredientId: ids.romaine,
          name: 'Romaine',
          supplier: 'Greens Co',
          category: 'produce',
          quantity: 12.3,
          unit: 'lb',
          packSize: 10,
          packs: 2,
          estimatedCostCents: 4000,
        },
        {
          ingredientId: ids.pasta,
          name: 'Elbow macaroni',
          supplier: 'Restaurant Depot',
          category: 'dry goods',
          quantity: 10.92,
          unit: 'lb',
          packSize: 10,
          packs: 2,
          estimatedCostCents: 6000,
        },
        {
          ingredientId: ids.salmon,
          name: '=Salmon "Atlantic", skin-on',
          supplier: '',
          category: 'meat & fish',
          quantity: 1.13,
          unit: 'lb',
          packSize: 10,
          packs: 1,
          estimatedCostCents: null,
        },
      ],
      dishesWithoutRecipe: ['Candied Yams'],
      // The priced packs only: the salmon has no price yet.
      estimatedTotalCents: 5400 + 4500 + 1350 + 4000 + 6000,
    });
  });

  it('gives staff the same list without any price', async () => {
    const res = await week(staff);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ShoppingList>();
    expect(body).not.toHaveProperty('estimatedTotalCents');
    for (const line of body.lines) expect(line).not.toHaveProperty('estimatedCostCents');
    const owners = (await week()).json<ShoppingList>();
    expect(body.lines).toEqual(owners.lines.map(({ estimatedCostCents: _cost, ...line }) => line));
    expect(res.body).not.toContain('Cents');
  });

  it('answers an empty list for days without bookings, and the days of one booking alone', async () => {
    expect((await list('from=2027-05-12&to=2027-05-13')).json()).toEqual({
      from: '2027-05-12',
      to: '2027-05-13',
      lines: [],
      dishesWithoutRecipe: [],
      estimatedTotalCents: 0,
    });
    // Thursday alone: the tentative order's Caesar, one full pan (1.5 lb romaine, 4 oz parmesan).
    const thursday = (await list('from=2027-05-06&to=2027-05-06')).json<ShoppingList>();
    expect(thursday.lines.map((l) => [l.name, l.quantity, l.packs])).toEqual([
      ['Parmesan', 0.25, 1],
      ['Romaine', 1.5, 1],
    ]);
  });

  it('answers 400 with a message for bad dates, a reversed range or more than 31 days', async () => {
    for (const query of [
      'from=2027-05-01&to=2027-06-01',
      'from=2027-05-10&to=2027-05-04',
      'from=2027-02-30&to=2027-03-01',
      'from=soon&to=2027-03-01',
      'from=2027-05-04',
      `from=${FROM}&to=${TO}&format=xls`,
      `from=${FROM}&to=${TO}&extra=1`,
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toEqual(expect.any(String));
    }
    expect((await list('from=2027-05-01&to=2027-06-01')).json().message).toContain('31 days');
    expect((await list('from=2027-05-01&to=2027-05-31')).statusCode).toBe(200); // exactly 31 days
  });

  it('refuses a client with 403 and a visitor with 401', async () => {
    expect((await week(t.client)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/api/kitchen/shopping-list?from=${FROM}&to=${TO}`)).statusCode).toBe(
      401,
    );
  });

  it('prints the list by supplier as a PDF, with prices for the owner only', async () => {
    const res = await week(t.admin, '&format=pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Shopping list: Tue, May 4 – Mon, May 10, 2027',
      'Dairy Direct',
      'Greens Co',
      'Restaurant Depot',
      'No supplier',
      'Romaine',
      '2 × 10 lb',
      '10.92 lb',
      '$40.00',
      'Estimated total: $212.50',
      'Candied Yams',
    ]) {
      expect(text).toContain(expected);
    }
    const staffs = await week(staff, '&format=pdf');
    expect(staffs.headers['content-type']).toBe('application/pdf');
    const staffText = pdfText(staffs.rawPayload);
    expect(staffText).toContain('2 × 10 lb');
    expect(staffText).not.toContain('$');
  });

  it('downloads the list as CSV: a header, one row an ingredient, text quoted and formulas defused', async () => {
    const res = await week(t.admin, '&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="shopping-list-${FROM}-to-${TO}.csv"`,
    );
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows).toEqual([
      'Supplier,Ingredient,Category,Quantity,Unit,Packs,Pack Size,Estimated Cost (USD)',
      'Dairy Direct,Eggs,dairy,130,each,1,180 each,54',
      'Dairy Direct,Parmesan,dairy,0.55,lb,1,5 lb,45',
      'Dairy Direct,Whole milk,dairy,2.75,gal,3,1 gal,13.5',
      'Greens Co,Romaine,produce,12.3,lb,2,10 lb,40',
      'Restaurant Depot,Elbow macaroni,dry goods,10.92,lb,2,10 lb,60',
      `,"'=Salmon ""Atlantic"", skin-on",meat & fish,1.13,lb,1,10 lb,`,
    ]);
    const staffs = (await week(staff, '&format=csv')).body.replace(/^\uFEFF/, '').split('\r\n');
    expect(staffs[0]).toBe('Supplier,Ingredient,Category,Quantity,Unit,Packs,Pack Size');
    expect(staffs[1]).toBe('Dairy Direct,Eggs,dairy,130,each,1,180 each');
  });
});
