import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { QrCode } from '../../src/common/qr-codes.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

// jsqr is CommonJS with a `default` in its types only: take whichever the loader gives.
type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQR: Decode =
  (jsQRModule as unknown as { default?: Decode }).default ?? (jsQRModule as unknown as Decode);

const t = signedInTestApp();

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const req = (
  method: Method,
  url: string,
  cookie?: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
const list = async (cookie?: string) => (await req('GET', '/api/qr-codes', cookie)).json<QrCode[]>();

/** Reads a PNG QR code back the way a phone camera would. */
function decodePng(body: Buffer): { text: string; width: number } {
  const png = PNG.sync.read(body);
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!found) throw new Error('no QR code found in the image');
  return { text: found.data, width: png.width };
}

describe('GET /api/qr-codes', () => {
  it('shows visitors and clients the portal access code and the public discount codes, as menu links', async () => {
    for (const cookie of [undefined, t.client]) {
      const codes = await list(cookie);
      // The corporate code is for those the business gives it to: not public (decision 0058).
      expect(codes.map((c) => [c.name, c.type, c.data])).toEqual([
        ['Client Portal Access', 'app-access', 'http://localhost:5000/login'],
        ['10% Off Catering', 'discount', 'http://localhost:5000/menu?code=10PERCENT'],
        ['20% Off Large Orders', 'discount', 'http://localhost:5000/menu?code=20PERCENT'],
        ['First Time Client', 'discount', 'http://localhost:5000/menu?code=FIRSTTIME'],
      ]);
      expect(codes[1]).toMatchObject({ description: '10% on catering orders over $200', active: true });
    }
  });
});

