import { beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { call, createQuote, hoursAhead, VISITOR_CONTACT } from './quotes.fixtures.ts';

const t = signedInTestApp();
beforeAll(async () => {
  await chargeNoTax(t.app);
});

const revise = (id: number, body: unknown, cookie = t.admin) =>
  call(t.app, 'PATCH', `/api/quotes/${id}`, cookie, body);

const ITEMS = [
  { description: 'Grilled salmon station', quantity: 80, unitPrice: '28.50' },
  { description: 'Dessert cups', quantity: 80, unitPrice: 8 },
  { description: 'Delivery and setup', quantity: 1, unitPrice: '150.00' },
];

describe('PATCH /api/quotes/{id}: an admin prices and revises', () => {
  it('prices a custom request from line items, sends it and mails the client the total', async () => {
    const quote = await createQuote(t.app, t.client, { menuPackage: 'custom', guestCount: 80 });
    const res = await revise(quote.id, { lineItems: ITEMS, notes: 'Salmon instead of chicken.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'sent',
      totalAmount: '3070.00',
      notes: 'Salmon instead of chicken.',
      viewedAt: null,
    });
    expect(res.json().lineItems[1]).toEqual({ description: 'Dessert cups', quantity: 80, unitPrice: '8.00' });
    const [mail] = await mailsTo(t.app, t.db, 'client@catering.local');
    expect(mail?.subject).toContain('is ready');
    expect(mail?.text).toContain('$3,070.00');
    expect(mail?.text).toContain(`/proposals?quote=${quote.id}`);
  });

  it('edits the event details and takes a total without line items', async () => {
    const quote = await createQuote(t.app, t.client, { menuPackage: 'custom' });
    const eventDate = hoursAhead(24 * 60);
    const res = await revise(quote.id, {
      eventType: 'corporate',
      eventDate,
      guestCount: 200,
      venue: 'Cira Centre, 2929 Arch St',
      totalAmount: 9500,
    });
    expect(res.json()).toMatchObject({
      eventType: 'corporate',
      eventDate: new Date(eventDate).toISOString(),
      guestCount: 200,
      venue: 'Cira Centre, 2929 Arch St',
      totalAmount: '9500.00',
      status: 'sent',
    });
  });

  it('refuses a total that disagrees with the line items', async () => {
    const quote = await createQuote(t.app, t.client, { menuPackage: 'custom' });
    const res = await revise(quote.id, { lineItems: ITEMS, totalAmount: '100.00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('totalAmount');
  });

  it('refuses to send a custom request with neither a total nor line items', async () => {
    const quote = await createQuote(t.app, t.client, { menuPackage: 'custom' });
    expect((await revise(quote.id, { notes: 'Thinking about it' })).statusCode).toBe(400);
  });

  it('refuses malformed line items', async () => {
    const quote = await createQuote(t.app, t.client, { menuPackage: 'custom' });
    for (const item of [
      { description: '', quantity: 1, unitPrice: '1.00' },
      { description: 'Trays', quantity: 0, unitPrice: '1.00' },
      { description: 'Trays', quantity: 1.5, unitPrice: '1.00' },
      { description: 'Trays', quantity: 1, unitPrice: '-4.00' },
      { description: 'Trays', quantity: 1, unitPrice: '4.123' },
    ]) {
      expect((await revise(quote.id, { lineItems: [item] })).statusCode).toBe(400);
    }
  });

  it('lets the client accept the revised proposal; once completed it can no longer be edited', async () => {
    const quote = await createQuote(t.app, t.client, { menuPackage: 'brunch', guestCount: 60 });
    await call(t.app, 'PATCH', `/api/quotes/${quote.id}/viewed`, t.client);
    const revised = await revise(quote.id, { totalAmount: '1650.00', lineItems: [] });
    expect(revised.json()).toMatchObject({ status: 'sent', totalAmount: '1650.00' });
    const accepted = await call(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, t.client, {
      status: 'accepted',
      signerName: 'Jordan Client',
      agreeToTerms: true,
    });
    expect(accepted.json()).toMatchObject({ status: 'accepted', totalAmount: '1650.00' });
    const done = await call(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, t.admin, {
      status: 'completed',
    });
    expect(done.statusCode).toBe(200);
    const late = await revise(quote.id, { totalAmount: '1.00' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A completed proposal can no longer be edited.');
    expect(late.json().code).toBe('PROPOSAL_COMPLETED');
    expect(
      ((await call(t.app, 'GET', `/api/quotes/${quote.id}`, t.client)).json() as Quote).totalAmount,
    ).toBe('1650.00');
  });

  it('refuses a client (403) and a visitor (401)', async () => {
    const quote = await createQuote(t.app, t.client);
    expect((await revise(quote.id, { totalAmount: '1.00' }, t.client)).statusCode).toBe(403);
    expect((await revise(quote.id, { totalAmount: '1.00' }, '')).statusCode).toBe(401);
  });

  it('answers 404 for a quote that does not exist and for a malformed id', async () => {
    expect((await revise(999_999, { totalAmount: '1.00' })).statusCode).toBe(404);
    expect((await revise('abc' as unknown as number, { totalAmount: '1.00' })).statusCode).toBe(404);
  });

  it('mails a visitor a link to create an account with their email', async () => {
    const quote = await createQuote(t.app, undefined, { ...VISITOR_CONTACT, menuPackage: 'custom' });
    await revise(quote.id, { totalAmount: '3200.00' });
    const [mail] = await mailsTo(t.app, t.db, VISITOR_CONTACT.contactEmail);
    expect(mail?.text).toContain('$3,200.00');
    expect(mail?.text).toContain('http://localhost:5000/signup');
  });
});
