import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { InquiryListSchema } from '../../src/common/inquiries.ts';
import { outbox } from '../../src/server/db/schema/index.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

const t = signedInTestApp();

// Each test sends from its own address, so the per-address limit only bites where a test wants it to.
let nextIp = 1;
const freshIp = () => `203.0.113.${nextIp++}`;

const valid = {
  fullName: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(215) 555-0199',
  eventType: 'Wedding',
  eventDate: '2099-06-14',
  guestCount: 120,
  message: 'A June wedding in Chestnut Hill, buffet style.',
};

const send = (payload: unknown, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/inquiries', payload: payload as object, remoteAddress });

describe('sending the contact form', () => {
  it('stores the inquiry and mails the business every detail', async () => {
    const res = await send(valid);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    await t.app.mailer.flush();
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, t.config.businessEmail))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.subject).toBe(`New inquiry #${id} from Dana Whitfield (Wedding)`);
    expect(mail?.text).toContain('dana@example.com');
    expect(mail?.text).toContain('Guests: 120');
    expect(mail?.text).toContain('Chestnut Hill');
  });

  it('accepts a form with only Full Name and Email, the empty fields as blanks', async () => {
    const res = await send({
      fullName: 'Sam',
      email: 'sam@example.com',
      phone: '',
      guestCount: '',
      eventDate: '',
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('requires Full Name and a valid Email', async () => {
    const res = await send({ fullName: '  ', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({ fullName: expect.any(String), email: expect.any(String) });
  });

  it('refuses a guest count that is not a whole positive number', async () => {
    for (const guestCount of [0, -5, 2.5, 'lots', 100_000]) {
      const res = await send({ ...valid, guestCount });
      expect(res.statusCode, String(guestCount)).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty('guestCount');
    }
  });

  it('refuses an event date in the past or not a date', async () => {
    expect((await send({ ...valid, eventDate: '2001-01-01' })).json().fieldErrors).toHaveProperty(
      'eventDate',
    );
    expect((await send({ ...valid, eventDate: 'next friday' })).statusCode).toBe(400);
  });

  it('slows down one address that keeps sending, with 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await send(valid, ip)).statusCode).toBe(201);
    const refused = await send(valid, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await send(valid, freshIp())).statusCode).toBe(201);
  });
});

describe('reading inquiries', () => {
  it('lists open inquiries newest first for an admin, with the open count', async () => {
    await send({ ...valid, fullName: 'Newest Person' });
    const res = await t.app.inject({ method: 'GET', url: '/api/inquiries', headers: { cookie: t.admin } });
    expect(res.statusCode).toBe(200);
    const list = InquiryListSchema.parse(res.json());
    expect(list.items[0]?.fullName).toBe('Newest Person');
    expect(list.openCount).toBeGreaterThanOrEqual(list.items.length);
    expect(list.items.every((i) => i.handledAt === null)).toBe(true);
  });

  it('pages through the list', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/inquiries?status=all&page=2&pageSize=1',
      headers: { cookie: t.admin },
    });
    const list = InquiryListSchema.parse(res.json());
    expect(list.items).toHaveLength(1);
    expect(list.page).toBe(2);
    expect(list.total).toBeGreaterThan(1);
  });

  it('refuses visitors with 401 and clients with 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/inquiries' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/inquiries', headers: { cookie: t.client } });
    expect(res.statusCode).toBe(403);
  });

  it('refuses an unknown status filter', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/inquiries?status=spam',
      headers: { cookie: t.admin },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('marking an inquiry handled', () => {
  it('an admin marks it handled, it leaves the open list, and can reopen it', async () => {
    const { id } = (await send({ ...valid, fullName: 'To Be Handled' })).json();
    const patch = (handled: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/inquiries/${id}`,
        payload: { handled },
        headers: { cookie: t.admin },
      });

    const done = await patch(true);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id, handledBy: 'admin', handledAt: expect.any(String) });
    const open = InquiryListSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/inquiries?pageSize=100',
          headers: { cookie: t.admin },
        })
      ).json(),
    );
    expect(open.items.map((i) => i.id)).not.toContain(id);

    expect((await patch(false)).json()).toMatchObject({ id, handledAt: null, handledBy: null });
  });

  it('answers 404 for an inquiry that does not exist', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/inquiries/999999',
      payload: { handled: true },
      headers: { cookie: t.admin },
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses clients and visitors, and a body without handled', async () => {
    const { id } = (await send(valid)).json();
    const url = `/api/inquiries/${id}`;
    expect((await t.app.inject({ method: 'PATCH', url, payload: { handled: true } })).statusCode).toBe(401);
    const asClient = await t.app.inject({
      method: 'PATCH',
      url,
      payload: { handled: true },
      headers: { cookie: t.client },
    });
    expect(asClient.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PATCH',
      url,
      payload: { handled: 'yes' },
      headers: { cookie: t.admin },
    });
    expect(bad.statusCode).toBe(400);
  });
});
