import { describe, expect, it } from 'vitest';
import { type Photo, PhotoListSchema } from '../../src/common/photos.ts';
import { DEMO_PHOTOS } from '../../src/server/features/photos/photos.seed.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

const t = signedInTestApp();

async function list(url: string, cookie?: string): Promise<Photo[]> {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return PhotoListSchema.parse(res.json());
}

const patch = (id: number | string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/photos/${id}`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

describe('GET /api/photos', () => {
  it('lists the seeded demo photos in gallery order with every field of the spec', async () => {
    const photos = await list('/api/photos');
    expect(photos.map((p) => p.displayName)).toEqual(DEMO_PHOTOS.map((p) => p.displayName));
    expect(photos[0]).toMatchObject({
      filename: 'fried-chicken.webp',
      imageUrl: '/gallery-art/fried-chicken-960.webp',
      category: 'entrees',
      tags: ['chicken', 'southern', 'crowd favorite'],
      isActive: true,
      featuredOnHomepage: true,
      sortOrder: 0,
    });
    expect(Date.parse(photos[0]!.createdAt)).not.toBeNaN();
  });

  it('answers an unchanged list with 304 when the browser sends its ETag back', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/photos' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/photos',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses an unknown category filter with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/photos?category=pizza' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('PATCH /api/photos/{id}', () => {
  it('an admin edits name, description, category, tags and hides a photo; visitors no longer see it', async () => {
    const [target] = await list('/api/photos');
    const before = await t.app.inject({ method: 'GET', url: '/api/gallery' });
    const res = await patch(
      target!.id,
      {
        displayName: '  Crispy Chicken  ',
        description: 'Now with hot honey.',
        category: 'dinner',
        tags: [' hot honey ', '', 'chicken', 'chicken'],
        isActive: false,
      },
      t.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: target!.id,
      displayName: 'Crispy Chicken',
      description: 'Now with hot honey.',
      category: 'dinner',
      tags: ['hot honey', 'chicken'],
      isActive: false,
    });

    const visitorView = await list('/api/gallery');
    expect(visitorView.map((p) => p.id)).not.toContain(target!.id);
    const clientView = await list('/api/photos', t.client);
    expect(clientView.map((p) => p.id)).not.toContain(target!.id);
    const adminView = await list('/api/gallery', t.admin);
    expect(adminView.find((p) => p.id === target!.id)).toMatchObject({ isActive: false });
    // The write changed the list, so the old ETag must not earn a 304.
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/gallery',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(stale.statusCode).toBe(200);

    expect((await patch(target!.id, { isActive: true }, t.admin)).json()).toMatchObject({ isActive: true });
  });

  it('refuses a visitor with 401 and a client with 403, and changes nothing', async () => {
    const [target] = await list('/api/photos');
    expect((await patch(target!.id, { displayName: 'Hacked' })).statusCode).toBe(401);
    const res = await patch(target!.id, { displayName: 'Hacked' }, t.client);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await list('/api/photos')).find((p) => p.id === target!.id)!.displayName).not.toBe('Hacked');
  });

  it.each([
    [{ displayName: '   ' }, 'displayName', 'Display name is required'],
    [{ category: '' }, 'category', 'Category is required'],
    [{ category: 'pizza' }, 'category', 'Choose a category from the list'],
    [{ tags: 'not, a, list' }, undefined, undefined],
    [{ tags: [1, 2] }, 'tags', undefined],
    [{ isActive: 'yes' }, 'isActive', undefined],
    [{ displayName: 'x'.repeat(121) }, 'displayName', undefined],
  ])('answers %j with 400 naming the field', async (body, field, message) => {
    const [target] = await list('/api/photos');
    const res = await patch(target!.id, body, t.admin);
    if (field === undefined) {
      // Comma-separated text is accepted too: the gallery's form sends tags that way.
      expect(res.statusCode).toBe(200);
      expect(res.json().tags).toEqual(['not', 'a', 'list']);
      return;
    }
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty(field);
    if (message) expect(res.json().fieldErrors[field]).toBe(message);
  });

  it('answers 404 for an unknown photo and for an id that is not a plain number', async () => {
    expect((await patch(999999, { displayName: 'Ghost' }, t.admin)).statusCode).toBe(404);
    expect((await patch('abc', { displayName: 'Ghost' }, t.admin)).statusCode).toBe(404);
    expect((await patch('99999999999', { displayName: 'Ghost' }, t.admin)).statusCode).toBe(404);
  });
});

describe('DELETE /api/photos/{id}', () => {
  it('refuses visitors and clients, then lets an admin delete a photo from both lists', async () => {
    const photos = await list('/api/photos');
    const target = photos.at(-1)!;
    const url = `/api/photos/${target.id}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie: t.client } })).statusCode).toBe(
      403,
    );

    const res = await t.app.inject({ method: 'DELETE', url, headers: { cookie: t.admin } });
    expect(res.statusCode).toBe(204);
    expect((await list('/api/photos', t.admin)).map((p) => p.id)).not.toContain(target.id);
    expect((await list('/api/gallery', t.admin)).map((p) => p.id)).not.toContain(target.id);
    expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie: t.admin } })).statusCode).toBe(
      404,
    );
  });
});
