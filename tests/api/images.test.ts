import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageIdFromUrl, MAX_IMAGE_BYTES } from '../../src/common/images.ts';
import { createImageService } from '../../src/server/features/images/images.service.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function jpegWithMetadata(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c2581d' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-location-data' } } })
    .toBuffer();
}

describe('image storage', () => {
  it('stores an upload as WebP renditions without metadata and serves them with long caching and an ETag', async () => {
    const images = createImageService(t.db);
    const stored = await images.store(await jpegWithMetadata(1200, 800), 'tray.jpg');
    expect(stored.url).toMatch(/^\/api\/images\/[0-9a-f-]{36}\/640\.webp$/);

    const res = await t.app.inject({ method: 'GET', url: stored.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(640);
    expect(meta.exif).toBeUndefined();

    const again = await t.app.inject({
      method: 'GET',
      url: stored.url,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('never enlarges a small picture', async () => {
    const images = createImageService(t.db);
    const stored = await images.store(await jpegWithMetadata(300, 200));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/images/${stored.id}/${IMAGE_WIDTHS.at(-1)}.webp`,
    });
    expect((await sharp(res.rawPayload).metadata()).width).toBe(300);
  });

  it('refuses a text file dressed as an image with 415 Invalid File', async () => {
    const images = createImageService(t.db);
    await expect(
      images.store(Buffer.from('just some text, not a picture'), 'photo.png'),
    ).rejects.toMatchObject({
      statusCode: 415,
      message: expect.stringContaining('Invalid File'),
    });
  });

  it('refuses more than 5 MB with 413 File Too Large', async () => {
    const images = createImageService(t.db);
    await expect(images.store(Buffer.alloc(MAX_IMAGE_BYTES + 1))).rejects.toMatchObject({ statusCode: 413 });
  });

  it('refuses a decompression bomb that claims too many pixels', async () => {
    const images = createImageService(t.db);
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    await expect(images.store(bomb)).rejects.toMatchObject({ statusCode: 415 });
  });

  it('answers 404 for an unknown image and for a width it does not make', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/images/00000000-0000-4000-8000-000000000000/640.webp',
    });
    expect(unknown.statusCode).toBe(404);
    const badWidth = await t.app.inject({
      method: 'GET',
      url: '/api/images/00000000-0000-4000-8000-000000000000/123.webp',
    });
    expect(badWidth.statusCode).toBe(404);
  });

  it('removes images by their URLs', async () => {
    const images = createImageService(t.db);
    const stored = await images.store(await jpegWithMetadata(400, 400));
    expect(imageIdFromUrl(stored.url)).toBe(stored.id);
    await images.removeByUrls([stored.url, 'https://elsewhere.example/x.png', null]);
    expect((await t.app.inject({ method: 'GET', url: stored.url })).statusCode).toBe(404);
  });
});