describe('admin QR code management', () => {
  it('creates a custom code that only admins list and only admins may fetch', async () => {
    const res = await req('POST', '/api/qr-codes', t.admin, {
      name: 'Spring Tasting',
      type: 'custom',
      data: 'https://example.com/spring',
      description: 'Tasting night flyer',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<QrCode>();
    expect(created).toMatchObject({ name: 'Spring Tasting', type: 'custom', active: true });
    expect((await list(t.admin)).map((c) => c.id)).toContain(created.id);
    expect((await list()).map((c) => c.id)).not.toContain(created.id);
    expect((await list(t.client)).map((c) => c.id)).not.toContain(created.id);
    expect((await req('GET', `/api/qr-codes/${created.id}/image`)).statusCode).toBe(404);
    expect((await req('GET', `/api/qr-codes/${created.id}/image`, t.client)).statusCode).toBe(404);
    expect((await req('GET', `/api/qr-codes/${created.id}/image`, t.admin)).statusCode).toBe(200);
  });

  it("answers a missing name or data with the spec's sentence", async () => {
    for (const body of [{ name: 'No data' }, { data: 'x' }, { name: '  ', data: '  ' }]) {
      const res = await req('POST', '/api/qr-codes', t.admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please provide both name and data for the QR code.');
    }
    const appAccess = await req('POST', '/api/qr-codes', t.admin, {
      name: 'Second',
      type: 'app-access',
      data: 'x',
    });
    expect(appAccess.statusCode).toBe(400);
  });

  it('refuses visitors (401) and clients (403) on every admin route', async () => {
    const [first] = await list(t.admin);
    for (const [method, url] of [
      ['POST', '/api/qr-codes'],
      ['PATCH', `/api/qr-codes/${first!.id}`],
      ['DELETE', `/api/qr-codes/${first!.id}`],
    ] as const) {
      const payload = method === 'DELETE' ? undefined : { name: 'x', data: 'y' };
      expect((await req(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await req(method, url, t.client, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('hides a deactivated code from visitors, deletes custom codes and keeps the app-access code', async () => {
    const created = (
      await req('POST', '/api/qr-codes', t.admin, {
        name: 'Promo',
        type: 'discount',
        data: 'DISCOUNT:10PERCENT',
      })
    ).json<QrCode>();
    expect((await list()).map((c) => c.id)).toContain(created.id);
    const off = await req('PATCH', `/api/qr-codes/${created.id}`, t.admin, { active: false });
    expect(off.json<QrCode>().active).toBe(false);
    expect((await list()).map((c) => c.id)).not.toContain(created.id);
    expect((await req('GET', `/api/qr-codes/${created.id}/image`)).statusCode).toBe(404);
    expect((await req('DELETE', `/api/qr-codes/${created.id}`, t.admin)).statusCode).toBe(204);
    expect((await list(t.admin)).map((c) => c.id)).not.toContain(created.id);
    expect((await req('DELETE', `/api/qr-codes/${created.id}`, t.admin)).statusCode).toBe(404);

    const portal = (await list(t.admin)).find((c) => c.type === 'app-access')!;
    const refused = await req('DELETE', `/api/qr-codes/${portal.id}`, t.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('QR_CODE_NOT_DELETABLE');
    expect((await list()).map((c) => c.id)).toContain(portal.id);
  });

  it('hides the QR code of a discount code that was deactivated', async () => {
    const codes = await req('GET', '/api/discount-codes', t.admin);
    const twenty = codes.json<{ id: number; code: string }[]>().find((c) => c.code === '20PERCENT')!;
    await req('PATCH', `/api/discount-codes/${twenty.id}`, t.admin, { active: false });
    const link = 'http://localhost:5000/menu?code=20PERCENT';
    expect((await list()).map((c) => c.data)).not.toContain(link);
    expect((await list(t.admin)).map((c) => c.data)).toContain(link);
    await req('PATCH', `/api/discount-codes/${twenty.id}`, t.admin, { active: true });
    expect((await list()).map((c) => c.data)).toContain(link);
  });
});

describe('GET /api/qr-codes/{id}/image', () => {
  it('draws a PNG that scans back to exactly the entry data, 300 px inline and 400 px to download', async () => {
    const link = 'http://localhost:5000/menu?code=10PERCENT';
    const ten = (await list()).find((c) => c.data === link)!;
    const inline = await req('GET', `/api/qr-codes/${ten.id}/image?format=png&size=300`);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('image/png');
    expect(decodePng(inline.rawPayload)).toEqual({ text: link, width: 300 });
    const download = await req('GET', `/api/qr-codes/${ten.id}/image?format=png&size=400&download=1`);
    expect(decodePng(download.rawPayload)).toEqual({ text: link, width: 400 });
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="10%_off_catering_qr_code.png"',
    );
  });

  it('draws an SVG, named for download from the entry name', async () => {
    const portal = (await list()).find((c) => c.type === 'app-access')!;
    const res = await req('GET', `/api/qr-codes/${portal.id}/image?format=svg&size=400&download=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
    expect(res.body).toContain('#000000');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="client_portal_access_qr_code.svg"',
    );
  });

  it('is cacheable with an ETag that changes when the data changes', async () => {
    const created = (
      await req('POST', '/api/qr-codes', t.admin, { name: 'Menu Link', data: 'https://example.com/menu' })
    ).json<QrCode>();
    const url = `/api/qr-codes/${created.id}/image?format=png`;
    const first = await req('GET', url, t.admin);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await req('GET', url, t.admin, undefined, { 'if-none-match': etag })).statusCode).toBe(304);
    await req('PATCH', `/api/qr-codes/${created.id}`, t.admin, { data: 'https://example.com/menu-2' });
    const changed = await req('GET', url, t.admin, undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(decodePng(changed.rawPayload).text).toBe('https://example.com/menu-2');
  });

  it('answers unknown ids, formats and sizes with a 4xx', async () => {
    const [first] = await list();
    expect((await req('GET', '/api/qr-codes/999999/image')).statusCode).toBe(404);
    expect((await req('GET', `/api/qr-codes/${first!.id}/image?format=gif`)).statusCode).toBe(400);
    expect((await req('GET', `/api/qr-codes/${first!.id}/image?size=5000`)).statusCode).toBe(400);
    expect((await req('GET', '/api/qr-codes/abc/image')).statusCode).toBeLessThan(500);
  });
});
