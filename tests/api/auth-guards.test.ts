import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieValue,
  login,
  mailedToken,
  mailsTo,
  newAccount,
  SECRET_MARKERS,
} from '../helpers/auth-flows.ts';
import { buildTestApp, DEMO_CLIENT, sessionCookie, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_AUTH_PER_IP: '5', RATE_LIMIT_AUTH_PER_ACCOUNT: '3' });
});
afterAll(() => t.close());

let ipCounter = 0;
/** An address no other test of this file uses, so each test starts with fresh per-IP counters. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const loginFrom = (remoteAddress: string, username: string, password = 'WrongPassword1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });
const forgotFrom = (remoteAddress: string, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress });

/** A new account, so that sign-ins in one test never count against the limits of another. */
async function freshAccount(prefix: string) {
  const account = newAccount(prefix);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: account,
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(201);
  return account;
}

function expectRateLimited(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/try again/i) });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

describe('sign-in rate limits', () => {
  it('pauses one account for unknown browsers after 3 failed attempts, even from different addresses and with the right password', async () => {
    const account = await freshAccount('locked');
    for (let i = 0; i < 3; i++) expect((await loginFrom(freshIp(), account.username)).statusCode).toBe(401);
    expectRateLimited(await loginFrom(freshIp(), account.username.toUpperCase(), account.password));
  });

  it('a browser the owner signed in from before still signs in with the right password while the account is paused', async () => {
    const account = await freshAccount('knowndevice');
    const first = await loginFrom(freshIp(), account.username, account.password);
    const device = first.cookies.find((c) => c.name === 'catering_device');
    expect(device?.httpOnly).toBe(true);
    for (let i = 0; i < 3; i++) await loginFrom(freshIp(), account.username);
    expectRateLimited(await loginFrom(freshIp(), account.username, account.password));
    const fromDevice = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: account.username, password: account.password },
      cookies: { catering_device: device!.value },
      remoteAddress: freshIp(),
    });
    expect(fromDevice.statusCode).toBe(200);
  });

  it("a known browser has its own limit, and another account's device cookie does not help", async () => {
    const owner = await freshAccount('devowner');
    const target = await freshAccount('devtarget');
    const first = await loginFrom(freshIp(), owner.username, owner.password);
    const cookies = { catering_device: first.cookies.find((c) => c.name === 'catering_device')!.value };
    const attempt = (username: string, password = 'WrongPassword1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password },
        cookies,
        remoteAddress: freshIp(),
      });
    for (let i = 0; i < 3; i++) await loginFrom(freshIp(), target.username);
    expectRateLimited(await attempt(target.username, target.password));
    for (let i = 0; i < 3; i++) expect((await attempt(owner.username)).statusCode).toBe(401);
    expectRateLimited(await attempt(owner.username, owner.password));
  });

  it('mails the account holder one unlock link per pause; the link lifts the pause once', async () => {
    const account = await freshAccount('unlock');
    for (let i = 0; i < 3; i++) await loginFrom(freshIp(), account.username);
    expectRateLimited(await loginFrom(freshIp(), account.username, account.password));
    expectRateLimited(await loginFrom(freshIp(), account.username, account.password));
    const token = await mailedToken(t.app, t.db, account.email, '/unlock-sign-in');
    const unlockMails = (await mailsTo(t.app, t.db, account.email)).filter((m) =>
      m.text.includes('/unlock-sign-in'),
    );
    expect(unlockMails).toHaveLength(1);
    const unlock = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/unlock-sign-in',
        payload: { token },
        remoteAddress: freshIp(),
      });
    expect((await unlock()).json()).toMatchObject({
      ok: true,
      message: 'Sign-in is unlocked. You can sign in now.',
    });
    expect((await loginFrom(freshIp(), account.username, account.password)).statusCode).toBe(200);
    expect((await unlock()).statusCode).toBe(400);
  });

  it('a password reset lifts the pause', async () => {
    const account = await freshAccount('resetlift');
    for (let i = 0; i < 3; i++) await loginFrom(freshIp(), account.username);
    expectRateLimited(await loginFrom(freshIp(), account.username, account.password));
    await forgotFrom(freshIp(), account.email);
    const token = await mailedToken(t.app, t.db, account.email, '/reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, newPassword: 'BrandNew2026' },
      remoteAddress: freshIp(),
    });
    expect(reset.statusCode).toBe(200);
    expect((await loginFrom(freshIp(), account.username, 'BrandNew2026')).statusCode).toBe(200);
  });

  it('counts attempts by username and by email against the same account', async () => {
    const account = await freshAccount('twonames');
    await loginFrom(freshIp(), account.username);
    await loginFrom(freshIp(), account.email);
    await loginFrom(freshIp(), account.username.toUpperCase());
    expectRateLimited(await loginFrom(freshIp(), account.email.toUpperCase(), account.password));
  });

  it('successful sign-ins do not count against the account, so a busy shared account is never locked out', async () => {
    const account = await freshAccount('busy');
    for (let i = 0; i < 6; i++) {
      expect((await loginFrom(freshIp(), account.username, account.password)).statusCode).toBe(200);
    }
  });

  it('a locked account does not lock other accounts', async () => {
    const username = 'someone-locked-out';
    for (let i = 0; i < 4; i++) await loginFrom(freshIp(), username);
    const other = await freshAccount('unlocked');
    expect((await loginFrom(freshIp(), other.username, other.password)).statusCode).toBe(200);
  });

  it('limits one address to 5 attempts, whatever usernames it tries', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await loginFrom(ip, `guess-${i}`)).statusCode).toBe(401);
    expectRateLimited(await loginFrom(ip, 'guess-5'));
    expect((await loginFrom(freshIp(), 'guess-6')).statusCode).toBe(401);
  });
});

