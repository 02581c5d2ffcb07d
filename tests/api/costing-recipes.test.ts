/**
 * Issue 37 §1–2: a dish's recipe (a full pan's ingredients, or one serving's), and what the dish
 * costs to make by size against its price and the owner's food cost target: one dish, and the menu.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../src/common/audit/schema.ts';
import type { DishCost, Ingredient, Recipe } from '../../src/common/costing/schema.ts';
import { signInAsStaff } from '../helpers/staff-account.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

const t = signedInTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const send = (method: Method, url: string, cookie: string | undefined, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const tag = Math.random().toString(36).slice(2, 7);

async function addIngredient(
  name: string,
  packSize: number | string,
  packUnit: string,
  packPriceCents: number | null,
): Promise<Ingredient> {
  const res = await send('POST', '/api/admin/ingredients', t.admin, {
    name: `${name} ${tag}`,
    category: 'test',
    supplier: 'Restaurant Depot',
    packSize,
    packUnit,
    packPriceCents,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Ingredient>();
}

const putRecipe = (dish: string, body: unknown, cookie = t.admin) =>
  send('PUT', `/api/menu-items/${t.dish(dish).id}/recipe`, cookie, body);
const costOf = async (dish: string) => {
  const res = await send('GET', `/api/menu-items/${t.dish(dish).id}/cost`, t.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DishCost>();
};

let macaroni: Ingredient; // 10 lb case, $20.00: 1 lb = 200 cents
let cheese: Ingredient; // 5 lb, $27.50
let milk: Ingredient; // 1 gal, $4.19
let eggs: Ingredient; // 180 each, $36.00
let saffron: Ingredient; // no price yet
beforeAll(async () => {
  macaroni = await addIngredient('Elbow macaroni', 10, 'lb', 2000);
  cheese = await addIngredient('Cheddar', 5, 'lb', 2750);
  milk = await addIngredient('Whole milk', 1, 'gal', 419);
  eggs = await addIngredient('Eggs', 180, 'ea', 3600);
  saffron = await addIngredient('Saffron', 1, 'oz', null);
});

describe('PUT /api/menu-items/{id}/recipe', () => {
  it('sets a pan dish’s recipe (a full pan), each line costed in whole cents, and answers it', async () => {
    const res = await putRecipe('Baked Macaroni & Cheese', {
      lines: [
        { ingredientId: macaroni.id, quantity: 3, unit: 'lb' },
        { ingredientId: cheese.id, quantity: 40, unit: 'oz' },
        { ingredientId: milk.id, quantity: 6, unit: 'cup' },
        { ingredientId: eggs.id, quantity: 8, unit: 'ea' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Recipe>()).toEqual({
      menuItemId: t.dish('Baked Macaroni & Cheese').id,
      basis: 'pan',
      halfPanFactor: null,
      lines: [
        { ingredientId: macaroni.id, name: macaroni.name, quantity: 3, unit: 'lb', costCents: 600 },
        // 40 oz = 2.5 lb of a 5 lb $27.50 pack: $13.75.
        { ingredientId: cheese.id, name: cheese.name, quantity: 40, unit: 'oz', costCents: 1375 },
        // 6 cups = 0.375 gal of $4.19: 157.125 cents.
        { ingredientId: milk.id, name: milk.name, quantity: 6, unit: 'cup', costCents: 157 },
        { ingredientId: eggs.id, name: eggs.name, quantity: 8, unit: 'ea', costCents: 160 },
      ],
    });
    const read = await send('GET', `/api/menu-items/${t.dish('Baked Macaroni & Cheese').id}/recipe`, t.admin);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(res.json());
  });

  it('answers a dish sold per person with a recipe for one serving', async () => {
    const res = await putRecipe('Chicken & Waffles', {
      lines: [{ ingredientId: eggs.id, quantity: 1, unit: 'ea' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Recipe>().basis).toBe('serving');
  });

  it('replaces the whole recipe, and no lines leave the dish without one', async () => {
    await putRecipe('Garlic Mashed Potatoes', {
      lines: [
        { ingredientId: milk.id, quantity: 2, unit: 'qt' },
        { ingredientId: cheese.id, quantity: 1, unit: 'lb' },
      ],
      halfPanFactor: 0.6,
    });
    const replaced = await putRecipe('Garlic Mashed Potatoes', {
      lines: [{ ingredientId: milk.id, quantity: 1, unit: 'qt' }],
    });
    expect(replaced.json<Recipe>().lines.map((l) => [l.name, l.quantity, l.unit])).toEqual([
      [milk.name, 1, 'qt'],
    ]);
    expect(replaced.json<Recipe>().halfPanFactor).toBeNull();

    const emptied = await putRecipe('Garlic Mashed Potatoes', { lines: [] });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json<Recipe>().lines).toEqual([]);
    const cost = await costOf('Garlic Mashed Potatoes');
    expect(cost).toMatchObject({ hasRecipe: false, half: { costCents: null }, full: { costCents: null } });
  });

  it('refuses a unit of the wrong kind with 400 naming the line', async () => {
    const res = await putRecipe('Candied Yams', {
      lines: [
        { ingredientId: milk.id, quantity: 1, unit: 'cup' },
        { ingredientId: eggs.id, quantity: 2, unit: 'cup' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Line 2: ${eggs.name} are counted in each, not cup`);
    const weighed = await putRecipe('Candied Yams', {
      lines: [{ ingredientId: cheese.id, quantity: 1, unit: 'gal' }],
    });
    expect(weighed.json().message).toBe(`Line 1: ${cheese.name} is weighed in lb, not gal`);
  });

  it('refuses an unknown ingredient with 400 naming the line, and leaves the recipe as it was', async () => {
    await putRecipe('Candied Yams', { lines: [{ ingredientId: milk.id, quantity: 1, unit: 'cup' }] });
    const res = await putRecipe('Candied Yams', {
      lines: [
        { ingredientId: milk.id, quantity: 2, unit: 'cup' },
        { ingredientId: 999_999, quantity: 1, unit: 'lb' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Line 2: there is no ingredient 999999/);
    const kept = await send('GET', `/api/menu-items/${t.dish('Candied Yams').id}/recipe`, t.admin);
    expect(kept.json<Recipe>().lines.map((l) => l.quantity)).toEqual([1]);
  });

  it.each([
    ['an unknown field', { lines: [], extra: true }],
    ['an unknown field in a line', { lines: [{ ingredientId: 1, quantity: 1, unit: 'lb', note: 'x' }] }],
    ['no lines', {}],
    ['a unit the library does not spell so', { lines: [{ ingredientId: 1, quantity: 1, unit: 'pound' }] }],
    ['a quantity of 0', { lines: [{ ingredientId: 1, quantity: 0, unit: 'lb' }] }],
    ['a quantity with 5 decimals', { lines: [{ ingredientId: 1, quantity: 0.00001, unit: 'lb' }] }],
    ['a half pan factor over 1', { lines: [], halfPanFactor: 1.5 }],
    [
      'one ingredient twice',
      {
        lines: [
          { ingredientId: 1, quantity: 1, unit: 'lb' },
          { ingredientId: 1, quantity: 2, unit: 'lb' },
        ],
      },
    ],
  ])('refuses %s with 400', async (_what, body) => {
    const res = await putRecipe('Candied Yams', body);
    expect(res.statusCode, res.body).toBe(400);
  });

  it('answers 404 for an unknown dish', async () => {
    const body = { lines: [{ ingredientId: milk.id, quantity: 1, unit: 'cup' }] };
    expect((await send('PUT', '/api/menu-items/999999/recipe', t.admin, body)).statusCode).toBe(404);
    expect((await send('GET', '/api/menu-items/999999/recipe', t.admin)).statusCode).toBe(404);
    expect((await send('GET', '/api/menu-items/999999/cost', t.admin)).statusCode).toBe(404);
  });

  it('writes the change in the dish’s history, with its lines before and after', async () => {
    await putRecipe('Seasoned Yellow Rice', { lines: [{ ingredientId: milk.id, quantity: 1, unit: 'cup' }] });
    await putRecipe('Seasoned Yellow Rice', {
      lines: [{ ingredientId: milk.id, quantity: 1.5, unit: 'cup' }],
      halfPanFactor: 0.55,
    });
    const res = await send(
      'GET',
      `/api/admin/audit?entity=menu-item&id=${t.dish('Seasoned Yellow Rice').id}`,
      t.admin,
    );
    const [latest] = res.json<AuditPage>().events;
    expect(latest).toMatchObject({
      action: 'recipe',
      before: { ingredients: [`1 cup ${milk.name}`], halfPanFactor: null },
      after: { ingredients: [`1.5 cup ${milk.name}`], halfPanFactor: '0.55' },
    });
  });
});

describe('GET /api/menu-items/{id}/cost', () => {
  it('costs a full pan from its recipe and a half pan as half, each rounded once, against its price', async () => {
    // The recipe set above: 600 + 1375 + 157.125 + 160 = 2292.125 cents a full pan.
    const cost = await costOf('Baked Macaroni & Cheese');
    const prices = t.dish('Baked Macaroni & Cheese').prices;
    expect(cost).toEqual({
      menuItemId: t.dish('Baked Macaroni & Cheese').id,
      full: { costCents: 2292, foodCostPercent: Math.round((229212.5 / prices.fullPanCents!) * 10) / 10 },
      // 1146.0625 cents
      half: { costCents: 1146, foodCostPercent: Math.round((114606.25 / prices.halfPanCents!) * 10) / 10 },
      perPerson: null,
      each: null,
      hasRecipe: true,
      missingIngredients: [],
      targetPercent: 30,
      overTarget: false,
    });
  });

  it('takes the recipe’s half pan factor for a half pan', async () => {
    await putRecipe('Honey-Glazed Carrots', {
      lines: [{ ingredientId: macaroni.id, quantity: 5, unit: 'lb' }],
      halfPanFactor: 0.6,
    });
    const cost = await costOf('Honey-Glazed Carrots');
    expect(cost.full?.costCents).toBe(1000);
    expect(cost.half?.costCents).toBe(600);
  });

  it('rounds the exact sum of the lines once: three lines of a third of a cent cost a cent', async () => {
    const thirds = await Promise.all(
      ['Thyme', 'Sage', 'Rosemary'].map((herb) => addIngredient(herb, 3, 'ea', 1)),
    );
    const recipe = await putRecipe('Smothered Turkey Wings', {
      lines: thirds.map((i) => ({ ingredientId: i.id, quantity: 1, unit: 'ea' })),
    });
    expect(recipe.json<Recipe>().lines.map((l) => l.costCents)).toEqual([0, 0, 0]);
    const cost = await costOf('Smothered Turkey Wings');
    expect(cost.full?.costCents).toBe(1);
    // Sold by the full pan only: no half pan to cost.
    expect(cost.half).toBeNull();
  });

  it('says the cost is unknown, naming the ingredients without a price, instead of a wrong figure', async () => {
    await putRecipe('Cornbread Dressing', {
      lines: [
        { ingredientId: macaroni.id, quantity: 1, unit: 'lb' },
        { ingredientId: saffron.id, quantity: 1, unit: 'g' },
      ],
    });
    const cost = await costOf('Cornbread Dressing');
    expect(cost).toMatchObject({
      hasRecipe: true,
      missingIngredients: [saffron.name],
      full: { costCents: null, foodCostPercent: null },
      half: { costCents: null, foodCostPercent: null },
      overTarget: false,
    });
    const recipe = (
      await send('GET', `/api/menu-items/${t.dish('Cornbread Dressing').id}/recipe`, t.admin)
    ).json<Recipe>();
    expect(recipe.lines.map((l) => l.costCents)).toEqual([200, null]);
  });

  it('marks a dish over the owner’s target, and follows the target the owner sets', async () => {
    // $20.00 of macaroni for one serving of a $X per person dish.
    await putRecipe('Brioche French Toast Bake', {
      lines: [{ ingredientId: macaroni.id, quantity: 10, unit: 'lb' }],
    });
    const price = t.dish('Brioche French Toast Bake').prices.perPersonCents!;
    const cost = await costOf('Brioche French Toast Bake');
    expect(cost.perPerson).toEqual({
      costCents: 2000,
      foodCostPercent: Math.round((200000 / price) * 10) / 10,
    });
    expect(cost.overTarget).toBe((2000 / price) * 100 > 30);
    expect(cost.overTarget).toBe(true);

    const { instagram: _instagram, ...business } = await t.app.settings.getBusiness();
    await t.app.settings.updateBusiness({
      ...business,
      offer: { ...business.offer, costing: { foodCostTargetPercent: 100 } },
    });
    const relaxed = await costOf('Brioche French Toast Bake');
    expect(relaxed).toMatchObject({ targetPercent: 100, overTarget: (2000 / price) * 100 > 100 });
    await t.app.settings.updateBusiness({
      ...business,
      offer: { ...business.offer, costing: { foodCostTargetPercent: 30 } },
    });
  });
});

describe('GET /api/admin/dish-costs', () => {
  it('answers every dish of the menu, hidden ones too, each as its own cost route answers it', async () => {
    const res = await send('GET', '/api/admin/dish-costs', t.admin);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<{ targetPercent: number; dishes: (DishCost & { name: string })[] }>();
    expect(list.targetPercent).toBe(30);
    const adminMenu = (await send('GET', '/api/menu-items', t.admin)).json<{ id: number }[]>();
    expect(list.dishes.map((d) => d.menuItemId).sort()).toEqual(adminMenu.map((d) => d.id).sort());

    for (const name of ['Baked Macaroni & Cheese', 'Brioche French Toast Bake', 'Cornbread Dressing']) {
      const entry = list.dishes.find((d) => d.menuItemId === t.dish(name).id)!;
      expect(entry).toEqual({ ...(await costOf(name)), name });
    }
    const over = list.dishes.filter((d) => d.overTarget).map((d) => d.name);
    expect(over).toContain('Brioche French Toast Bake');
    expect(over).not.toContain('Baked Macaroni & Cheese');
  });
});

describe('who may read and write recipes and costs', () => {
  const routes: [Method, string, unknown?][] = [
    ['GET', '/api/menu-items/1/recipe'],
    ['PUT', '/api/menu-items/1/recipe', { lines: [] }],
    ['GET', '/api/menu-items/1/cost'],
    ['GET', '/api/admin/dish-costs'],
  ];

  it.each(routes)(
    '%s %s: 401 without a session, 403 for a client and for staff',
    async (method, url, body) => {
      expect((await send(method, url, undefined, body)).statusCode).toBe(401);
      expect((await send(method, url, t.client, body)).statusCode).toBe(403);
      expect((await send(method, url, await signInAsStaff(t.app, t.db), body)).statusCode).toBe(403);
    },
  );
});
