import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import { DEFAULT_OFFER } from '../../src/common/offer/index.ts';
import type { Photo, SitePhotos } from '../../src/common/photos.ts';
import { buildTestApp, signInAsAdmin, type TestApp } from '../helpers/test-app.ts';
import { postQuote, quoteBody, VISITOR_CONTACT } from './quotes.fixtures.ts';

/** Issue 24 §1: a hidden dish is in no public answer, and answers as an unknown one. */

/** A client build with only its page template, so pages are served (and carry their first-paint data). */
function templateOnlyClient(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hidden-dishes-client-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Catering</title><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>',
  );
  return dir;
}

let t: TestApp;
let clientDir: string;
let admin: string;
let dish: MenuItem;
const fullService = DEFAULT_OFFER.perPerson.find((p) => p.key === 'full-service')!;

beforeAll(async () => {
  clientDir = templateOnlyClient();
  t = await buildTestApp({ CLIENT_DIST: clientDir });
  admin = await signInAsAdmin(t.app);
  const menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>();
  dish = menu.find((i) => fullService.eligibleCategories.includes(i.category) && !/market/i.test(i.price))!;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const BOUNDARY = '----hidden-dish';
async function uploadDishPhoto(menuItemId: number): Promise<Photo> {
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#6b4423' } })
    .png()
    .toBuffer();
  const fields = { displayName: 'Chef special', category: 'events', placement: 'signature-dish', menuItemId };
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/gallery/upload',
    headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<Photo>();
}

const setActive = async (isActive: boolean) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/menu-items/${dish.id}`,
    headers: { cookie: admin },
    payload: { isActive },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('a hidden dish', () => {
  it('a visitor’s quote naming it gets the answer an unknown dish gets', async () => {
    await setActive(false);
    try {
      const hidden = await postQuote(t.app, quoteBody({ ...VISITOR_CONTACT, dishes: [dish.id] }));
      const unknown = await postQuote(t.app, quoteBody({ ...VISITOR_CONTACT, dishes: [999_999] }));
      expect(hidden.statusCode).toBe(400);
      expect(hidden.json()).toMatchObject({
        message: `Menu item ${dish.id} is not available.`,
        fieldErrors: { dishes: `Menu item ${dish.id} is not available.` },
      });
      expect(hidden.body).not.toContain(dish.name);
      expect(unknown.json().message).toBe('Menu item 999999 is not available.');
    } finally {
      await setActive(true);
    }
  });

  it('its photo leaves the site photos and the rendered pages, and comes back with it', async () => {
    const photo = await uploadDishPhoto(dish.id);
    const linked = () =>
      t.app
        .inject({ method: 'GET', url: '/api/site-photos' })
        .then((res) => res.json<SitePhotos>()['signature-dish'].find((p) => p.id === photo.id));
    expect((await linked())?.dish?.name).toBe(dish.name);

    await setActive(false);
    try {
      expect(await linked()).toBeUndefined();
      for (const page of ['/', '/gallery', '/about', '/services']) {
        const res = await t.app.inject({ method: 'GET', url: page });
        expect(res.statusCode, page).toBe(200);
        expect(res.body, page).not.toContain(dish.name);
      }
    } finally {
      await setActive(true);
    }
    expect((await linked())?.dish?.name).toBe(dish.name);
  });
});
