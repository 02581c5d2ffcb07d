import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  login,
  mailedToken,
  mailsTo,
  me,
  newAccount,
  registerAccount,
  SECRET_MARKERS,
} from '../helpers/auth-flows.ts';
import { buildTestApp, sessionCookie, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_ACCOUNT: '1000' });
});
afterAll(() => t.close());

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/register', payload: payload as object });

describe('POST /api/register', () => {
  it('creates a client account and answers 201 with the public user only', async () => {
    const account = newAccount();
    const res = await register(account);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'email',
      'emailVerified',
      'fullName',
      'id',
      'phone',
      'role',
      'username',
    ]);
    expect(body).toMatchObject({
      id: expect.any(Number),
      username: account.username,
      email: account.email,
      role: 'client',
      emailVerified: false,
    });
    for (const marker of [...SECRET_MARKERS, 'token', account.password])
      expect(res.body).not.toContain(marker);
  });

  it('refuses a role sent by the caller (issue 24 §12): a new account is always a client', async () => {
    const refused = await register({ ...newAccount(), role: 'admin' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('body: Unknown field "role"');
    const res = await register(newAccount());
    expect(res.statusCode).toBe(201);
    expect(res.json().role).toBe('client');
  });

  it('lets the new account sign in at once', async () => {
    const account = await registerAccount(t.app);
    const res = await login(t.app, account.username, account.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: account.username, role: 'client' });
  });

  it('refuses a username taken in another letter case with 409 and a username field error', async () => {
    const first = await registerAccount(t.app);
    const res = await register({ ...newAccount(), username: first.username.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_EXISTS', message: expect.any(String) });
    expect(res.json().fieldErrors).toEqual({ username: expect.any(String) });
  });

  it('refuses an email already registered in another letter case with 409 and an email field error', async () => {
    const first = await registerAccount(t.app);
    const res = await register({ ...newAccount(), email: first.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors).toEqual({ email: expect.any(String) });
  });

  it.each([
    [
      'username',
      (a: ReturnType<typeof newAccount>) => ({ ...newAccount(), username: a.username.toUpperCase() }),
    ],
    ['email', (a: ReturnType<typeof newAccount>) => ({ ...newAccount(), email: a.email.toUpperCase() })],
  ])(
    'of two simultaneous registrations with one %s, one succeeds and the other gets 409 naming it',
    async (field, twin) => {
      const first = newAccount();
      const replies = await Promise.all([register(first), register(twin(first))]);
      expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const refused = replies.find((r) => r.statusCode === 409)!;
      expect(Object.keys(refused.json().fieldErrors)).toEqual([field]);
    },
  );

  it.each([
    ['shorter than 8 characters', 'Abcde1'],
    ['without a lowercase letter', 'ABCDEFG1'],
    ['without an uppercase letter', 'abcdefg1'],
    ['without a number', 'Abcdefgh'],
    ['longer than 128 characters', `Aa1${'x'.repeat(126)}`],
  ])('refuses a password %s with 400 and a password field error', async (_rule, password) => {
    const res = await register({ ...newAccount(), password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    expect(res.json().fieldErrors.password).toEqual(expect.any(String));
  });

  it('accepts a password of exactly 128 characters', async () => {
    const res = await register({ ...newAccount(), password: `Aa1${'x'.repeat(125)}` });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['a username with spaces', { username: 'two words' }, 'username'],
    ['a username of 2 characters', { username: 'ab' }, 'username'],
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['a missing password', { password: undefined }, 'password'],
  ])('refuses %s with 400 naming the field', async (_what, change, field) => {
    const res = await register({ ...newAccount(), ...change });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toContain(field);
  });
});

describe('email verification', () => {
  it('registering mails a confirmation link to the new address', async () => {
    const account = await registerAccount(t.app);
    const mails = await mailsTo(t.app, t.db, account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/\/verify-email\?token=[A-Za-z0-9_-]{20,}/);
  });

  it('the mailed token marks the email verified, as the user then sees at /api/me', async () => {
    const account = await registerAccount(t.app);
    const token = await mailedToken(t.app, t.db, account.email, '/verify-email');
    const res = await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: account.username, emailVerified: true });
    const cookie = sessionCookie(await login(t.app, account.username, account.password));
    expect((await me(t.app, cookie)).json().emailVerified).toBe(true);
  });

  it('a confirmation token works only once', async () => {
    const account = await registerAccount(t.app);
    const token = await mailedToken(t.app, t.db, account.email, '/verify-email');
    const first = await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } });
    expect(first.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN', message: expect.any(String) });
  });

  it('an unknown token is refused with 400 and leaves the account unverified', async () => {
    const account = await registerAccount(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verify-email',
      payload: { token: 'made-up-token' },
    });
    expect(res.statusCode).toBe(400);
    const cookie = sessionCookie(await login(t.app, account.username, account.password));
    expect((await me(t.app, cookie)).json().emailVerified).toBe(false);
  });
});
