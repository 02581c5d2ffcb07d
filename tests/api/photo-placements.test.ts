import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import type { Photo, SitePhotos } from '../../src/common/photos.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

const t = signedInTestApp();
let dish: MenuItem;
beforeAll(async () => {
  dish = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>()[0]!;
});

const BOUNDARY = '----placement-test';

function multipart(fields: Record<string, string>, bytes: Buffer): Buffer {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return Buffer.concat(parts);
}

const png = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#8a5a2b' } })
    .png()
    .toBuffer();

async function upload(fields: Record<string, string>, cookie = t.admin) {
  return t.app.inject({
    method: 'POST',
    url: '/api/gallery/upload',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart({ category: 'events', ...fields }, await png()),
  });
}

const sitePhotos = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/site-photos' })).json<SitePhotos>();

describe('photo placements', () => {
  it('a photo uploaded to the hero placement is one of the public hero photos, with its size', async () => {
    const res = await upload({ displayName: 'Our summer wedding', placement: 'hero' });
    expect(res.statusCode).toBe(201);
    const photo = res.json<Photo>();
    expect(photo.placement).toBe('hero');
    const site = await sitePhotos();
    expect(site.hero.map((p) => p.displayName)).toEqual(['Our summer wedding']);
    expect(site.hero[0]).toMatchObject({ imageWidth: 1600, imageHeight: 900 });
    // It is not a gallery photo, and other placements stay empty until given photos (built-in artwork).
    expect(site.showcase).toEqual([]);
  });

  it('an upload without a placement goes to the gallery, not the public site images', async () => {
    const res = await upload({ displayName: 'Plain gallery photo' });
    expect(res.json<Photo>().placement).toBe('gallery');
    const site = await sitePhotos();
    expect(
      Object.values(site)
        .flat()
        .map((p) => p.displayName),
    ).not.toContain('Plain gallery photo');
  });

  it('an admin moves a photo to another placement and orders the placement', async () => {
    const a = (await upload({ displayName: 'Showcase A', placement: 'showcase' })).json<Photo>();
    const b = (await upload({ displayName: 'Showcase B', placement: 'showcase' })).json<Photo>();
    const c = (await upload({ displayName: 'Later showcase' })).json<Photo>();
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/photos/${c.id}`,
      headers: { cookie: t.admin },
      payload: { placement: 'showcase' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await sitePhotos()).showcase.map((p) => p.displayName)).toEqual([
      'Showcase A',
      'Showcase B',
      'Later showcase',
    ]);

    const reorder = await t.app.inject({
      method: 'PATCH',
      url: '/api/gallery/order',
      headers: { cookie: t.admin },
      payload: { ids: [c.id, b.id, a.id] },
    });
    expect(reorder.statusCode).toBe(200);
    expect((await sitePhotos()).showcase.map((p) => p.displayName)).toEqual([
      'Later showcase',
      'Showcase B',
      'Showcase A',
    ]);
  });

  it('a hidden photo is not public, but the admin still lists it', async () => {
    const photo = (await upload({ displayName: 'Hidden hero', placement: 'hero' })).json<Photo>();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/photos/${photo.id}`,
      headers: { cookie: t.admin },
      payload: { isActive: false },
    });
    expect((await sitePhotos()).hero.map((p) => p.displayName)).not.toContain('Hidden hero');
    const visitorList = (await t.app.inject({ method: 'GET', url: '/api/photos?placement=hero' })).json<
      Photo[]
    >();
    expect(visitorList.map((p) => p.displayName)).not.toContain('Hidden hero');
    const adminList = (
      await t.app.inject({ method: 'GET', url: '/api/photos?placement=hero', headers: { cookie: t.admin } })
    ).json<Photo[]>();
    expect(adminList.map((p) => p.displayName)).toContain('Hidden hero');
  });

  it('a dish photo links a menu item; an unknown dish or placement is a 400 with a message', async () => {
    const linked = await upload({
      displayName: dish.name,
      placement: 'dinner-dish',
      menuItemId: String(dish.id),
    });
    expect(linked.statusCode).toBe(201);
    expect((await sitePhotos())['dinner-dish'][0]?.menuItemId).toBe(dish.id);

    const unknownDish = await upload({ displayName: 'X', placement: 'signature-dish', menuItemId: '999999' });
    expect(unknownDish.statusCode).toBe(400);
    expect(unknownDish.json().fieldErrors.menuItemId).toBe('Unknown dish');

    const photo = linked.json<Photo>();
    const badPlacement = await t.app.inject({
      method: 'PATCH',
      url: `/api/photos/${photo.id}`,
      headers: { cookie: t.admin },
      payload: { placement: 'billboard' },
    });
    expect(badPlacement.statusCode).toBe(400);
    expect(badPlacement.json().message).toContain('Choose a placement from the list');
    const badDish = await t.app.inject({
      method: 'PATCH',
      url: `/api/photos/${photo.id}`,
      headers: { cookie: t.admin },
      payload: { menuItemId: 999999 },
    });
    expect(badDish.statusCode).toBe(400);
  });

  it('a page banner shows one photo: the first active one of its placement, and only on its own page', async () => {
    const first = (
      await upload({ displayName: 'Contact banner one', placement: 'contact-banner' })
    ).json<Photo>();
    await upload({ displayName: 'Contact banner two', placement: 'contact-banner' });
    let site = await sitePhotos();
    expect(site['contact-banner'].map((p) => p.displayName)).toEqual(['Contact banner one']);
    expect(site['about-banner']).toEqual([]);
    // Hidden, the next photo of the placement takes its place.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/photos/${first.id}`,
      headers: { cookie: t.admin },
      payload: { isActive: false },
    });
    site = await sitePhotos();
    expect(site['contact-banner'].map((p) => p.displayName)).toEqual(['Contact banner two']);
  });

  it('only admins assign placements', async () => {
    const photo = (await upload({ displayName: 'Admin only', placement: 'event' })).json<Photo>();
    for (const cookie of [t.client, '']) {
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/photos/${photo.id}`,
        headers: cookie ? { cookie } : {},
        payload: { placement: 'hero' },
      });
      expect(patch.statusCode).toBe(cookie ? 403 : 401);
      const post = await upload({ displayName: 'Sneaky hero', placement: 'hero' }, cookie);
      expect(post.statusCode).toBe(cookie ? 403 : 401);
    }
    expect((await sitePhotos()).hero.map((p) => p.displayName)).not.toContain('Sneaky hero');
  });

  it('gallery photos featured on the homepage join the event photos; the list answers 304 when unchanged', async () => {
    const featured = (
      await upload({ displayName: 'Featured gallery shot', featuredOnHomepage: 'true' })
    ).json<Photo>();
    // The home page shows the first four event photos: put this one first.
    await t.app.inject({
      method: 'PATCH',
      url: '/api/gallery/order',
      headers: { cookie: t.admin },
      payload: { ids: [featured.id] },
    });
    const first = await t.app.inject({ method: 'GET', url: '/api/site-photos' });
    expect(first.json<SitePhotos>().event.map((p) => p.displayName)).toContain('Featured gallery shot');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/site-photos',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
