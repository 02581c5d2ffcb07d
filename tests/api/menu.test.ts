import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { MenuCategory, MenuItem } from '../../src/common/menu/schema.ts';
import { seedMenu } from '../../src/server/features/menu/menu.seed.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

const t = signedInTestApp();

const list = async (cookie?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/menu-items',
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json<MenuItem[]>();
};

const NEW_ITEM = {
  name: 'Smoked Gouda Grits',
  description: 'Stone-ground grits with smoked gouda.',
  price: 'Half Pan $60 / Full Pan $100',
  category: 'sides',
  servingSize: 'Half pan serves 10-12',
  prepTime: '30 minutes',
  minOrder: 1,
};

describe('the seeded menu', () => {
  it('holds the 39-item catering menu and the eight dinner dishes in managed categories', async () => {
    const items = await list();
    expect(items.filter((i) => i.category !== 'dinner')).toHaveLength(39);
    expect(items.filter((i) => i.category === 'dinner').map((i) => i.name)).toEqual([
      'Grilled Lamb Chops',
      'Pan-Seared Salmon',
      'Beef Tenderloin',
      'Chicken Marsala',
      'Vegetarian Risotto',
      'Lobster Tail',
      'Duck Confit',
      'Pork Tenderloin',
    ]);
    const categories = (await t.app.inject({ method: 'GET', url: '/api/menu-categories' })).json<
      MenuCategory[]
    >();
    expect(categories.map((c) => `${c.slug}:${c.kind}`)).toEqual([
      'salads:catering',
      'vegetables:catering',
      'sides:catering',
      'entrees:catering',
      'brunch:catering',
      'desserts:catering',
      'dinner:dinner',
    ]);
  });

  it('is not loaded again at the next start once the business has changed it', async () => {
    const [first] = await list(t.admin);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/menu-items/${first!.id}`,
      headers: { cookie: t.admin },
    });
    expect(del.statusCode).toBe(204);
    const before = (await list(t.admin)).length;
    await seedMenu(t.db, { demoPhotos: true });
    expect((await list(t.admin)).length).toBe(before);
  });
});

describe('GET /api/menu-items', () => {
  it('shows visitors active items only and admins every item', async () => {
    const [target] = await list(t.admin);
    const hide = await t.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${target!.id}`,
      headers: { cookie: t.admin },
      payload: { isActive: false },
    });
    expect(hide.statusCode).toBe(200);
    expect((await list()).some((i) => i.id === target!.id)).toBe(false);
    expect((await list(t.client)).some((i) => i.id === target!.id)).toBe(false);
    expect((await list(t.admin)).find((i) => i.id === target!.id)?.isActive).toBe(false);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${target!.id}`,
      headers: { cookie: t.admin },
      payload: { isActive: true },
    });
  });

  it('answers 304 to a browser holding the current ETag, and a new ETag after a write', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/menu-items' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"m-/);
    expect(first.headers['cache-control']).toContain('no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/menu-items',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const [item] = await list(t.admin);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${item!.id}`,
      headers: { cookie: t.admin },
      payload: { description: `${item!.description} Made fresh.` },
    });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/menu-items',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json<MenuItem[]>().find((i) => i.id === item!.id)?.description).toContain('Made fresh.');
  });

  it('sends the list compressed ahead of time to browsers that accept brotli or gzip', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/menu-items' });
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/menu-items',
        headers: { 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
  });
});

