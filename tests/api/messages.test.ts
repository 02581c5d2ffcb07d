import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, Thread } from '../../src/common/messages.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { buildTestApp, signInAsAdmin, signInAsClient, type TestApp } from '../helpers/test-app.ts';
import { call, createQuote, newClient } from './quotes.fixtures.ts';

let t: TestApp;
let client: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ BUSINESS_EMAIL: 'bookings@catering.test' });
  client = await signInAsClient(t.app);
  admin = await signInAsAdmin(t.app);
});
afterAll(() => t.close());

const send = (cookie: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/messages', cookie, body);
const conversation = async (quoteId: number, cookie: string) =>
  (await call(t.app, 'GET', `/api/quotes/${quoteId}/messages`, cookie)).json() as Message[];
const threads = async (cookie: string) =>
  (await call(t.app, 'GET', '/api/messages/threads', cookie)).json() as Thread[];

describe('POST /api/messages and GET /api/quotes/{quoteId}/messages', () => {
  it('lets the client and an admin talk about a quote, in order', async () => {
    const quote = await createQuote(t.app, client);
    const first = await send(client, { quoteId: quote.id, content: '  Can we add a vegan option?  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ content: 'Can we add a vegan option?', senderSide: 'client' });
    await send(admin, { quoteId: quote.id, content: 'Of course: a roasted vegetable paella.' });
    for (const cookie of [client, admin]) {
      const list = await conversation(quote.id, cookie);
      expect(list.map((m) => [m.senderSide, m.content])).toEqual([
        ['client', 'Can we add a vegan option?'],
        ['business', 'Of course: a roasted vegetable paella.'],
      ]);
    }
  });

  it('records the signed-in user as the sender whatever senderId says', async () => {
    const quote = await createQuote(t.app, client);
    const me = (await call(t.app, 'GET', '/api/me', client)).json();
    const res = await send(client, { quoteId: quote.id, senderId: 999, content: 'From me' });
    expect(res.json()).toMatchObject({ senderId: me.id, senderName: 'Jordan Avery' });
  });

  it.each([
    ['empty', ''],
    ['whitespace-only', ' \n\t '],
    ['over 2000 characters', 'x'.repeat(2001)],
  ])('refuses %s content with 400', async (_name, content) => {
    const quote = await createQuote(t.app, client);
    const res = await send(client, { quoteId: quote.id, content });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('content');
  });

  it('refuses a missing or malformed quoteId with 400 and an unknown one with 404', async () => {
    expect((await send(client, { content: 'Hi' })).statusCode).toBe(400);
    expect((await send(client, { quoteId: 'one', content: 'Hi' })).statusCode).toBe(400);
    expect((await send(admin, { quoteId: 999_999, content: 'Hi' })).statusCode).toBe(404);
  });

  it('answers another client 404, as if the quote did not exist, and a visitor 401', async () => {
    const quote = await createQuote(t.app, client);
    const { cookie: other } = await newClient(t.app, 'nosy');
    expect((await send(other, { quoteId: quote.id, content: 'Hello?' })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/quotes/${quote.id}/messages`, other)).statusCode).toBe(404);
    expect(
      (await call(t.app, 'POST', '/api/messages', undefined, { quoteId: quote.id, content: 'x' })).statusCode,
    ).toBe(401);
    expect((await call(t.app, 'GET', '/api/messages/threads')).statusCode).toBe(401);
  });
});

describe('threads and unread counts', () => {
  it('lists one thread per visible quote, the most recently active first, with unread counts', async () => {
    const { cookie } = await newClient(t.app, 'threads');
    const older = await createQuote(t.app, cookie);
    const newer = await createQuote(t.app, cookie);
    await send(admin, { quoteId: older.id, content: 'Your tasting is booked.' });
    await send(admin, { quoteId: older.id, content: 'See you Tuesday.' });

    const list = await threads(cookie);
    expect(list.map((th) => th.quoteId)).toEqual([older.id, newer.id]);
    expect(list[0]).toMatchObject({ unreadCount: 2, lastMessage: 'See you Tuesday.' });
    expect(list[1]).toMatchObject({ unreadCount: 0, lastMessage: null });
    expect(list[0]?.callNumber).toBe('(215) 555-0142');

    const read = await call(t.app, 'PATCH', `/api/quotes/${older.id}/messages/read`, cookie);
    expect(read.json()).toEqual({ marked: 2 });
    expect((await threads(cookie))[0]?.unreadCount).toBe(0);
  });

  it('shows admins every quote’s thread and counts what clients wrote as unread', async () => {
    const quote = await createQuote(t.app, client);
    await send(client, { quoteId: quote.id, content: 'Is parking available?' });
    const thread = (await threads(admin)).find((th) => th.quoteId === quote.id);
    expect(thread).toMatchObject({ unreadCount: 1, clientName: 'Jordan Avery' });
  });
});

describe('mail to the side that is not online', () => {
  it('mails the client when an admin writes while the client is away, once per quiet period', async () => {
    const { account, cookie } = await newClient(t.app, 'away');
    const quote = await createQuote(t.app, cookie);
    await send(admin, { quoteId: quote.id, content: 'We can do a tasting on Friday.' });
    await send(admin, { quoteId: quote.id, content: 'Or Saturday.' });
    const mails = (await mailsTo(t.app, t.db, account.email)).filter((m) =>
      m.subject.startsWith('New message'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('We can do a tasting on Friday.');
    expect(mails[0]?.text).toContain(`/messages?quote=${quote.id}`);
  });

  it('does not mail a client who has the conversation open', async () => {
    const { account, cookie } = await newClient(t.app, 'online');
    const quote = await createQuote(t.app, cookie);
    await call(t.app, 'GET', `/api/quotes/${quote.id}/messages`, cookie);
    await send(admin, { quoteId: quote.id, content: 'Hello there.' });
    const mails = (await mailsTo(t.app, t.db, account.email)).filter((m) =>
      m.subject.startsWith('New message'),
    );
    expect(mails).toHaveLength(0);
  });

  it('mails the business when a client writes and no admin is online, and not once one is', async () => {
    const fresh = await buildTestApp({ BUSINESS_EMAIL: 'team@catering.test' });
    try {
      const cookie = await signInAsClient(fresh.app);
      const first = await createQuote(fresh.app, cookie);
      await call(fresh.app, 'POST', '/api/messages', cookie, { quoteId: first.id, content: 'Anyone there?' });
      const businessMails = async () =>
        (await mailsTo(fresh.app, fresh.db, 'team@catering.test')).filter((m) =>
          m.subject.startsWith('New message'),
        );
      expect((await businessMails()).map((m) => m.text)).toEqual([expect.stringContaining('Anyone there?')]);

      await call(fresh.app, 'GET', '/api/messages/threads', await signInAsAdmin(fresh.app));
      const second = await createQuote(fresh.app, cookie);
      await call(fresh.app, 'POST', '/api/messages', cookie, {
        quoteId: second.id,
        content: 'Second question',
      });
      expect(await businessMails()).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});
