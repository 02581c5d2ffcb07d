import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_STATUSES, type Quote, type QuoteStatus } from '../../src/common/quotes/schema.ts';
import { mayMoveProposal, nextProposalStatuses } from '../../src/common/quotes/status-machine.ts';
import { quoteStatusLabel } from '../../src/common/quotes/text.ts';
import { buildTestApp, signInAsAdmin, signInAsClient, type TestApp } from '../helpers/test-app.ts';
import { call, newClient, quoteBody } from './quotes.fixtures.ts';

/**
 * PATCH /api/quotes/{id}/status refuses by the proposal status machine (decision 0098): every pair of
 * stored statuses, for the owner and for the client, answers as the machine says, and a refusal is
 * 409 PROPOSAL_STATUS_NOT_ALLOWED naming the status and the allowed ones.
 */
let t: TestApp;
let client: string;
let admin: string;
beforeAll(async () => {
  // Over a hundred proposals from one test: past the per-connection and per-account write limits.
  t = await buildTestApp({
    BUSINESS_EMAIL: 'bookings@catering.test',
    RATE_LIMIT_WRITES_PER_IP: '100000',
    RATE_LIMIT_WRITES_PER_ACCOUNT: '100000',
    RATE_LIMIT_MAIL_PER_ADDRESS: '100000',
  });
  client = await signInAsClient(t.app);
  admin = await signInAsAdmin(t.app);
});
afterAll(() => t.close());

const SIGNATURE = { signerName: 'Jordan Client', agreeToTerms: true };
const setStatus = (id: number, status: string, cookie: string) =>
  call(t.app, 'PATCH', `/api/quotes/${id}/status`, cookie, {
    status,
    ...(status === 'accepted' ? SIGNATURE : {}),
  });

let connection = 0;
/**
 * A request of a client's, each from its own connection, and a new client every 25 (a connection
 * and an account may each send 30 an hour). `client` is who sent the last one.
 */
async function createQuote(overrides: Record<string, unknown> = {}): Promise<Quote> {
  connection += 1;
  if (connection % 25 === 0) client = (await newClient(t.app, 'machine')).cookie;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    headers: { cookie: client },
    payload: quoteBody(overrides),
    remoteAddress: `10.36.${Math.floor(connection / 250)}.${connection % 250}`,
  });
  if (res.statusCode !== 201) throw new Error(`quote not created: ${res.statusCode} ${res.body}`);
  return res.json() as Quote;
}

/** A priced proposal of the client's (sent at once by the offer), taken by the owner to `status`. */
async function proposalIn(status: QuoteStatus): Promise<Quote> {
  const quote = await createQuote();
  const path: QuoteStatus[] = status === 'completed' ? ['accepted', 'completed'] : [status];
  for (const step of path) {
    if (step === 'sent') continue;
    const res = await setStatus(quote.id, step, admin);
    if (res.statusCode !== 200) throw new Error(`could not set ${step}: ${res.body}`);
  }
  return quote;
}

const pairs = QUOTE_STATUSES.flatMap((from) =>
  QUOTE_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
);

describe('the owner sets a status', () => {
  it.each(pairs)('from %s to %s as the machine allows', async (from, to) => {
    const quote = await proposalIn(from);
    const res = await setStatus(quote.id, to, admin);
    if (mayMoveProposal(from, to, 'owner')) {
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(to);
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('PROPOSAL_STATUS_NOT_ALLOWED');
      // The message names the state and every status it may go to.
      expect(res.json().message).toContain(`This proposal is "${quoteStatusLabel(from)}"`);
      for (const next of nextProposalStatuses(from, 'owner'))
        expect(res.json().message).toContain(`"${quoteStatusLabel(next)}"`);
      // Nothing moved.
      expect((await call(t.app, 'GET', `/api/quotes/${quote.id}`, admin)).json().status).toBe(from);
    }
  });

  it('names the state and where it may go: a completed proposal only goes back to accepted', async () => {
    const quote = await proposalIn('completed');
    const res = await setStatus(quote.id, 'sent', admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PROPOSAL_STATUS_NOT_ALLOWED',
      message: 'This proposal is "Completed" and cannot go to "Sent": it can go to "Accepted".',
    });
  });

  it('asks for a price first: 409 PROPOSAL_NOT_PRICED on a request without one', async () => {
    const request = await createQuote({ menuPackage: 'custom' });
    expect(request.status).toBe('requested');
    const res = await setStatus(request.id, 'accepted', admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PROPOSAL_NOT_PRICED',
      message: 'Price this proposal before changing it to that status.',
    });
    expect((await setStatus(request.id, 'rejected', admin)).statusCode).toBe(200);
  });
});

