import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TrainingRequestListSchema } from '../../src/common/training.ts';
import { outbox } from '../../src/server/db/schema/index.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

const t = signedInTestApp();

const enroll = {
  programId: 'chef-fundamentals',
  kind: 'enroll',
  participants: 2,
  phone: '215-555-0100',
  message: 'Two of us',
};
const post = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/training/requests',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
const list = (cookie: string, query = 'status=all') =>
  t.app.inject({ method: 'GET', url: `/api/training/requests?${query}`, headers: { cookie } });

describe('asking to enroll in a training program', () => {
  it('stores a client request and mails it to the business', async () => {
    const res = await post(enroll, t.client);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      programTitle: 'Chef Fundamentals',
      kind: 'enroll',
      participants: 2,
      requester: { username: 'client' },
      handledAt: null,
    });
    await t.app.mailer.flush();
    const [mail] = await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail?.to).toBe(t.config.businessEmail);
    expect(mail?.subject).toBe('Enrollment request: Chef Fundamentals (2 people)');
    expect(mail?.text).toContain('Two of us');
  });

  it('stores a Learn More request as an information request', async () => {
    const res = await post({ programId: 'private-coaching', kind: 'info', participants: 1 }, t.client);
    expect(res.statusCode).toBe(201);
    expect(res.json().kind).toBe('info');
  });

  it("refuses more participants than the program's class size", async () => {
    const res = await post({ ...enroll, programId: 'private-coaching', participants: 5 }, t.client);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.participants).toBe('Private Chef Coaching takes at most 4 students');
  });

  it('refuses an unknown program, an unknown kind and a missing participant count', async () => {
    for (const body of [
      { ...enroll, programId: 'sushi-101' },
      { ...enroll, kind: 'buy' },
      { programId: 'chef-fundamentals', kind: 'enroll' },
    ]) {
      expect((await post(body, t.client)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('asks visitors to sign in first', async () => {
    expect((await post(enroll)).statusCode).toBe(401);
  });
});

describe('reading training requests', () => {
  it('shows a client only their own requests', async () => {
    const res = await list(t.client);
    expect(res.statusCode).toBe(200);
    const requests = TrainingRequestListSchema.parse(res.json());
    expect(requests.items.length).toBeGreaterThan(0);
    expect(requests.items.every((r) => r.requester.username === 'client')).toBe(true);
  });

  it('shows an admin every request, and the admin marks one handled', async () => {
    await post({ ...enroll, programId: 'dining-etiquette', participants: 10 }, t.admin);
    const all = TrainingRequestListSchema.parse((await list(t.admin)).json());
    expect(new Set(all.items.map((r) => r.requester.username))).toEqual(new Set(['client', 'admin']));

    const target = all.items[0]!;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/training/requests/${target.id}`,
      payload: { handled: true },
      headers: { cookie: t.admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().handledAt).toEqual(expect.any(String));
    const open = TrainingRequestListSchema.parse((await list(t.admin, 'status=open')).json());
    expect(open.items.map((r) => r.id)).not.toContain(target.id);
  });

  it('does not let a client mark a request handled', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/training/requests/1',
      payload: { handled: true },
      headers: { cookie: t.client },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for a request that does not exist and 401 to visitors', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/training/requests/424242',
      payload: { handled: true },
      headers: { cookie: t.admin },
    });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/training/requests' })).statusCode).toBe(401);
  });
});
