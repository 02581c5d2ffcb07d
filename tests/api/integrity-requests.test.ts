import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../helpers/test-app.ts';

/** Issue 24 §5 and §12: what a request body may hold. */
const t = signedInTestApp();

const send = (method: 'POST' | 'PATCH', url: string, payload: string | object, cookie?: string) =>
  t.app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('deeply nested JSON (§5)', () => {
  const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
  const deepArray = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

  it.each([
    ['/api/login', deep],
    ['/api/orders', deep],
    ['/api/inquiries', deepArray],
    ['/api/newsletter', deep],
  ])('POST %s with 10,000 levels answers 400 with a message, not 500', async (url, body) => {
    const res = await send('POST', url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The request body is nested too deeply (at most 32 levels).',
    });
  });

  it('a body nested like our own forms is still read (brackets inside strings do not count)', async () => {
    const res = await send('POST', '/api/login', { username: 'client', password: '[{'.repeat(40) });
    expect(res.statusCode).toBe(401);
  });
});

describe('unknown body fields (§12)', () => {
  it('PATCH /api/profile saves the spec’s `name`', async () => {
    const res = await send('PATCH', '/api/profile', { name: 'Marian Anderson' }, t.client);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fullName).toBe('Marian Anderson');
    const again = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: t.client } });
    expect(again.json().fullName).toBe('Marian Anderson');
  });

  it('an unknown key answers 400 naming it, and nothing is saved', async () => {
    const res = await send(
      'PATCH',
      '/api/profile',
      { fullName: 'Leontyne Price', nickname: 'Lee' },
      t.client,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'body: Unknown field "nickname"',
    });
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: t.client } });
    expect(profile.json().fullName).not.toBe('Leontyne Price');
  });

  it('a nested unknown key is named with its place', async () => {
    const res = await send(
      'PATCH',
      '/api/profile',
      { preferences: { marketingEmails: true, sms: true } },
      t.client,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('preferences: Unknown field "sms"');
  });

  it('a public form refuses a field it does not read (a forged total on an order)', async () => {
    const res = await send('POST', '/api/orders', {
      firstName: 'Dana',
      lastName: 'Guest',
      email: 'dana@example.com',
      phone: '215-555-0199',
      eventDate: '2031-05-01',
      total: '1.00',
      items: [{ menuItemId: 1, panSize: 'half', quantity: 1, price: 0.01 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('body: Unknown field "total"');
  });

  it('a login with an extra field is refused before any password is checked', async () => {
    const res = await send('POST', '/api/login', {
      username: 'client',
      password: 'ClientDemo1',
      remember: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('body: Unknown field "remember"');
  });
});
