import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterStats } from '../../src/common/newsletter.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { startMailCatcher } from '../helpers/mail-catcher.ts';
import { buildTestApp, signInAsAdmin, signInAsClient, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
let client: string;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;

beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await buildTestApp({ SMTP_URL: catcher.url });
  admin = await signInAsAdmin(t.app);
  client = await signInAsClient(t.app);
});
afterAll(async () => {
  await t.close();
  await catcher.close();
});

const signUp = (email: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email }, headers });
const stats = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/newsletter/stats', headers: { cookie: admin } })
  ).json<NewsletterStats>();

async function confirmToken(email: string): Promise<string> {
  const [mail] = await mailsTo(t.app, t.db, email);
  const token = /\/newsletter\?confirm=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirm link mailed to ${email}`);
  return token;
}

describe('newsletter double opt-in', () => {
  it('counts a subscriber only after the mailed link is confirmed, once', async () => {
    const before = await stats();
    const res = await signUp('Reader.One@Example.com');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'Check your inbox to confirm your subscription.' });
    expect(await stats()).toEqual({ subscribers: before.subscribers, pending: before.pending + 1 });

    const token = await confirmToken('reader.one@example.com');
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token },
    });
    expect(confirm.statusCode).toBe(200);
    expect(await stats()).toEqual({ subscribers: before.subscribers + 1, pending: before.pending });
    const reused = await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
    expect(reused.statusCode).toBe(400);

    // Signing up again answers the same and sends nothing: the form reveals no subscribers.
    const again = await signUp('reader.one@example.com');
    expect(again.json()).toEqual(res.json());
    expect(await mailsTo(t.app, t.db, 'reader.one@example.com')).toHaveLength(1);
  });

  it('refuses a bad email and a bad confirm token with 400', async () => {
    expect((await signUp('not-an-email')).statusCode).toBe(400);
    expect((await signUp(42)).statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token: 'nope' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('limits sign-ups per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await signUp('spam.target@example.com')).statusCode);
    expect(codes.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('newsletter mail and unsubscribe', () => {
  it('carries a one-click unsubscribe link and List-Unsubscribe headers; both unsubscribe', async () => {
    for (const email of ['reader.two@example.com', 'reader.three@example.com']) {
      await signUp(email);
      await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/confirm',
        payload: { token: await confirmToken(email) },
      });
    }
    const count = (await stats()).subscribers;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/send',
      headers: { cookie: admin },
      payload: { subject: 'Spring menu tasting', text: 'Join us on Saturday.' },
    });
    expect(sent.json()).toEqual({ sent: count });

    const two = await catcher.waitForMail(
      (m) => m.subject === 'Spring menu tasting' && m.to.includes('reader.two@example.com'),
    );
    const headerUrl = /^List-Unsubscribe: <([^>]+)>/im.exec(two.headers)?.[1];
    expect(headerUrl).toMatch(/^http:\/\/localhost:5000\/api\/newsletter\/unsubscribe\?token=/);
    expect(two.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
    // The mail provider's one-click POST (RFC 8058): a form body, no cookies, no Origin.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: headerUrl!.replace('http://localhost:5000', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await stats()).subscribers).toBe(count - 1);

    // The link in the text opens the site's page, which posts the same token.
    const three = await catcher.waitForMail(
      (m) => m.subject === 'Spring menu tasting' && m.to.includes('reader.three@example.com'),
    );
    const token = /\/newsletter\?unsubscribe=([A-Za-z0-9_-]+)/.exec(three.text)?.[1];
    expect(token).toBeTruthy();
    const viaPage = await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${token}` });
    expect(viaPage.statusCode).toBe(200);
    expect((await stats()).subscribers).toBe(count - 2);
  });

  it('keeps the count and the sending to admins', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/newsletter/stats' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/newsletter/stats', headers: { cookie: client } }))
        .statusCode,
    ).toBe(403);
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/send',
      headers: { cookie: client },
      payload: { subject: 'x', text: 'y' },
    });
    expect(send.statusCode).toBe(403);
  });
});

describe('the marketing-emails preference is the newsletter consent', () => {
  const profile = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: client } })).json();
  const setMarketing = (on: boolean) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: client },
      payload: { preferences: { marketingEmails: on } },
    });

  it('switching it on subscribes the verified account, off unsubscribes it', async () => {
    const before = (await stats()).subscribers;
    expect((await setMarketing(true)).statusCode).toBe(200);
    expect((await stats()).subscribers).toBe(before + 1);
    expect((await setMarketing(false)).statusCode).toBe(200);
    expect((await stats()).subscribers).toBe(before);
  });

  it('the one-click unsubscribe link turns the account’s preference off', async () => {
    await setMarketing(true);
    expect((await profile()).preferences.marketingEmails).toBe(true);
    const email = (await profile()).email as string;
    await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/send',
      headers: { cookie: admin },
      payload: { subject: 'Consent check', text: 'Hello.' },
    });
    const mail = (await mailsTo(t.app, t.db, email.toLowerCase())).find((m) => m.subject === 'Consent check');
    const token = /unsubscribe=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const res = await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${token}` });
    expect(res.statusCode).toBe(200);
    expect((await profile()).preferences.marketingEmails).toBe(false);
  });
});
