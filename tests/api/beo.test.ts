import { describe, expect, it } from 'vitest';
import { businessInstant } from '../../src/common/business-time.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { call, createQuote } from './quotes.fixtures.ts';

const t = signedInTestApp();

describe('GET /api/quotes/{id}/beo', () => {
  it('gives the crew who, where, when, the menu in pans and portions, equipment and staff, and no prices', async () => {
    const quote = await createQuote(t.app, t.client, {
      guestCount: 65,
      eventDate: businessInstant('2027-06-12', '18:00').toISOString(),
      venue: 'Fairmount Park Pavilion',
      notes: 'Nut allergy at table 4.',
      dishes: [t.dish('Garden Salad').id, t.dish('Baked Macaroni & Cheese').id],
    });
    const res = await call(t.app, 'GET', `/api/quotes/${quote.id}/beo`, t.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      `Banquet Event Order ${quote.proposalNumber}`,
      quote.clientName,
      'Fairmount Park Pavilion',
      // The default crew settings: arrive 2 hours ahead, 90 minutes of setup, 3 hours of service, 1 of breakdown.
      'Crew arrives',
      '4:00 PM - 5:30 PM',
      '6:00 PM',
      '9:00 PM - 10:00 PM',
      'Garden Salad',
      'Baked Macaroni & Cheese',
      // 65 guests at 20 a full pan and 10 a half pan: 3 full and a half pan for the last 5.
      '3 full, 1 half',
      '65',
      'Vegetarian, Gluten-Free',
      'Chafing dishes and serving utensils',
      // One server for each 20 guests (issue 38): 65 takes 4.
      '4 (one for each 20 guests)',
      'Nut allergy at table 4.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('$');
    expect(quote.totalAmount).not.toBeNull(); // the quote has a price; the sheet leaves it off
  });

  it("follows the offer's crew settings an admin saves", async () => {
    const business = (await call(t.app, 'GET', '/api/settings/business', t.admin)).json();
    const { instagram: _instagram, ...identity } = business;
    const crew = { ...business.offer.crew, arrivalMinutesBefore: 60, setupMinutes: 45, guestsPerServer: 30 };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/business',
      headers: { cookie: t.admin },
      payload: { ...identity, offer: { ...business.offer, crew } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const quote = await createQuote(t.app, t.client, {
      guestCount: 65,
      eventDate: businessInstant('2027-06-19', '18:00').toISOString(),
    });
    const text = pdfText((await call(t.app, 'GET', `/api/quotes/${quote.id}/beo`, t.admin)).rawPayload);
    expect(text).toContain('5:00 PM - 5:45 PM');
    expect(text).toContain('3 (one for each 30 guests)');
    // Setup cannot run past the start of service.
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/business',
      headers: { cookie: t.admin },
      payload: { ...identity, offer: { ...business.offer, crew: { ...crew, setupMinutes: 90 } } },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('answers 404 for an unknown quote and refuses a client', async () => {
    expect((await call(t.app, 'GET', '/api/quotes/999999/beo', t.admin)).statusCode).toBe(404);
    const quote = await createQuote(t.app, t.client);
    expect((await call(t.app, 'GET', `/api/quotes/${quote.id}/beo`, t.client)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/api/quotes/${quote.id}/beo`)).statusCode).toBe(401);
  });
});

describe('GET /api/orders/{id}/beo', () => {
  it('is the delivery sheet: items in pans and portions, address, date, contact, and no prices', async () => {
    const res = await call(t.app, 'POST', '/api/orders', undefined, {
      firstName: 'Dana',
      lastName: 'Delivery',
      email: 'dana.delivery@example.com',
      phone: '215-555-0199',
      timeWindow: '12:00-14:00',
      eventDate: '2027-06-15',
      fulfilment: 'delivery',
      deliveryAddress: '1500 Market St, Philadelphia',
      deliveryZip: '19102',
      specialRequests: 'Leave at the front desk.',
      items: [
        { menuItemId: t.dish('Garden Salad').id, panSize: 'full', quantity: 2 },
        { menuItemId: t.dish('Baked Macaroni & Cheese').id, panSize: 'half', quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<Order>();
    const beo = await call(t.app, 'GET', `/api/orders/${order.id}/beo`, t.admin);
    expect(beo.statusCode, beo.body).toBe(200);
    const text = pdfText(beo.rawPayload);
    for (const expected of [
      `Delivery Sheet ${order.orderNumber}`,
      'Dana Delivery',
      '215-555-0199',
      '1500 Market St, Philadelphia, 19102',
      'Tuesday, June 15, 2027',
      '2 full',
      '40',
      '1 half',
      'Leave at the front desk.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('$');
  });

  it('answers 404 for an unknown order and refuses a client', async () => {
    expect((await call(t.app, 'GET', '/api/orders/999999/beo', t.admin)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/orders/1/beo', t.client)).statusCode).toBe(403);
  });
});