describe('password reset rate limits', () => {
  it('limits reset requests for one email to 3, even from different addresses', async () => {
    const email = 'reset-target@example.com';
    for (let i = 0; i < 3; i++) expect((await forgotFrom(freshIp(), email)).statusCode).toBe(200);
    expectRateLimited(await forgotFrom(freshIp(), email.toUpperCase()));
    expect((await forgotFrom(freshIp(), 'someone-else@example.com')).statusCode).toBe(200);
  });

  it('limits one address to 5 reset requests, whatever emails it sends', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await forgotFrom(ip, `probe-${i}@example.com`)).statusCode).toBe(200);
    expectRateLimited(await forgotFrom(ip, 'probe-5@example.com'));
  });
});

describe('requests from other sites', () => {
  it('refuses a sign-in posted from another origin with 403 and sets no cookie', async () => {
    const res = await login(t.app, DEMO_CLIENT.username, DEMO_CLIENT.password, {
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CROSS_ORIGIN_REFUSED', message: expect.any(String) });
    expect(cookieValue(res)).toBeUndefined();
  });

  it('refuses a sign-in the browser marks as cross-site with 403', async () => {
    const res = await login(t.app, DEMO_CLIENT.username, DEMO_CLIENT.password, {
      'sec-fetch-site': 'cross-site',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CROSS_ORIGIN_REFUSED');
  });

  it('refuses a cross-site sign-out, so another site cannot end a session', async () => {
    const account = await freshAccount('stays');
    const cookie = sessionCookie(await loginFrom(freshIp(), account.username, account.password));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('accepts a sign-in from the origin the app is served from', async () => {
    const account = await freshAccount('sameorigin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: account.username, password: account.password },
      remoteAddress: freshIp(),
      headers: { origin: 'http://localhost:5000', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(200);
    expect(cookieValue(res)).toBeDefined();
  });
});

describe('what replies reveal', () => {
  it('an API reply carries a content security policy and other protective headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app-info' });
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('no auth reply ever contains a password, a hash or a mailed token', async () => {
    const account = newAccount('secret');
    const bodies: string[] = [];
    const call = async (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) => {
      const res = await t.app.inject({
        method,
        url,
        payload,
        remoteAddress: freshIp(),
        headers: cookie ? { cookie } : {},
      });
      bodies.push(res.body);
      return res;
    };
    expect((await call('POST', '/api/register', account)).statusCode).toBe(201);
    const verifyToken = await mailedToken(t.app, t.db, account.email, '/verify-email');
    await call('POST', '/api/verify-email', { token: verifyToken });
    const signedIn = await call('POST', '/api/login', {
      username: account.username,
      password: account.password,
    });
    const cookie = sessionCookie(signedIn);
    await call('GET', '/api/me', undefined, cookie);
    await call('GET', '/api/app-info');
    await call('POST', '/api/forgot-password', { email: account.email });
    const resetToken = await mailedToken(t.app, t.db, account.email, '/reset-password');
    await call('POST', '/api/reset-password', { token: resetToken, newPassword: 'AnotherOne2025' });
    await call('POST', '/api/login', { username: account.username, password: 'wrong' });
    await call('POST', '/api/demo-login', { role: 'client' });
    await call('POST', '/api/logout', undefined, cookie);

    const cookieToken = cookie.split('=')[1]!;
    const secrets = [
      ...SECRET_MARKERS,
      account.password,
      'AnotherOne2025',
      verifyToken,
      resetToken,
      cookieToken,
    ];
    expect(bodies).toHaveLength(10);
    for (const body of bodies) for (const secret of secrets) expect(body).not.toContain(secret);
  });
});