describe('POST /api/menu-items', () => {
  it('lets an admin add an item that visitors then see', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/menu-items',
      headers: { cookie: t.admin },
      payload: NEW_ITEM,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<MenuItem>();
    expect(created).toMatchObject({
      ...NEW_ITEM,
      // The spec's text, derived from the amounts it was read into (decision 0056).
      price: 'Half Pan: $60 | Full Pan: $100',
      prices: { halfPanCents: 6000, fullPanCents: 10000 },
      popular: false,
      isActive: true,
      dietary: [],
      imageUrl: null,
    });
    expect((await list()).some((i) => i.id === created.id)).toBe(true);
  });

  it("takes the second spec's create call, which sends no minOrder: it defaults to 1", async () => {
    // spec 2 §7: name, description, price, category, servingSize, prepTime, popular, isActive.
    const { minOrder: _minOrder, ...secondSpecFields } = NEW_ITEM;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/menu-items',
      headers: { cookie: t.admin },
      payload: { ...secondSpecFields, name: 'Sweet Potato Pie', popular: true, isActive: true },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<MenuItem>()).toMatchObject({ name: 'Sweet Potato Pie', minOrder: 1, popular: true });
  });

  it('refuses visitors with 401 and clients with 403', async () => {
    const visitor = await t.app.inject({ method: 'POST', url: '/api/menu-items', payload: NEW_ITEM });
    expect(visitor.statusCode).toBe(401);
    const asClient = await t.app.inject({
      method: 'POST',
      url: '/api/menu-items',
      headers: { cookie: t.client },
      payload: NEW_ITEM,
    });
    expect(asClient.statusCode).toBe(403);
  });

  it('names every missing required field in a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/menu-items',
      headers: { cookie: t.admin },
      payload: { name: ' ', category: 'sides' },
    });
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json<{ fieldErrors: Record<string, string> }>();
    // minOrder is not among them: absent, it defaults to 1 (see above).
    expect(Object.keys(fieldErrors).sort()).toEqual(
      ['description', 'name', 'prepTime', 'price', 'servingSize'].sort(),
    );
    expect(fieldErrors.name).toBe('Name is required');
  });

  it('refuses a category that is not in the list, and a photo from another site', async () => {
    const badCategory = await t.app.inject({
      method: 'POST',
      url: '/api/menu-items',
      headers: { cookie: t.admin },
      payload: { ...NEW_ITEM, category: 'beverages' },
    });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().fieldErrors).toEqual({ category: 'Choose a category from the list' });
    const foreignPhoto = await t.app.inject({
      method: 'POST',
      url: '/api/menu-items',
      headers: { cookie: t.admin },
      payload: { ...NEW_ITEM, imageUrl: 'https://tracker.example/pixel.png' },
    });
    expect(foreignPhoto.statusCode).toBe(400);
    expect(foreignPhoto.json().fieldErrors).toHaveProperty('imageUrl');
  });
});

describe('PATCH and DELETE /api/menu-items/{id}', () => {
  it('updates the fields sent and leaves the others', async () => {
    const [item] = await list(t.admin);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${item!.id}`,
      headers: { cookie: t.admin },
      payload: {
        popular: true,
        dietary: ['vegetarian', 'gluten-free'],
        price: 'Half Pan $65 / Full Pan $95',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: item!.name,
      popular: true,
      price: 'Half Pan: $65 | Full Pan: $95',
    });
  });

  it('refuses bad input, unknown items and non-admins', async () => {
    const [item] = await list(t.admin);
    const url = `/api/menu-items/${item!.id}`;
    const bad = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: t.admin },
      payload: { minOrder: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('minOrder');
    const tag = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: t.admin },
      payload: { dietary: ['vegan'] },
    });
    expect(tag.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/menu-items/999999',
      headers: { cookie: t.admin },
      payload: { name: 'Ghost' },
    });
    expect(unknown.statusCode).toBe(404);
    const notANumber = await t.app.inject({
      method: 'PATCH',
      url: '/api/menu-items/abc',
      headers: { cookie: t.admin },
      payload: {},
    });
    // A path that names no record is not found (plain decimal ids only).
    expect(notANumber.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PATCH', url, headers: { cookie: t.client }, payload: { name: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url, payload: { name: 'x' } })).statusCode).toBe(401);
  });

  it('deletes an item for an admin only', async () => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/menu-items',
        headers: { cookie: t.admin },
        payload: NEW_ITEM,
      })
    ).json<MenuItem>();
    const url = `/api/menu-items/${created.id}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie: t.client } })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie: t.admin } })).statusCode).toBe(
      204,
    );
    expect((await list(t.admin)).some((i) => i.id === created.id)).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie: t.admin } })).statusCode).toBe(
      404,
    );
  });
});

describe('/api/menu-categories', () => {
  it('lets an admin add a category that the items can then use', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/menu-categories',
      headers: { cookie: t.admin },
      payload: { label: 'Appetizers' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ slug: 'appetizers', label: 'Appetizers', kind: 'catering' });
    const item = await t.app.inject({
      method: 'POST',
      url: '/api/menu-items',
      headers: { cookie: t.admin },
      payload: { ...NEW_ITEM, category: 'appetizers' },
    });
    expect(item.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/menu-categories',
      headers: { cookie: t.admin },
      payload: { label: 'appetizers' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses clients and nameless categories', async () => {
    const asClient = await t.app.inject({
      method: 'POST',
      url: '/api/menu-categories',
      headers: { cookie: t.client },
      payload: { label: 'Soups' },
    });
    expect(asClient.statusCode).toBe(403);
    const nameless = await t.app.inject({
      method: 'POST',
      url: '/api/menu-categories',
      headers: { cookie: t.admin },
      payload: { label: '!!!' },
    });
    expect(nameless.statusCode).toBe(400);
  });
});
