import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, users } from '../../src/server/db/schema/index.ts';
import { login, mailedToken, mailsTo, me, registerAccount } from '../helpers/auth-flows.ts';
import { buildTestApp, sessionCookie, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_ACCOUNT: '1000' });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'FreshStart2025';

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
const reset = (token: string, newPassword = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, newPassword } });

async function resetTokenFor(email: string): Promise<string> {
  const res = await forgot(email);
  expect(res.statusCode).toBe(200);
  return mailedToken(t.app, t.db, email, '/reset-password');
}

describe('POST /api/forgot-password', () => {
  it('answers a known and an unknown email with the same status and body', async () => {
    const account = await registerAccount(t.app);
    const known = await forgot(account.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toMatchObject({ ok: true, message: expect.any(String) });
  });

  it('mails a reset link only when the email belongs to an account', async () => {
    const account = await registerAccount(t.app);
    await forgot(account.email.toUpperCase());
    const mails = await mailsTo(t.app, t.db, account.email);
    expect(mails.filter((m) => m.text.includes('/reset-password?token='))).toHaveLength(1);
    await forgot('stranger-no-account@example.com');
    expect(await mailsTo(t.app, t.db, 'stranger-no-account@example.com')).toHaveLength(0);
  });

  it('refuses a malformed email with 400 and an email field error', async () => {
    const res = await forgot('not an email');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.email).toEqual(expect.any(String));
  });
});

describe('POST /api/reset-password', () => {
  it('the mailed token sets the new password: the new one signs in, the old one no longer does', async () => {
    const account = await registerAccount(t.app);
    const token = await resetTokenFor(account.email);
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true });
    expect((await login(t.app, account.username, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(t.app, account.username, account.password)).statusCode).toBe(401);
  });

  it('ends every session of that user, on every device', async () => {
    const account = await registerAccount(t.app);
    const laptop = sessionCookie(await login(t.app, account.username, account.password));
    const phone = sessionCookie(await login(t.app, account.username, account.password));
    expect((await me(t.app, laptop)).statusCode).toBe(200);
    await reset(await resetTokenFor(account.email));
    expect((await me(t.app, laptop)).statusCode).toBe(401);
    expect((await me(t.app, phone)).statusCode).toBe(401);
  });

  it('leaves the sessions of other users alone', async () => {
    const bystander = await registerAccount(t.app);
    const cookie = sessionCookie(await login(t.app, bystander.username, bystander.password));
    const account = await registerAccount(t.app);
    await reset(await resetTokenFor(account.email));
    expect((await me(t.app, cookie)).statusCode).toBe(200);
  });

  it('a reset token works only once', async () => {
    const account = await registerAccount(t.app);
    const token = await resetTokenFor(account.email);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'SecondTry2025');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN', message: expect.any(String) });
    expect((await login(t.app, account.username, 'SecondTry2025')).statusCode).toBe(401);
  });

  it('an expired token is refused with 400 and the password stays as it was', async () => {
    const account = await registerAccount(t.app);
    const token = await resetTokenFor(account.email);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    await t.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(and(eq(accountTokens.userId, user!.id), eq(accountTokens.purpose, 'reset-password')));
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
    expect((await login(t.app, account.username, account.password)).statusCode).toBe(200);
  });

  it('a reset link expires after one hour', async () => {
    const account = await registerAccount(t.app);
    await resetTokenFor(account.email);
    const [row] = await t.db
      .select({
        seconds: sql<number>`extract(epoch from ${accountTokens.expiresAt} - ${accountTokens.createdAt})`,
      })
      .from(accountTokens)
      .innerJoin(users, eq(users.id, accountTokens.userId))
      .where(and(eq(users.email, account.email), eq(accountTokens.purpose, 'reset-password')));
    expect(Number(row!.seconds)).toBe(3600);
  });

  it('a second outstanding reset link stops working once the first one is used', async () => {
    const account = await registerAccount(t.app);
    const older = await resetTokenFor(account.email);
    const newer = await resetTokenFor(account.email);
    expect(newer).not.toBe(older);
    expect((await reset(newer)).statusCode).toBe(200);
    const res = await reset(older, 'SecondTry2025');
    expect(res.statusCode).toBe(400);
    expect((await login(t.app, account.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('an email confirmation token cannot be used to reset a password', async () => {
    const account = await registerAccount(t.app);
    const verifyToken = await mailedToken(t.app, t.db, account.email, '/verify-email');
    expect((await reset(verifyToken)).statusCode).toBe(400);
    expect((await login(t.app, account.username, account.password)).statusCode).toBe(200);
  });

  it('refuses a weak new password with 400 and a newPassword field error, keeping the token usable', async () => {
    const account = await registerAccount(t.app);
    const token = await resetTokenFor(account.email);
    const weak = await reset(token, 'weak');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors.newPassword).toEqual(expect.any(String));
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('an unknown token is refused with 400', async () => {
    const res = await reset('this-token-was-never-issued');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });
});
