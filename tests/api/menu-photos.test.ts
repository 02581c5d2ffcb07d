import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../src/common/images.ts';
import { MAX_DISH_PHOTOS, type MenuItem } from '../../src/common/menu/schema.ts';
import { images } from '../../src/server/db/schema/index.ts';
import { signedInTestApp, signInAsClient } from '../helpers/test-app.ts';

const t = signedInTestApp();
let item: MenuItem;
beforeAll(async () => {
  const items = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>();
  item = items[0]!;
});

const BOUNDARY = '----menu-photo-test';

/** A multipart body as a browser's FormData would send it. */
function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

function upload(fields: Record<string, string>, file?: { name: string; bytes: Buffer }, cookie = t.admin) {
  return t.app.inject({
    method: 'POST',
    url: '/api/menu-items/upload-photo',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(fields, file),
  });
}

const png = (colour = '#c2581d') =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();
const storedImages = async () => (await t.db.select({ n: count() }).from(images))[0]!.n;
const getItem = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: '/api/menu-items', headers: { cookie: t.admin } }))
    .json<MenuItem[]>()
    .find((i) => i.id === id);

describe('POST /api/menu-items/upload-photo', () => {
  it("sets an item's photo, and a replacement deletes the old picture", async () => {
    const first = await upload({ itemId: String(item.id) }, { name: 'salad.png', bytes: await png() });
    expect(first.statusCode).toBe(200);
    const { imageUrl } = first.json<{ imageUrl: string }>();
    expect(imageUrl).toMatch(/^\/api\/images\/.+\.webp$/);
    expect((await getItem(item.id))?.imageUrl).toBe(imageUrl);
    expect((await t.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200);

    const second = await upload(
      { itemId: String(item.id) },
      { name: 'salad2.png', bytes: await png('#74aa52') },
    );
    expect(second.statusCode).toBe(200);
    expect((await getItem(item.id))?.imageUrl).toBe(second.json().imageUrl);
    expect((await t.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
  });

  it("stores a photo for an item not saved yet ('new'), which the item then uses", async () => {
    const res = await upload({ itemId: 'new' }, { name: 'new.png', bytes: await png() });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toBeNull();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/menu-items',
      headers: { cookie: t.admin },
      payload: {
        name: 'Peach Cobbler',
        description: 'Warm peaches under a buttery crust.',
        price: 'Half Pan $60 / Full Pan $90',
        category: 'desserts',
        servingSize: 'Half pan serves 12',
        prepTime: '40 minutes',
        minOrder: 1,
        imageUrl: res.json().imageUrl,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().imageUrl).toBe(res.json().imageUrl);
  });

  it('refuses a text file named .png with 415 Invalid File and stores nothing', async () => {
    const before = await storedImages();
    const res = await upload(
      { itemId: String(item.id) },
      { name: 'photo.png', bytes: Buffer.from('not a picture') },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain('Invalid File');
    expect(await storedImages()).toBe(before);
  });

  it('refuses more than 5 MB with 413 File Too Large', async () => {
    const res = await upload(
      { itemId: String(item.id) },
      { name: 'big.png', bytes: Buffer.alloc(MAX_IMAGE_BYTES + 10, 1) },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain('File Too Large');
  });

  it('refuses a missing photo, a bad item id, an unknown item and a JSON body', async () => {
    expect((await upload({ itemId: String(item.id) })).statusCode).toBe(400);
    const badId = await upload({ itemId: 'salad' }, { name: 'a.png', bytes: await png() });
    expect(badId.statusCode).toBe(400);
    const before = await storedImages();
    const unknown = await upload({ itemId: '999999' }, { name: 'a.png', bytes: await png() });
    expect(unknown.statusCode).toBe(404);
    expect(await storedImages()).toBe(before);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/menu-items/upload-photo',
      headers: { cookie: t.admin },
      payload: { photo: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a field it does not read, naming it, and stores nothing (issue 24 §12)', async () => {
    const before = await storedImages();
    const misspelt = await upload({ itemid: String(item.id) }, { name: 'a.png', bytes: await png() });
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json()).toMatchObject({ message: 'body: Unknown field "itemid"' });
    expect(await storedImages()).toBe(before);
  });

  it('refuses visitors and clients', async () => {
    const bytes = await png();
    const asClient = await upload(
      { itemId: String(item.id) },
      { name: 'a.png', bytes },
      await signInAsClient(t.app),
    );
    expect(asClient.statusCode).toBe(403);
    expect((await upload({ itemId: String(item.id) }, { name: 'a.png', bytes }, '')).statusCode).toBe(401);
  });
});

describe('removing a menu photo', () => {
  async function withPhoto(): Promise<string> {
    const res = await upload({ itemId: String(item.id) }, { name: 'p.png', bytes: await png() });
    return res.json().imageUrl;
  }

  it('POST /api/menu-items/delete-photo clears the item and deletes the picture', async () => {
    const url = await withPhoto();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/menu-items/delete-photo',
      headers: { cookie: t.admin },
      payload: { photoUrl: '/api/images/00000000-0000-4000-8000-000000000000/640.webp', itemId: item.id },
    });
    expect(wrong.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/menu-items/delete-photo',
      headers: { cookie: t.admin },
      payload: { photoUrl: url, itemId: item.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().item.imageUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/menu-items/delete-photo',
      headers: { cookie: t.admin },
      payload: { itemId: item.id },
    });
    expect(missing.statusCode).toBe(400);
  });

  it('DELETE /api/menu-items/{id}/photo and PATCH imageUrl null both remove it', async () => {
    const first = await withPhoto();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/menu-items/${item.id}/photo`,
      headers: { cookie: t.admin },
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().imageUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);

    const second = await withPhoto();
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${item.id}`,
      headers: { cookie: t.admin },
      payload: { imageUrl: null },
    });
    expect(patch.json().imageUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('keeps a picture that another item still shows', async () => {
    const url = await withPhoto();
    const other = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>()[1]!;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${other.id}`,
      headers: { cookie: t.admin },
      payload: { imageUrl: url },
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/menu-items/${item.id}/photo`,
      headers: { cookie: t.admin },
    });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('deleting an item deletes its picture; photo routes refuse clients', async () => {
    const client = await signInAsClient(t.app);
    const photoUrl = `/api/menu-items/${item.id}/photo`;
    expect(
      (await t.app.inject({ method: 'DELETE', url: photoUrl, headers: { cookie: client } })).statusCode,
    ).toBe(403);
    const other = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>()[2]!;
    const res = await upload({ itemId: String(other.id) }, { name: 'p.png', bytes: await png() });
    const url = res.json().imageUrl;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/menu-items/${other.id}`,
      headers: { cookie: t.admin },
    });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('several photos per dish, one of them main (issue 29 §1)', () => {
  const dishPhotos = async (id: number) => (await getItem(id))!.photoUrls;
  const patchMain = (id: number, imageUrl: string | null, cookie = t.admin) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${id}`,
      headers: { cookie },
      payload: { imageUrl },
    });
  let dish: MenuItem;
  beforeAll(async () => {
    const items = (
      await t.app.inject({ method: 'GET', url: '/api/menu-items', headers: { cookie: t.admin } })
    ).json<MenuItem[]>();
    dish = items.find((i) => i.id !== item.id && i.photoUrls.length === 0)!;
  });

  it("adds photos with mode 'add': the first is the main one, the others follow in order", async () => {
    const first = (
      await upload({ itemId: String(dish.id), mode: 'add' }, { name: 'a.png', bytes: await png() })
    ).json();
    const second = await upload(
      { itemId: String(dish.id), mode: 'add' },
      { name: 'b.png', bytes: await png('#74aa52') },
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().item.imageUrl).toBe(first.imageUrl);
    expect(await dishPhotos(dish.id)).toEqual([first.imageUrl, second.json().imageUrl]);
    // Visitors get every photo too: the menu card shows the main one, the dish's photo view the others.
    const visitor = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>();
    expect(visitor.find((i) => i.id === dish.id)?.photoUrls).toEqual([
      first.imageUrl,
      second.json().imageUrl,
    ]);
  });

  it('Set as main (PATCH imageUrl with one of its photos) swaps the main photo and keeps both', async () => {
    const [main, other] = await dishPhotos(dish.id);
    const res = await patchMain(dish.id, other!);
    expect(res.statusCode).toBe(200);
    expect(res.json().imageUrl).toBe(other);
    expect(res.json().photoUrls).toEqual([other, main]);
    expect((await t.app.inject({ method: 'GET', url: main! })).statusCode).toBe(200);
  });

  it('removing the main photo promotes the next, by each of the three calls', async () => {
    await upload({ itemId: String(dish.id), mode: 'add' }, { name: 'c.png', bytes: await png('#2255aa') });
    const [main, next, third] = await dishPhotos(dish.id);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/menu-items/${dish.id}/photo`,
      headers: { cookie: t.admin },
    });
    expect(removed.json().imageUrl).toBe(next);
    expect((await t.app.inject({ method: 'GET', url: main! })).statusCode).toBe(404);

    expect((await patchMain(dish.id, null)).json().photoUrls).toEqual([third]);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/menu-items/delete-photo',
      headers: { cookie: t.admin },
      payload: { photoUrl: third, itemId: dish.id },
    });
    expect(deleted.json().item.imageUrl).toBeNull();
    expect(deleted.json().item.photoUrls).toEqual([]);
  });

  it('deletes a photo that is not the main one and leaves the main one', async () => {
    const a = (
      await upload({ itemId: String(dish.id), mode: 'add' }, { name: 'a.png', bytes: await png() })
    ).json();
    const b = (
      await upload({ itemId: String(dish.id), mode: 'add' }, { name: 'b.png', bytes: await png() })
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/menu-items/delete-photo',
      headers: { cookie: t.admin },
      payload: { photoUrl: b.imageUrl, itemId: dish.id },
    });
    expect(res.json().item.photoUrls).toEqual([a.imageUrl]);
    expect((await t.app.inject({ method: 'GET', url: b.imageUrl })).statusCode).toBe(404);
  });

  it('a replacing upload (the default mode) replaces only the main photo', async () => {
    const b = (
      await upload({ itemId: String(dish.id), mode: 'add' }, { name: 'b.png', bytes: await png() })
    ).json();
    const [oldMain] = await dishPhotos(dish.id);
    const res = await upload({ itemId: String(dish.id) }, { name: 'new.png', bytes: await png('#aa2222') });
    expect(res.json().item.photoUrls).toEqual([res.json().imageUrl, b.imageUrl]);
    expect((await t.app.inject({ method: 'GET', url: oldMain! })).statusCode).toBe(404);
  });

  it('deleting the dish deletes every photo it had', async () => {
    const urls = await dishPhotos(dish.id);
    expect(urls.length).toBeGreaterThan(1);
    await t.app.inject({ method: 'DELETE', url: `/api/menu-items/${dish.id}`, headers: { cookie: t.admin } });
    for (const url of urls) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it(`refuses an unknown mode, more than ${MAX_DISH_PHOTOS} photos and clients`, async () => {
    const bad = await upload(
      { itemId: String(item.id), mode: 'prepend' },
      { name: 'a.png', bytes: await png() },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("Use 'replace' or 'add'");

    const other = (
      await t.app.inject({ method: 'GET', url: '/api/menu-items', headers: { cookie: t.admin } })
    )
      .json<MenuItem[]>()
      .find((i) => i.id !== item.id && i.photoUrls.length === 0)!;
    // A small picture: the limit, not the resizing, is under test.
    const bytes = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    for (let i = 0; i < MAX_DISH_PHOTOS; i++) {
      expect(
        (await upload({ itemId: String(other.id), mode: 'add' }, { name: 'p.png', bytes })).statusCode,
      ).toBe(200);
    }
    const before = await storedImages();
    const tooMany = await upload({ itemId: String(other.id), mode: 'add' }, { name: 'p.png', bytes });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain(`at most ${MAX_DISH_PHOTOS} photos`);
    expect(await storedImages()).toBe(before);

    const [, second] = await dishPhotos(other.id);
    expect((await patchMain(other.id, second!, await signInAsClient(t.app))).statusCode).toBe(403);
  });
});
