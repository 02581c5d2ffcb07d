import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/common/orders/schema.ts';
import type { HistoryItem, Profile } from '../../src/common/profile.ts';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { login, mailsTo, newAccount, registerAccount, SECRET_MARKERS } from '../helpers/auth-flows.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { buildTestApp, signIn, signInAsAdmin, type TestApp } from '../helpers/test-app.ts';
import { inject, placeOrder, setOrderStatus } from './loyalty.fixtures.ts';
import { createQuote } from './quotes.fixtures.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_AUTH_PER_IP: '1000' });
  await chargeNoTax(t.app); // round figures: this file pins profile, not the bill
  admin = await signInAsAdmin(t.app);
});
afterAll(() => t.close());

async function member() {
  const account = await registerAccount(t.app, newAccount('prof'));
  const cookie = await signIn(t.app, account.username, account.password);
  return { ...account, cookie };
}

const profile = async (cookie: string) =>
  (await inject(t.app, 'GET', '/api/profile', cookie)).json<Profile>();

function mailedLink(text: string, page: string): string {
  const match = new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${page} link in: ${text}`);
  return match[1]!;
}

describe('GET and PATCH /api/profile', () => {
  it('answers the signed-in account with default preferences; a visitor is refused', async () => {
    const m = await member();
    expect(await profile(m.cookie)).toMatchObject({
      username: m.username,
      email: m.email,
      pendingEmail: null,
      fullName: null,
      preferences: { emailNotifications: true, smsNotifications: false, marketingEmails: false },
    });
    expect((await inject(t.app, 'GET', '/api/profile')).statusCode).toBe(401);
    expect((await inject(t.app, 'PATCH', '/api/profile', undefined, { fullName: 'X' })).statusCode).toBe(401);
  });

  it('saves name, phone, company, address and merges preferences; bad input is a 400', async () => {
    const m = await member();
    const res = await inject(t.app, 'PATCH', '/api/profile', m.cookie, {
      fullName: '  Sarah Johnson ',
      phone: '(215) 555-0123',
      company: 'Johnson & Associates',
      address: '123 Main Street, Philadelphia, PA 19103',
      preferences: { marketingEmails: true },
    });
    expect(res.statusCode).toBe(200);
    expect(await profile(m.cookie)).toMatchObject({
      fullName: 'Sarah Johnson',
      phone: '(215) 555-0123',
      company: 'Johnson & Associates',
      preferences: { emailNotifications: true, smsNotifications: false, marketingEmails: true },
    });
    for (const bad of [
      { phone: 'call me' },
      { fullName: 'x'.repeat(121) },
      { preferences: { smsNotifications: 'yes' } },
      { email: 'nope' },
    ]) {
      const refused = await inject(t.app, 'PATCH', '/api/profile', m.cookie, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toHaveProperty('message');
    }
    expect(
      (await inject(t.app, 'PATCH', '/api/profile', m.cookie, { phone: '' })).json<Profile>().phone,
    ).toBeNull();
  });

  it('a new email needs the current password and takes effect only through the link mailed to it', async () => {
    const m = await member();
    const next = `new.${m.email}`;
    expect((await inject(t.app, 'PATCH', '/api/profile', m.cookie, { email: next })).statusCode).toBe(400);
    const wrong = await inject(t.app, 'PATCH', '/api/profile', m.cookie, {
      email: next,
      currentPassword: 'Wrong1234',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toHaveProperty('currentPassword');
    const res = await inject(t.app, 'PATCH', '/api/profile', m.cookie, {
      email: next,
      currentPassword: m.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Profile>()).toMatchObject({ email: m.email, pendingEmail: next });
    const [toNew] = await mailsTo(t.app, t.db, next);
    const [toOld] = await mailsTo(t.app, t.db, m.email);
    expect(toOld!.text).toContain(`change its email address to ${next}`);
    const token = mailedLink(toNew!.text, '/confirm-email');
    expect((await inject(t.app, 'POST', '/api/profile/email/confirm', undefined, { token })).statusCode).toBe(
      200,
    );
    expect(await profile(m.cookie)).toMatchObject({ email: next, pendingEmail: null, emailVerified: true });
    expect((await inject(t.app, 'POST', '/api/profile/email/confirm', undefined, { token })).statusCode).toBe(
      400,
    );
  });

  it("another account's email cannot be taken", async () => {
    const m = await member();
    const other = await member();
    const res = await inject(t.app, 'PATCH', '/api/profile', m.cookie, {
      email: other.email.toUpperCase(),
      currentPassword: m.password,
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('POST /api/profile/password', () => {
  it('needs the current password and a strong new one; it ends the other sessions only', async () => {
    const m = await member();
    const otherDevice = await signIn(t.app, m.username, m.password);
    // Used just before: a remembered session must not outlive the change.
    expect((await inject(t.app, 'GET', '/api/me', otherDevice)).statusCode).toBe(200);
    const path = '/api/profile/password';
    expect(
      (
        await inject(t.app, 'POST', path, m.cookie, {
          currentPassword: 'Wrong1234',
          newPassword: 'Better2025x',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await inject(t.app, 'POST', path, m.cookie, { currentPassword: m.password, newPassword: 'short' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await inject(t.app, 'POST', path, undefined, {
          currentPassword: m.password,
          newPassword: 'Better2025x',
        })
      ).statusCode,
    ).toBe(401);
    const ok = await inject(t.app, 'POST', path, m.cookie, {
      currentPassword: m.password,
      newPassword: 'Better2025x',
    });
    expect(ok.statusCode).toBe(200);
    expect((await inject(t.app, 'GET', '/api/me', otherDevice)).statusCode).toBe(401);
    expect((await inject(t.app, 'GET', '/api/me', m.cookie)).statusCode).toBe(200);
    expect((await login(t.app, m.username, m.password)).statusCode).toBe(401);
    expect((await login(t.app, m.username, 'Better2025x')).statusCode).toBe(200);
    const [notice] = await mailsTo(t.app, t.db, m.email);
    expect(notice!.subject).toMatch(/password was changed/);
  });
});

describe('preferences are honoured', () => {
  it('emailNotifications off stops order status mail; the receipt still goes', async () => {
    const m = await member();
    await inject(t.app, 'PATCH', '/api/profile', m.cookie, { preferences: { emailNotifications: false } });
    const email = `quiet.${m.email}`;
    const order = await placeOrder(t.app, m.cookie, 1, { email });
    await setOrderStatus(t.app, admin, order.id, 'confirmed');
    const mails = await mailsTo(t.app, t.db, email);
    expect(mails.map((x) => x.subject)).toEqual([expect.stringMatching(/received/)]);
    await inject(t.app, 'PATCH', '/api/profile', m.cookie, { preferences: { emailNotifications: true } });
    await setOrderStatus(t.app, admin, order.id, 'preparing');
    expect((await mailsTo(t.app, t.db, email))[0]!.subject).toMatch(/preparing/);
  });
});

describe('Order History, export', () => {
  it("lists the user's own orders and proposals, newest first, each with its link", async () => {
    const m = await member();
    const other = await member();
    const order = await placeOrder(t.app, m.cookie, 2);
    const quote = await createQuote(t.app, m.cookie);
    await placeOrder(t.app, other.cookie, 1);
    const res = await inject(t.app, 'GET', '/api/profile/history', m.cookie);
    const items = res.json<HistoryItem[]>();
    expect(items.map((i) => [i.kind, i.id, i.href])).toEqual([
      ['proposal', quote.id, `/proposals?quote=${quote.id}`],
      ['order', order.id, `/tracker?order=${order.id}`],
    ]);
    expect(items[0]).toMatchObject({ event: 'Wedding', guests: 120, total: '4800.00', status: 'sent' });
    expect((await inject(t.app, 'GET', '/api/profile/history')).statusCode).toBe(401);
  });

  it('exports everything we hold as one JSON download, without secrets', async () => {
    const m = await member();
    await placeOrder(t.app, m.cookie, 1);
    const res = await inject(t.app, 'GET', '/api/profile/export', m.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
    const data = res.json();
    expect(data.account.username).toBe(m.username);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0].items).toHaveLength(1);
    for (const marker of SECRET_MARKERS) expect(res.body).not.toContain(marker);
    expect((await inject(t.app, 'GET', '/api/profile/export')).statusCode).toBe(401);
  });
});

describe('DELETE /api/profile', () => {
  it("needs the password; then the account cannot sign in and the business keeps its records as 'Deleted client'", async () => {
    const m = await member();
    const order = await placeOrder(t.app, m.cookie, 2);
    const quote = await createQuote(t.app, m.cookie);
    const wrong = await inject(t.app, 'DELETE', '/api/profile', m.cookie, { password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(400);
    const res = await inject(t.app, 'DELETE', '/api/profile', m.cookie, { password: m.password });
    expect(res.statusCode).toBe(200);
    expect((await inject(t.app, 'GET', '/api/me', m.cookie)).statusCode).toBe(401);
    expect((await login(t.app, m.username, m.password)).statusCode).toBe(401);
    const kept = (await inject(t.app, 'GET', `/api/orders/${order.id}`, admin)).json<Order>();
    expect(kept).toMatchObject({
      customerName: 'Deleted client',
      userId: null,
      email: null,
      total: '120.00',
    });
    const keptQuote = (await inject(t.app, 'GET', `/api/quotes/${quote.id}`, admin)).json<Quote>();
    expect(keptQuote).toMatchObject({ clientName: 'Deleted client', clientId: null, contactEmail: null });
    expect(JSON.stringify(keptQuote)).not.toContain(m.email);
  });

  it('the last admin cannot delete itself; with a second admin it can', async () => {
    const res = await inject(t.app, 'DELETE', '/api/profile', admin, { password: 'AdminDemo1' });
    expect(res.statusCode).toBe(409);
    const second = await member();
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.username, second.username));
    const gone = await inject(t.app, 'DELETE', '/api/profile', second.cookie, { password: second.password });
    expect(gone.statusCode).toBe(200);
    expect((await login(t.app, second.username, second.password)).statusCode).toBe(401);
  });
});
