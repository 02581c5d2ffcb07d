import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema/index.ts';
import { cookieValue, login, mailedToken, me, registerAccount } from '../helpers/auth-flows.ts';
import { buildTestApp, DEMO_CLIENT, sessionCookie, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_ACCOUNT: '1000' });
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** Moves the timestamps of every session of one user, as if time had passed. */
async function ageSessions(
  username: string,
  change: { lastSeenAt?: Date; expiresAt?: Date; createdAt?: Date },
) {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  await t.db.update(sessions).set(change).where(eq(sessions.userId, user!.id));
}

describe('POST /api/login', () => {
  it('signs in by username, sets an httpOnly session cookie and answers the user', async () => {
    const res = await login(t.app, DEMO_CLIENT.username, DEMO_CLIENT.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'client', role: 'client' });
    const cookie = res.cookies.find((c) => c.name === 'catering_session');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookie!.value.length).toBeGreaterThanOrEqual(32);
    expect((await me(t.app, sessionCookie(res))).json().username).toBe('client');
  });

  it('says whether this is the first sign-in of the account: the first is not "Welcome back"', async () => {
    const account = await registerAccount(t.app);
    const first = await login(t.app, account.username, account.password);
    expect(first.json()).toMatchObject({ username: account.username, firstSignIn: true });
    const second = await login(t.app, account.username, account.password);
    expect(second.json()).toMatchObject({ firstSignIn: false });
  });

  it('signs in by email address', async () => {
    const account = await registerAccount(t.app);
    const res = await login(t.app, account.email, account.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(account.username);
  });

  it('accepts the username in any letter case', async () => {
    const account = await registerAccount(t.app);
    const res = await login(t.app, account.username.toUpperCase(), account.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(account.username);
  });

  it('does not accept the password in another letter case', async () => {
    const account = await registerAccount(t.app);
    const res = await login(t.app, account.username, account.password.toUpperCase());
    expect(res.statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown user alike, with 401 and no cookie', async () => {
    const wrongPassword = await login(t.app, DEMO_CLIENT.username, 'WrongPassword1');
    const unknownUser = await login(t.app, 'nobody-by-that-name', 'WrongPassword1');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
    expect(wrongPassword.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: expect.any(String) });
    expect(cookieValue(wrongPassword)).toBeUndefined();
    expect(cookieValue(unknownUser)).toBeUndefined();
  });

  it('refuses an empty username or password with 400 and field errors', async () => {
    const res = await login(t.app, '', '');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['password', 'username']);
  });

  it('issues a new session token at every sign-in', async () => {
    const first = await login(t.app, DEMO_CLIENT.username, DEMO_CLIENT.password);
    const second = await login(t.app, DEMO_CLIENT.username, DEMO_CLIENT.password);
    expect(cookieValue(first)).toBeDefined();
    expect(cookieValue(second)).not.toBe(cookieValue(first));
  });

  it('signing in again with an old cookie ends that old session (no session fixation)', async () => {
    const first = sessionCookie(await login(t.app, DEMO_CLIENT.username, DEMO_CLIENT.password));
    const again = await login(t.app, DEMO_CLIENT.username, DEMO_CLIENT.password, { cookie: first });
    expect(again.statusCode).toBe(200);
    const second = sessionCookie(again);
    expect(second).not.toBe(first);
    expect((await me(t.app, first)).statusCode).toBe(401);
    expect((await me(t.app, second)).statusCode).toBe(200);
  });

  it('a cookie planted before sign-in is not adopted as the session', async () => {
    const planted = 'catering_session=attacker-chosen-value-aaaaaaaaaaaaaaaaaaaa';
    const res = await login(t.app, DEMO_CLIENT.username, DEMO_CLIENT.password, { cookie: planted });
    expect(cookieValue(res)).not.toBe('attacker-chosen-value-aaaaaaaaaaaaaaaaaaaa');
    expect((await me(t.app, planted)).statusCode).toBe(401);
  });
});

