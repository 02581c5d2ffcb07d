import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../src/common/auth.ts';
import type { Profile } from '../../src/common/profile.ts';
import { mailsTo, me, newAccount } from '../helpers/auth-flows.ts';
import { buildTestApp, signIn, type TestApp } from '../helpers/test-app.ts';
import { call, createQuote } from './quotes.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Signs up as Jordan Lee with a login name that is not a name ("jordanlee…"). */
async function signUpJordan(
  extra: Record<string, unknown> = { fullName: 'Jordan Lee', phone: '215-555-0142' },
) {
  const account = newAccount('jordanlee');
  const res = await call(t.app, 'POST', '/api/register', undefined, { ...account, ...extra });
  return { account, res };
}

describe('sign-up takes the full name and an optional phone (issue 34 §6)', () => {
  it('stores both: /api/me has the full name, /api/profile the name and the phone', async () => {
    const { account, res } = await signUpJordan();
    expect(res.statusCode).toBe(201);
    expect(res.json<PublicUser>().fullName).toBe('Jordan Lee');
    const cookie = await signIn(t.app, account.username, account.password);
    expect((await me(t.app, cookie)).json<PublicUser>().fullName).toBe('Jordan Lee');
    const profile = (await call(t.app, 'GET', '/api/profile', cookie)).json<Profile>();
    expect(profile.fullName).toBe('Jordan Lee');
    expect(profile.phone).toBe('215-555-0142');
  });

  it('the phone may be left blank; the spec’s three fields alone still make an account', async () => {
    const blank = await signUpJordan({ fullName: 'Jordan Lee', phone: '' });
    expect(blank.res.statusCode).toBe(201);
    const cookie = await signIn(t.app, blank.account.username, blank.account.password);
    expect((await call(t.app, 'GET', '/api/profile', cookie)).json<Profile>().phone).toBeNull();
    const bare = await signUpJordan({});
    expect(bare.res.statusCode).toBe(201);
    expect(bare.res.json<PublicUser>().fullName).toBeNull();
  });

  it('refuses a phone nobody can dial and a "name" that is a web address, naming the field', async () => {
    const phone = await signUpJordan({ fullName: 'Jordan Lee', phone: 'call me' });
    expect(phone.res.statusCode).toBe(400);
    expect(JSON.stringify(phone.res.json())).toContain('Enter a valid phone number');
    const name = await signUpJordan({ fullName: 'visit evil.example' });
    expect(name.res.statusCode).toBe(400);
    expect(JSON.stringify(name.res.json())).toContain('Full name may contain only letters');
  });
});

describe('mails greet the person by the first name of their full name, never the login name', () => {
  it('the confirmation mail and a proposal mail say "Hello Jordan,"', async () => {
    const { account } = await signUpJordan();
    const [confirm] = await mailsTo(t.app, t.db, account.email);
    expect(confirm?.subject).toMatch(/^Confirm your email/);
    expect(confirm?.text).toMatch(/^Hello Jordan,/);
    expect(confirm?.text).not.toContain(account.username);

    const cookie = await signIn(t.app, account.username, account.password);
    const quote = await createQuote(t.app, cookie);
    expect(quote.clientName).toBe('Jordan Lee');
    const [received] = await mailsTo(t.app, t.db, account.email);
    expect(received?.subject).not.toMatch(/^Confirm your email/);
    expect(received?.text).toMatch(/^Hello Jordan,/);
  });

  it('the password-reset mail of an account with a full name says "Hello Jordan,"', async () => {
    const { account } = await signUpJordan();
    await call(t.app, 'POST', '/api/forgot-password', undefined, { email: account.email });
    const [reset] = await mailsTo(t.app, t.db, account.email);
    expect(reset?.text).toContain('/reset-password?token=');
    expect(reset?.text).toMatch(/^Hello Jordan,/);
  });
});
