import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attention } from '../../src/common/attention.ts';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { buildTestApp, signInAsAdmin, type TestApp } from '../helpers/test-app.ts';
import { call, createQuote, hoursAhead, newClient } from './quotes.fixtures.ts';

/** Issue 34 §4: a client's change request waits in "Needs your attention" until a revision answers it. */
let t: TestApp;
let client: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  client = (await newClient(t.app, 'changer')).cookie;
  admin = await signInAsAdmin(t.app);
});
afterAll(() => t.close());

const attention = async () => (await call(t.app, 'GET', '/api/admin/attention', admin)).json() as Attention;

describe('a change request in Needs your attention', () => {
  it('counts while unanswered and drops once the owner sends the next version', async () => {
    const quote = await createQuote(t.app, client, { guestCount: 100, eventDate: hoursAhead(24 * 60) });
    const priced = await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, admin, {
      lineItems: [{ description: 'Buffet (per guest)', quantity: 100, unitPrice: '40.00' }],
    });
    expect((priced.json() as Quote).status).toBe('sent');
    const before = await attention();

    const asked = await call(t.app, 'POST', `/api/quotes/${quote.id}/change-requests`, client, {
      message: 'Please swap the salmon for chicken.',
    });
    expect(asked.statusCode).toBe(200);
    const waiting = await attention();
    expect(waiting.quoteRequests.count).toBe(before.quoteRequests.count + 1);
    expect(waiting.quoteRequests.newest.find((i) => i.id === quote.id)?.detail).toMatch(
      /^Changes requested · 100 guests/,
    );

    const answered = await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, admin, {
      lineItems: [{ description: 'Buffet with chicken (per guest)', quantity: 100, unitPrice: '38.00' }],
    });
    expect((answered.json() as Quote).status).toBe('sent');
    const after = await attention();
    expect(after.quoteRequests.count).toBe(before.quoteRequests.count);
    expect(after.quoteRequests.newest.some((i) => i.id === quote.id)).toBe(false);
  });

  it("drops once the owner replies in the proposal's conversation", async () => {
    const quote = await createQuote(t.app, client, { guestCount: 90, eventDate: hoursAhead(24 * 70) });
    await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, admin, {
      lineItems: [{ description: 'Buffet (per guest)', quantity: 90, unitPrice: '40.00' }],
    });
    const ask = (message: string) =>
      call(t.app, 'POST', `/api/quotes/${quote.id}/change-requests`, client, { message });
    const listed = async () => (await attention()).quoteRequests.newest.some((i) => i.id === quote.id);

    expect((await ask('Could we move the start to 5 PM?')).statusCode).toBe(200);
    expect(await listed()).toBe(true);
    // A client's own follow-up is no answer.
    await call(t.app, 'POST', '/api/messages', client, {
      quoteId: quote.id,
      content: 'Also, one more table.',
    });
    expect(await listed()).toBe(true);
    const reply = await call(t.app, 'POST', '/api/messages', admin, {
      quoteId: quote.id,
      content: 'Yes, 5 PM works; the revision follows tomorrow.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(await listed()).toBe(false);
  });
});