describe('GET /api/me', () => {
  it('answers 401 without a cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
  });
});

describe('POST /api/logout', () => {
  it('ends the session: the old cookie no longer signs anyone in', async () => {
    const cookie = sessionCookie(await login(t.app, DEMO_CLIENT.username, DEMO_CLIENT.password));
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true });
    const cleared = res.cookies.find((c) => c.name === 'catering_session');
    expect(cleared?.value).toBe('');
    expect((await me(t.app, cookie)).statusCode).toBe(401);
  });

  it('ends only that session: the same user on another device stays signed in', async () => {
    const laptop = sessionCookie(await login(t.app, DEMO_CLIENT.username, DEMO_CLIENT.password));
    const phone = sessionCookie(await login(t.app, DEMO_CLIENT.username, DEMO_CLIENT.password));
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: laptop } });
    expect((await me(t.app, laptop)).statusCode).toBe(401);
    expect((await me(t.app, phone)).statusCode).toBe(200);
  });

  it('answers 200 even without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(200);
  });
});

describe('session expiry', () => {
  it('a session used 6 days ago is still valid', async () => {
    const account = await registerAccount(t.app);
    const cookie = sessionCookie(await login(t.app, account.username, account.password));
    await ageSessions(account.username, { lastSeenAt: new Date(Date.now() - 6 * DAY_MS) });
    expect((await me(t.app, cookie)).statusCode).toBe(200);
  });

  it('a session idle for more than 7 days is refused', async () => {
    const account = await registerAccount(t.app);
    const cookie = sessionCookie(await login(t.app, account.username, account.password));
    await ageSessions(account.username, { lastSeenAt: new Date(Date.now() - 7 * DAY_MS - 60_000) });
    expect((await me(t.app, cookie)).statusCode).toBe(401);
  });

  it('a session past its absolute expiry is refused even if used a minute ago', async () => {
    const account = await registerAccount(t.app);
    const cookie = sessionCookie(await login(t.app, account.username, account.password));
    await ageSessions(account.username, {
      createdAt: new Date(Date.now() - 30 * DAY_MS - 60_000),
      lastSeenAt: new Date(Date.now() - 60_000),
      expiresAt: new Date(Date.now() - 60_000),
    });
    expect((await me(t.app, cookie)).statusCode).toBe(401);
  });

  it('a new session lasts at most 30 days', async () => {
    const account = await registerAccount(t.app);
    await login(t.app, account.username, account.password);
    const [row] = await t.db
      .select({ lifetime: sql<number>`extract(epoch from ${sessions.expiresAt} - ${sessions.createdAt})` })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.username, account.username));
    expect(Number(row!.lifetime)).toBeLessThanOrEqual(30 * 24 * 60 * 60);
    expect(Number(row!.lifetime)).toBeGreaterThan(0);
  });

  it('the session cookie expires with the session', async () => {
    const res = await login(t.app, DEMO_CLIENT.username, DEMO_CLIENT.password);
    const cookie = res.cookies.find((c) => c.name === 'catering_session')!;
    const expires = new Date(cookie.expires as Date).getTime();
    expect(expires).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS + 60_000);
  });
});

describe('remembered sessions', () => {
  it('a signed-out session is refused at once, though it was just used', async () => {
    const account = await registerAccount(t.app);
    const cookie = sessionCookie(await login(t.app, account.username, account.password));
    const me = () => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect((await me()).statusCode).toBe(401);
  });

  it('a password reset refuses every session of the user at once, though each was just used', async () => {
    const account = await registerAccount(t.app);
    const first = sessionCookie(await login(t.app, account.username, account.password));
    const second = sessionCookie(await login(t.app, account.username, account.password));
    for (const cookie of [first, second])
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(
        200,
      );
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: account.email } });
    const token = await mailedToken(t.app, t.db, account.email, '/reset-password');
    await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, newPassword: 'Fresh2Start9' },
    });
    for (const cookie of [first, second])
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(
        401,
      );
  });
});
