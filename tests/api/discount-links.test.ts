import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscountCode } from '../../src/common/discounts/schema.ts';
import type { QrCode } from '../../src/common/qr-codes.ts';
import { buildTestApp, signIn, signInAsAdmin, type TestApp } from '../helpers/test-app.ts';

// Issue 30 §3, decision 0058: a discount QR opens the menu with its code; only public codes are listed.

type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQR: Decode =
  (jsQRModule as unknown as { default?: Decode }).default ?? (jsQRModule as unknown as Decode);

const scan = (body: Buffer): string | undefined => {
  const png = PNG.sync.read(body);
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
};

function client(t: TestApp) {
  return (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

describe('discount QR codes and public codes (demo data)', () => {
  let t: TestApp;
  let admin: string;
  let req: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await buildTestApp();
    req = client(t);
    admin = await signInAsAdmin(t.app);
  });
  afterAll(() => t.close());

  const listed = async () => (await req('GET', '/api/qr-codes')).json<QrCode[]>().map((c) => c.data);
  const codes = async () => (await req('GET', '/api/discount-codes', admin)).json<DiscountCode[]>();

  it('encodes {PUBLIC_URL}/menu?code=CODE, a link a phone camera opens', async () => {
    const ten = (await req('GET', '/api/qr-codes'))
      .json<QrCode[]>()
      .find((c) => c.name === '10% Off Catering')!;
    expect(ten.data).toBe('http://localhost:5000/menu?code=10PERCENT');
    const image = await req('GET', `/api/qr-codes/${ten.id}/image?format=png&size=300`);
    expect(scan(image.rawPayload)).toBe('http://localhost:5000/menu?code=10PERCENT');
  });

  it('lists only the codes the owner marks public: CORPORATE is not handed to everyone until it is', async () => {
    const corporate = (await codes()).find((c) => c.code === 'CORPORATE')!;
    expect(corporate.isPublic).toBe(false);
    expect(await listed()).not.toContain('http://localhost:5000/menu?code=CORPORATE');
    const on = await req('PATCH', `/api/discount-codes/${corporate.id}`, admin, { isPublic: true });
    expect(on.json<DiscountCode>().isPublic).toBe(true);
    expect(await listed()).toContain('http://localhost:5000/menu?code=CORPORATE');
    await req('PATCH', `/api/discount-codes/${corporate.id}`, admin, { isPublic: false });
    expect(await listed()).not.toContain('http://localhost:5000/menu?code=CORPORATE');
    // The switch is the owner's: nobody else may flip it.
    const visitor = await req('PATCH', `/api/discount-codes/${corporate.id}`, undefined, { isPublic: true });
    expect(visitor.statusCode).toBe(401);
  });

  it('creates codes unlisted; a discount QR made for one shows once the code is public', async () => {
    const created = await req('POST', '/api/discount-codes', admin, {
      code: 'SPRING15',
      title: 'Spring',
      percent: 15,
    });
    expect(created.statusCode).toBe(201);
    const spring = created.json<DiscountCode>();
    expect(spring.isPublic).toBe(false);
    // The admin may type the code, the DISCOUNT: form or the link: the QR encodes the link.
    for (const data of ['spring15', 'DISCOUNT:SPRING15', 'https://old.example/menu?code=SPRING15']) {
      const qr = await req('POST', '/api/qr-codes', admin, { name: 'Spring', type: 'discount', data });
      expect(qr.statusCode, data).toBe(201);
      expect(qr.json<QrCode>().data).toBe('http://localhost:5000/menu?code=SPRING15');
    }
    expect(await listed()).not.toContain('http://localhost:5000/menu?code=SPRING15');
    await req('PATCH', `/api/discount-codes/${spring.id}`, admin, { isPublic: true });
    expect(await listed()).toContain('http://localhost:5000/menu?code=SPRING15');
  });

  it('refuses a discount QR whose data names no code', async () => {
    const res = await req('POST', '/api/qr-codes', admin, {
      name: 'Bad',
      type: 'discount',
      data: 'ten percent off!',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A discount QR code names a discount code, such as 10PERCENT');
  });
});

describe('without demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      DEMO_DATA: 'false',
      ADMIN_USERNAME: 'owner',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'OwnerPass1',
    });
  });
  afterAll(() => t.close());

  it('has none of the four sample codes, and lists only the portal QR code', async () => {
    const req = client(t);
    const admin = await signIn(t.app, 'owner', 'OwnerPass1');
    expect((await req('GET', '/api/discount-codes', admin)).json()).toEqual([]);
    const check = await req('POST', '/api/discount-codes/check', undefined, {
      code: '10PERCENT',
      subtotal: '500.00',
    });
    expect(check.statusCode).toBe(400);
    expect(check.json().message).toBe('This discount code does not exist.');
    expect((await req('GET', '/api/qr-codes', admin)).json<QrCode[]>().map((c) => c.type)).toEqual([
      'app-access',
    ]);
  });
});
