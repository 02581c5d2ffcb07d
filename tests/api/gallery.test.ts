import { describe, expect, it } from 'vitest';
import { FEATURED_PHOTOS_PATH, type Photo, PhotoListSchema } from '../../src/common/photos.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

const t = signedInTestApp();

async function list(url = '/api/gallery', cookie?: string): Promise<Photo[]> {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return PhotoListSchema.parse(res.json());
}

const send = (method: 'PUT' | 'PATCH', url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload: payload as object });

describe('GET /api/gallery', () => {
  it('is the same list as /api/photos', async () => {
    expect(await list('/api/gallery')).toEqual(await list('/api/photos'));
  });

  it('gives the home page the active photos marked for it, even when an admin asks', async () => {
    const all = await list('/api/gallery', t.admin);
    const featured = all.filter((p) => p.featuredOnHomepage);
    expect(featured.length).toBeGreaterThan(1);
    await send('PUT', `/api/gallery/${featured[0]!.id}`, { ...featured[0], isActive: false }, t.admin);

    const forHome = await list(FEATURED_PHOTOS_PATH, t.admin);
    expect(forHome.map((p) => p.id)).toEqual(featured.slice(1).map((p) => p.id));
    expect(forHome.every((p) => p.featuredOnHomepage && p.isActive)).toBe(true);
    await send('PUT', `/api/gallery/${featured[0]!.id}`, { ...featured[0], isActive: true }, t.admin);
  });

  it('filters by category and refuses a bad featured flag with 400', async () => {
    const desserts = await list('/api/gallery?category=desserts');
    expect(desserts.length).toBeGreaterThan(0);
    expect(desserts.every((p) => p.category === 'desserts')).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: '/api/gallery?featured=maybe' });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /api/gallery/{id}', () => {
  it('an admin saves the photo object; read-only fields it carries are ignored', async () => {
    const [photo] = await list();
    const res = await send(
      'PUT',
      `/api/gallery/${photo!.id}`,
      {
        ...photo,
        id: 424242,
        imageUrl: 'https://evil.example/x.png',
        sortOrder: 99,
        displayName: 'Golden Fried Chicken',
        tags: 'fried, crispy ,',
        featuredOnHomepage: false,
      },
      t.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: photo!.id,
      imageUrl: photo!.imageUrl,
      sortOrder: photo!.sortOrder,
      displayName: 'Golden Fried Chicken',
      tags: ['fried', 'crispy'],
      featuredOnHomepage: false,
    });
  });

  it('refuses visitors with 401 and clients with 403', async () => {
    const [photo] = await list();
    expect((await send('PUT', `/api/gallery/${photo!.id}`, photo)).statusCode).toBe(401);
    expect((await send('PUT', `/api/gallery/${photo!.id}`, photo, t.client)).statusCode).toBe(403);
  });

  it('needs a display name and a category from the list', async () => {
    const [photo] = await list();
    const noName = await send('PUT', `/api/gallery/${photo!.id}`, { category: 'lunch' }, t.admin);
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fieldErrors.displayName).toBe('Display name is required');
    const badCategory = await send(
      'PUT',
      `/api/gallery/${photo!.id}`,
      { ...photo, category: 'pizza' },
      t.admin,
    );
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().fieldErrors).toHaveProperty('category');
    expect((await send('PUT', '/api/gallery/999999', photo, t.admin)).statusCode).toBe(404);
  });
});

describe('PATCH /api/gallery/order', () => {
  it('an admin moves a photo up; the named photos lead and the rest keep their order', async () => {
    const before = await list('/api/gallery', t.admin);
    const ids = before.map((p) => p.id);
    const res = await send('PATCH', '/api/gallery/order', { ids: [ids[2], ids[0]] }, t.admin);
    expect(res.statusCode, res.body).toBe(200);
    const expected = [ids[2], ids[0], ...ids.filter((id) => id !== ids[2] && id !== ids[0])];
    expect(PhotoListSchema.parse(res.json()).map((p) => p.id)).toEqual(expected);
    expect((await list()).map((p) => p.id)).toEqual(expected);
  });

  it('refuses visitors with 401 and clients with 403', async () => {
    const ids = (await list()).map((p) => p.id);
    expect((await send('PATCH', '/api/gallery/order', { ids })).statusCode).toBe(401);
    expect((await send('PATCH', '/api/gallery/order', { ids }, t.client)).statusCode).toBe(403);
  });

  it.each([
    [{ ids: [] }, 'Name at least one photo'],
    [{ ids: [1, 1] }, 'A photo may appear only once'],
    [{ ids: ['1'] }, undefined],
    [{ ids: [true] }, undefined],
    [{ ids: [999999] }, 'Unknown photo id'],
    [{}, undefined],
  ])('refuses %j with 400', async (body, message) => {
    const before = (await list()).map((p) => p.id);
    const res = await send('PATCH', '/api/gallery/order', body, t.admin);
    expect(res.statusCode).toBe(400);
    const fieldErrors: Record<string, string> = res.json().fieldErrors;
    expect(Object.keys(fieldErrors).some((field) => field.startsWith('ids'))).toBe(true);
    if (message) expect(fieldErrors.ids).toBe(message);
    expect((await list()).map((p) => p.id)).toEqual(before);
  });
});
