import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteList } from '../../src/common/quotes/list.ts';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { buildTestApp, signInAsAdmin, type TestApp } from '../helpers/test-app.ts';
import { call, createQuote, hoursAhead, newClient, quoteBody, VISITOR_CONTACT } from './quotes.fixtures.ts';

/** Decision 0112: the proposals lists a page at a time, the spec's array kept for GET /api/quotes. */
let t: TestApp;
let admin: string;
let mine: { cookie: string; ids: number[] };
let theirs: { cookie: string; ids: number[] };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAsAdmin(t.app);
  const a = await newClient(t.app, 'pager');
  const b = await newClient(t.app, 'other');
  mine = { cookie: a.cookie, ids: [] };
  theirs = { cookie: b.cookie, ids: [] };
  // Interleaved, so a page boundary that leaked another client's proposal would show it.
  for (let n = 0; n < 7; n += 1) {
    mine.ids.push((await createQuote(t.app, mine.cookie, { venue: `Pager Hall ${n}` })).id);
    theirs.ids.push((await createQuote(t.app, theirs.cookie)).id);
  }
});
afterAll(() => t.close());

const ids = (quotes: Quote[]) => quotes.map((q) => q.id);
const newestFirst = (list: number[]) => [...list].sort((x, y) => y - x);

