import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QrCode } from '../../src/common/qr-codes.ts';
import { login, mailedToken, mailsTo, newAccount, registerAccount } from '../helpers/auth-flows.ts';
import { buildTestApp, signIn, signInAsAdmin, type TestApp } from '../helpers/test-app.ts';

/** Issue 24 §7, §9, §10, §13: accounts, the newsletter and the public QR list against a stranger. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  // Per-account limit 8 (the default); a high per-address limit, so the race below meets the account's.
  t = await buildTestApp({ RATE_LIMIT_AUTH_PER_IP: '1000' });
  admin = await signInAsAdmin(t.app);
});
afterAll(() => t.close());

function req(method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

describe('a password or email change ends the links mailed before it (§7)', () => {
  it('a reset link mailed before POST /api/profile/password no longer resets the password', async () => {
    const account = await registerAccount(t.app, newAccount('resetter'));
    await req('POST', '/api/forgot-password', undefined, { email: account.email });
    const token = await mailedToken(t.app, t.db, account.email, '/reset-password');
    const cookie = await signIn(t.app, account.username, account.password);
    const changed = await req('POST', '/api/profile/password', cookie, {
      currentPassword: account.password,
      newPassword: 'Changed2024x',
    });
    expect(changed.statusCode).toBe(200);

    const reset = await req('POST', '/api/reset-password', undefined, {
      token,
      newPassword: 'Attacker2024x',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe('This reset link is invalid or has expired. Please ask for a new one.');
    expect((await login(t.app, account.username, 'Changed2024x')).statusCode).toBe(200);
  });

  it('an email change waiting for its link ends with a password change', async () => {
    const account = await registerAccount(t.app, newAccount('mover'));
    const cookie = await signIn(t.app, account.username, account.password);
    const newEmail = `moved.${account.email}`;
    const asked = await req('PATCH', '/api/profile', cookie, {
      email: newEmail,
      currentPassword: account.password,
    });
    expect(asked.statusCode).toBe(200);
    const token = await mailedToken(t.app, t.db, newEmail, '/confirm-email');
    await req('POST', '/api/profile/password', cookie, {
      currentPassword: account.password,
      newPassword: 'Changed2024x',
    });
    const confirm = await req('POST', '/api/profile/email/confirm', undefined, { token });
    expect(confirm.statusCode).toBe(400);
    expect((await req('GET', '/api/profile', cookie)).json()).toMatchObject({
      email: account.email,
      pendingEmail: null,
    });
  });

  it('a reset link mailed to the old address dies when a new email is confirmed', async () => {
    const account = await registerAccount(t.app, newAccount('switcher'));
    await req('POST', '/api/forgot-password', undefined, { email: account.email });
    const resetToken = await mailedToken(t.app, t.db, account.email, '/reset-password');
    const cookie = await signIn(t.app, account.username, account.password);
    const newEmail = `new.${account.email}`;
    await req('PATCH', '/api/profile', cookie, { email: newEmail, currentPassword: account.password });
    const token = await mailedToken(t.app, t.db, newEmail, '/confirm-email');
    expect((await req('POST', '/api/profile/email/confirm', undefined, { token })).statusCode).toBe(200);
    const reset = await req('POST', '/api/reset-password', undefined, {
      token: resetToken,
      newPassword: 'Attacker2024x',
    });
    expect(reset.statusCode).toBe(400);
  });
});

describe('newsletter state follows only a verified address (§9)', () => {
  it('an unverified account with someone’s email cannot unsubscribe them', async () => {
    const email = `reader${Date.now()}@example.com`;
    await req('POST', '/api/newsletter', undefined, { email });
    const [mail] = await mailsTo(t.app, t.db, email);
    const token = /newsletter\?confirm=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect((await req('POST', '/api/newsletter/confirm', undefined, { token })).statusCode).toBe(200);
    // The link works once: used again, it is a token refused by name.
    const again = await req('POST', '/api/newsletter/confirm', undefined, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'This confirmation link is invalid or was already used.',
    });
    const before = (await req('GET', '/api/newsletter/stats', admin)).json().subscribers;

    const squatter = await registerAccount(t.app, { ...newAccount('squatter'), email });
    const cookie = await signIn(t.app, squatter.username, squatter.password);
    const off = await req('PATCH', '/api/profile', cookie, { preferences: { marketingEmails: false } });
    expect(off.statusCode).toBe(200);
    expect((await req('GET', '/api/newsletter/stats', admin)).json().subscribers).toBe(before);
  });

  it('an unverified account shows its own choice, not the one the address owner makes (issue 34 §7)', async () => {
    const email = `owner${Date.now()}@example.com`;
    const squatter = await registerAccount(t.app, { ...newAccount('typo'), email });
    const cookie = await signIn(t.app, squatter.username, squatter.password);
    const own = (await req('GET', '/api/profile', cookie)).json().preferences.marketingEmails;

    // The address's real owner joins the newsletter from the public form and confirms it.
    await req('POST', '/api/newsletter', undefined, { email });
    const mails = await mailsTo(t.app, t.db, email);
    const confirm = mails
      .map((m) => /newsletter\?confirm=([A-Za-z0-9_-]+)/.exec(m.text ?? '')?.[1])
      .find(Boolean);
    expect((await req('POST', '/api/newsletter/confirm', undefined, { token: confirm })).statusCode).toBe(
      200,
    );
    expect((await req('GET', '/api/profile', cookie)).json().preferences.marketingEmails).toBe(own);
    expect(own).toBe(false);
  });
});

describe('the public QR list (§10)', () => {
  it('a discount QR whose code starts next month is not listed nor served', async () => {
    const startsLater = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const code = await req('POST', '/api/discount-codes', admin, {
      code: 'NEXTMONTH',
      title: 'Next month',
      percent: 10,
      validFrom: startsLater,
    });
    expect(code.statusCode, code.body).toBe(201);
    const qr = (
      await req('POST', '/api/qr-codes', admin, {
        name: 'Next month',
        type: 'discount',
        data: 'DISCOUNT:NEXTMONTH',
      })
    ).json<QrCode>();
    const listed = (await req('GET', '/api/qr-codes')).json<QrCode[]>().map((c) => c.id);
    expect(listed).not.toContain(qr.id);
    expect((await req('GET', `/api/qr-codes/${qr.id}/image`)).statusCode).toBe(404);
    expect((await req('GET', '/api/qr-codes', admin)).json<QrCode[]>().map((c) => c.id)).toContain(qr.id);
  });
});

describe('sign-in attempts are counted before the password is checked (§13)', () => {
  it('25 wrong passwords sent at once: at most the per-account limit (8) are checked', async () => {
    const account = await registerAccount(t.app, newAccount('raced'));
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => login(t.app, account.username, 'Wrong-password-1')),
    );
    const checked = answers.filter((r) => r.statusCode === 401).length;
    const paused = answers.filter((r) => r.statusCode === 429).length;
    expect(checked).toBeLessThanOrEqual(8);
    expect(checked + paused).toBe(25);
  });

  it('right passwords do not use up the account’s attempts', async () => {
    const account = await registerAccount(t.app, newAccount('regular'));
    for (let i = 0; i < 10; i++) {
      expect((await login(t.app, account.username, account.password)).statusCode).toBe(200);
    }
  });
});
