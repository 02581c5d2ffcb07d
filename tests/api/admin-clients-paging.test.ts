import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClientList } from '../../src/common/bill/schema.ts';
import { me, newAccount, registerAccount } from '../helpers/auth-flows.ts';
import { buildTestApp, signIn, signInAsAdmin, signInAsClient, type TestApp } from '../helpers/test-app.ts';

/** Decision 0112: the tax-exempt page reads the clients a page at a time and searches on the server. */
let t: TestApp;
let admin: string;
const tag = `pg${Math.random().toString(36).slice(2, 7)}`;
const made: number[] = [];
const emails: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAsAdmin(t.app);
  for (let n = 0; n < 5; n += 1) {
    const account = await registerAccount(t.app, { ...newAccount(tag), username: `${tag}${n}` });
    const cookie = await signIn(t.app, account.username, account.password);
    emails.push(account.email);
    made.push((await me(t.app, cookie)).json<{ id: number }>().id);
  }
});
afterAll(() => t.close());

const list = (query: string, cookie = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/clients?${query}`, headers: { cookie } });

describe('GET /api/admin/clients', () => {
  it('pages the clients with the total, each once, to a short last page', async () => {
    const pages: AdminClientList[] = [];
    for (const page of [1, 2, 3]) {
      const res = await list(`q=${tag}&page=${page}&pageSize=2`);
      expect(res.statusCode, res.body).toBe(200);
      pages.push(res.json<AdminClientList>());
    }
    expect(pages.map((p) => p.clients.length)).toEqual([2, 2, 1]);
    expect(pages.every((p) => p.total === 5 && p.pageSize === 2)).toBe(true);
    // By name (the username when there is none), each client once.
    expect(pages.flatMap((p) => p.clients.map((c) => c.username))).toEqual(
      [0, 1, 2, 3, 4].map((n) => `${tag}${n}`),
    );
    const unfiltered = (await list('pageSize=3')).json<AdminClientList>();
    expect(unfiltered.clients).toHaveLength(3);
    expect(unfiltered.total).toBeGreaterThanOrEqual(6); // the demo client too
    expect((await list('')).json<AdminClientList>()).toMatchObject({ page: 1, pageSize: 25 });
  });

  it('lists clients with a certificate first, and only them with exempt=true', async () => {
    const last = made[4] as number;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/clients/${last}/tax-exempt`,
      headers: { cookie: admin },
      payload: { certificateNumber: 'PA-75-001', expiresOn: '2099-12-31' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const first = (await list(`q=${tag}&pageSize=1`)).json<AdminClientList>();
    expect(first.clients[0]).toMatchObject({ id: last, taxExemption: { certificateNumber: 'PA-75-001' } });
    const exempt = (await list(`q=${tag}&exempt=true`)).json<AdminClientList>();
    expect(exempt.clients.map((c) => c.id)).toEqual([last]);
    expect((await list(`q=${tag}&exempt=false`)).json<AdminClientList>().total).toBe(4);
  });

  it('searches every client by email on the server, and finds nothing for a stranger', async () => {
    const found = (
      await list(`q=${encodeURIComponent((emails[2] as string).toUpperCase())}`)
    ).json<AdminClientList>();
    expect(found.clients.map((c) => c.username)).toEqual([`${tag}2`]);
    expect((await list('q=nobody-has-this-name-zz')).json<AdminClientList>()).toMatchObject({
      clients: [],
      total: 0,
    });
  });

  it('refuses bad parameters with a 400 and anyone but an admin', async () => {
    for (const query of [
      'page=0',
      'pageSize=500',
      'pageSize=x',
      'exempt=yes',
      'sort=name',
      `q=${'a'.repeat(101)}`,
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/\S/);
    }
    expect((await list('', await signInAsClient(t.app))).statusCode).toBe(403);
  });
});