describe('GET /api/quotes/list', () => {
  it("pages a client's own proposals, newest first, with the total, to a short last page", async () => {
    const pages: QuoteList[] = [];
    for (const page of [1, 2, 3]) {
      const res = await call(t.app, 'GET', `/api/quotes/list?page=${page}&pageSize=3`, mine.cookie);
      expect(res.statusCode, res.body).toBe(200);
      pages.push(res.json<QuoteList>());
    }
    expect(pages.map((p) => p.quotes.length)).toEqual([3, 3, 1]);
    expect(pages.every((p) => p.total === 7 && p.pageSize === 3)).toBe(true);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3]);
    // Every own proposal exactly once across the pages, none of the other client's.
    expect(pages.flatMap((p) => ids(p.quotes))).toEqual(newestFirst(mine.ids));
    const past = (
      await call(t.app, 'GET', '/api/quotes/list?page=4&pageSize=3', mine.cookie)
    ).json<QuoteList>();
    expect(past).toMatchObject({ quotes: [], total: 7, page: 4 });
  });

  it("gives an admin every client's proposals across pages", async () => {
    const first = (await call(t.app, 'GET', '/api/quotes/list?pageSize=4', admin)).json<QuoteList>();
    expect(first.quotes).toHaveLength(4);
    expect(first.total).toBeGreaterThanOrEqual(14);
    expect(ids(first.quotes)).toEqual(newestFirst([...mine.ids, ...theirs.ids]).slice(0, 4));
    const second = (await call(t.app, 'GET', '/api/quotes/list?page=2&pageSize=4', admin)).json<QuoteList>();
    expect(ids(second.quotes)).toEqual(newestFirst([...mine.ids, ...theirs.ids]).slice(4, 8));
  });

  it("pages oldest first on sort=oldest, as the owner's queue of requests to price reads them", async () => {
    const first = (
      await call(t.app, 'GET', '/api/quotes/list?sort=oldest&pageSize=3', admin)
    ).json<QuoteList>();
    const second = (
      await call(t.app, 'GET', '/api/quotes/list?sort=oldest&page=2&pageSize=3', admin)
    ).json<QuoteList>();
    const oldestFirst = [...mine.ids, ...theirs.ids].sort((x, y) => x - y);
    expect([...ids(first.quotes), ...ids(second.quotes)]).toEqual(oldestFirst.slice(0, 6));
    const bad = await call(t.app, 'GET', '/api/quotes/list?sort=cheapest', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('sort=oldest');
  });

  it('searches every proposal on the server (venue, client, proposal number), not only one page', async () => {
    const oldest = mine.ids[0] as number;
    const byVenue = (
      await call(t.app, 'GET', `/api/quotes/list?q=${encodeURIComponent('pager hall 0')}&pageSize=1`, admin)
    ).json<QuoteList>();
    expect(ids(byVenue.quotes)).toEqual([oldest]);
    expect(byVenue.total).toBe(1);
    const byNumber = (await call(t.app, 'GET', `/api/quotes/list?q=${oldest}`, admin)).json<QuoteList>();
    expect(ids(byNumber.quotes)).toContain(oldest);
    // A client's search stays within their own proposals.
    const theirsSearched = (
      await call(t.app, 'GET', `/api/quotes/list?q=${encodeURIComponent('Pager Hall')}`, theirs.cookie)
    ).json<QuoteList>();
    expect(theirsSearched).toMatchObject({ quotes: [], total: 0 });
  });

  it("filters by status and lists an admin's upcoming accepted events soonest first", async () => {
    const { cookie } = await newClient(t.app, 'upcoming');
    const later = await createQuote(t.app, cookie, { eventDate: hoursAhead(24 * 60) });
    const sooner = await createQuote(t.app, cookie, { eventDate: hoursAhead(24 * 40) });
    for (const quote of [later, sooner]) {
      const res = await call(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, cookie, {
        status: 'accepted',
        signerName: 'Pat Upcoming',
        agreeToTerms: true,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const accepted = (await call(t.app, 'GET', '/api/quotes/list?status=accepted', cookie)).json<QuoteList>();
    expect(ids(accepted.quotes)).toEqual([sooner.id, later.id]);
    const sent = (await call(t.app, 'GET', '/api/quotes/list?status=sent', cookie)).json<QuoteList>();
    expect(sent.total).toBe(0);
    const ahead = (await call(t.app, 'GET', '/api/quotes/list?upcoming=true', cookie)).json<QuoteList>();
    expect(ids(ahead.quotes)).toEqual([sooner.id, later.id]);
  });

  it('refuses bad paging parameters with a 400 naming them', async () => {
    for (const query of [
      'page=0',
      'pageSize=101',
      'pageSize=abc',
      'status=lost',
      'upcoming=maybe',
      'sort=id',
    ]) {
      const res = await call(t.app, 'GET', `/api/quotes/list?${query}`, mine.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/\S/);
    }
    expect((await call(t.app, 'GET', '/api/quotes/list')).statusCode).toBe(401);
  });
});

describe('GET /api/quotes (the spec array)', () => {
  it("answers a client's whole own list as an array without paging parameters, with X-Total-Count", async () => {
    const res = await call(t.app, 'GET', '/api/quotes', mine.cookie);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    expect(ids(res.json())).toEqual(newestFirst(mine.ids));
    expect(res.headers['x-total-count']).toBe('7');
  });

  it("caps an admin's array at a page, newest first, and pages it with the same parameters", async () => {
    // Enough proposals that the admin's default page (50) is full.
    // Visitors' requests from their own addresses (each address may ask 30 times an hour).
    for (let n = 0; n < 40; n += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        remoteAddress: `203.0.113.${n + 1}`,
        payload: quoteBody(VISITOR_CONTACT),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await call(t.app, 'GET', '/api/quotes', admin);
    const all = Number(res.headers['x-total-count']);
    expect(all).toBeGreaterThan(50);
    expect(res.json()).toHaveLength(50);
    const created = ids(res.json());
    expect(created).toEqual(newestFirst(created));
    const tail = await call(t.app, 'GET', `/api/quotes?page=${all}&pageSize=1`, admin);
    expect(tail.json()).toHaveLength(1);
    expect(tail.headers['x-total-count']).toBe(String(all));
    const pageTwo = await call(t.app, 'GET', '/api/quotes?page=2&pageSize=3', mine.cookie);
    expect(ids(pageTwo.json())).toEqual(newestFirst(mine.ids).slice(3, 6));
  });
});