describe('the client answers', () => {
  const answers = QUOTE_STATUSES.flatMap((from) =>
    (['accepted', 'rejected'] as const).filter((to) => to !== from).map((to) => [from, to] as const),
  );

  it.each(answers)('from %s with %s as the machine allows', async (from, to) => {
    const quote = await proposalIn(from);
    const res = await setStatus(quote.id, to, client);
    if (mayMoveProposal(from, to, 'client')) {
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(to);
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('PROPOSAL_STATUS_NOT_ALLOWED');
      expect(res.json().message).toMatch(/^This proposal is ".+" and cannot go to ".+": /);
    }
  });

  it('is refused 403 a status only the business sets', async () => {
    const quote = await proposalIn('sent');
    const res = await setStatus(quote.id, 'completed', client);
    expect(res.statusCode).toBe(403);
  });

  it('answers 409 CHANGED_MEANWHILE when the proposal changed between its reading and the signature', async () => {
    const quote = await proposalIn('sent');
    // Stands in for a revision or a second signature landing while this one is rendered: the
    // guarded update no longer finds the version it read (a trigger skips the row, as a changed
    // version or status would). Which request reads first is otherwise up to the scheduler.
    await t.db.execute(
      sql.raw(`create or replace function quotes_changed_meanwhile() returns trigger language plpgsql as $$
        begin if new.id = ${quote.id} and new.status = 'accepted' then return null; end if; return new; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger quotes_changed_meanwhile before update on quotes
        for each row execute function quotes_changed_meanwhile()`),
    );
    try {
      const res = await setStatus(quote.id, 'accepted', client);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'CHANGED_MEANWHILE',
        message: 'This proposal changed while you were signing it. Please open it again.',
      });
    } finally {
      await t.db.execute(sql.raw('drop trigger quotes_changed_meanwhile on quotes'));
    }
    expect((await call(t.app, 'GET', `/api/quotes/${quote.id}`, client)).json().status).toBe('sent');
  });

  it('answers 409 CHANGED_MEANWHILE to a decline that lost the same race', async () => {
    const quote = await proposalIn('viewed');
    await t.db.execute(
      sql.raw(`create or replace function quotes_changed_meanwhile() returns trigger language plpgsql as $$
        begin if new.id = ${quote.id} and new.status = 'rejected' then return null; end if; return new; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger quotes_changed_meanwhile before update on quotes
        for each row execute function quotes_changed_meanwhile()`),
    );
    try {
      const res = await setStatus(quote.id, 'rejected', client);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CHANGED_MEANWHILE' });
    } finally {
      await t.db.execute(sql.raw('drop trigger quotes_changed_meanwhile on quotes'));
    }
  });

  it('misses its name or agreement: 400 VALIDATION_FAILED naming the fields', async () => {
    const quote = await proposalIn('sent');
    const res = await call(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, client, {
      status: 'accepted',
      signerName: 'Jordan Client',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { agreeToTerms: 'Type your full name and agree to the terms to sign.' },
    });
    expect(res.json().fieldErrors).not.toHaveProperty('signerName');
  });
});
