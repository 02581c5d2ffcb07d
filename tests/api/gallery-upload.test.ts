import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../src/common/images.ts';
import { PhotoSchema } from '../../src/common/photos.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

const t = signedInTestApp();

type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer };

/** A multipart/form-data body as a browser's FormData would send it. */
function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----photos${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'bytes' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `Content-Disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`));
    chunks.push('bytes' in part ? part.bytes : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const jpeg = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#d98f2f' } })
    .jpeg()
    .toBuffer();

const fields = (over: Record<string, string> = {}): Part[] =>
  Object.entries({
    displayName: 'Brunch Board',
    description: 'Waffles, fruit and cream',
    category: 'breakfast',
    tags: 'brunch, sweet, ',
    featuredOnHomepage: 'true',
    ...over,
  }).map(([name, value]) => ({ name, value }));

async function upload(parts: Part[], cookie: string | null = t.admin) {
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/gallery/upload',
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

const photoPart = async (bytes?: Buffer, filename = 'board.jpg'): Promise<Part> => ({
  name: 'photo',
  filename,
  type: 'image/jpeg',
  bytes: bytes ?? (await jpeg()),
});

describe('POST /api/gallery/upload', () => {
  it('an admin uploads a photo: stored as WebP renditions, listed last, visible in both lists', async () => {
    const res = await upload([...fields(), await photoPart()]);
    expect(res.statusCode, res.body).toBe(201);
    const photo = PhotoSchema.parse(res.json());
    expect(photo).toMatchObject({
      filename: 'board.jpg',
      displayName: 'Brunch Board',
      description: 'Waffles, fruit and cream',
      category: 'breakfast',
      tags: ['brunch', 'sweet'],
      featuredOnHomepage: true,
      isActive: true,
      imageWidth: 900,
      imageHeight: 600,
    });
    const image = await t.app.inject({ method: 'GET', url: photo.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    const gallery = (await t.app.inject({ method: 'GET', url: '/api/gallery' })).json();
    expect(gallery.at(-1).id).toBe(photo.id);
    const photos = (await t.app.inject({ method: 'GET', url: '/api/photos' })).json();
    expect(photos.map((p: { id: number }) => p.id)).toContain(photo.id);
  });

  it('the file may come before the text fields, and an unfeatured upload defaults to not featured', async () => {
    const res = await upload([await photoPart(), ...fields({ featuredOnHomepage: 'false' })]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().featuredOnHomepage).toBe(false);
  });

  it('refuses a visitor with 401 and a client with 403', async () => {
    expect((await upload([...fields(), await photoPart()], null)).statusCode).toBe(401);
    const res = await upload([...fields(), await photoPart()], t.client);
    expect(res.statusCode).toBe(403);
  });

  it.each([
    [{ displayName: ' ' }, 'displayName', 'Display name is required'],
    [{ category: '' }, 'category', 'Category is required'],
    [{ category: 'pizza' }, 'category', 'Choose a category from the list'],
    [{ featuredOnHomepage: 'maybe' }, 'featuredOnHomepage', "Use 'true' or 'false'"],
  ])('refuses the fields %j with 400 naming the field, storing nothing', async (over, field, message) => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/gallery', headers: { cookie: t.admin } })
    ).json();
    const res = await upload([...fields(over), await photoPart()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/gallery', headers: { cookie: t.admin } })
    ).json();
    expect(after).toHaveLength(before.length);
  });

  it('refuses an upload without a photo with 400', async () => {
    const res = await upload(fields());
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.photo).toBe('Please select an image file');
  });

  it('refuses a field it does not read, naming it (issue 24 §12)', async () => {
    const res = await upload([...fields({ dishId: '3' }), await photoPart()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('body: Unknown field "dishId"');
  });

  it('refuses a text file disguised as a .png with 415 Invalid File', async () => {
    const res = await upload([
      ...fields(),
      { name: 'photo', filename: 'dish.png', type: 'image/png', bytes: Buffer.from('not a picture at all') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain('Invalid File');
  });

  it('refuses an SVG, which could carry script, with 415', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const res = await upload([
      ...fields(),
      { name: 'photo', filename: 'a.svg', type: 'image/svg+xml', bytes: svg },
    ]);
    expect(res.statusCode).toBe(415);
  });

  it('refuses a file over 5 MB with 413 File Too Large', async () => {
    const big = Buffer.concat([await jpeg(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    const res = await upload([...fields(), await photoPart(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain('File Too Large');
  });

  it('refuses a JSON body with 415: the upload is multipart only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gallery/upload',
      headers: { cookie: t.admin },
      payload: { displayName: 'x', category: 'lunch' },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('DELETE /api/gallery/{id}', () => {
  it('refuses visitors and clients, then an admin deletes an uploaded photo and its stored image', async () => {
    const photo = PhotoSchema.parse((await upload([...fields(), await photoPart()])).json());
    const url = `/api/gallery/${photo.id}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie: t.client } })).statusCode).toBe(
      403,
    );

    const res = await t.app.inject({ method: 'DELETE', url, headers: { cookie: t.admin } });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: photo.imageUrl })).statusCode).toBe(404);
    const gallery = (
      await t.app.inject({ method: 'GET', url: '/api/gallery', headers: { cookie: t.admin } })
    ).json();
    expect(gallery.map((p: { id: number }) => p.id)).not.toContain(photo.id);
    expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie: t.admin } })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/gallery/abc', headers: { cookie: t.admin } }))
        .statusCode,
    ).toBe(404);
  });
});
