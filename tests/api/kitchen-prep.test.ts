import { beforeAll, describe, expect, it } from 'vitest';
import { businessInstant } from '../../src/common/business-time.ts';
import type { PrepSheet } from '../../src/common/kitchen/schema.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import { proposalNumber } from '../../src/common/quotes/pricing.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { call, createQuote } from './quotes.fixtures.ts';

const t = signedInTestApp();

/** A Tuesday far enough ahead that the recurring order's date has not become an order yet. */
const DAY = '2027-05-04';
const prep = (date: string, cookie = t.admin, extra = '') =>
  call(t.app, 'GET', `/api/kitchen/prep?date=${date}${extra}`, cookie);

async function order(lines: { name: string; panSize: 'half' | 'full'; quantity: number }[], status: string) {
  const res = await call(t.app, 'POST', '/api/orders', undefined, {
    firstName: 'Dana',
    lastName: 'Delivery',
    email: 'dana.delivery@example.com',
    phone: '215-555-0199',
    timeWindow: '12:00-14:00',
    eventDate: DAY,
    items: lines.map((l) => ({ menuItemId: t.dish(l.name).id, panSize: l.panSize, quantity: l.quantity })),
  });
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json<Order>();
  if (status !== 'received') {
    const moved = await call(t.app, 'PATCH', `/api/orders/${placed.id}/status`, t.admin, { status });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return placed;
}

describe('GET /api/kitchen/prep', () => {
  let a: Order;
  let b: Order;
  let tentative: Order;
  let eventId: number;
  let recurringId: number;
  beforeAll(async () => {
    a = await order(
      [
        { name: 'Garden Salad', panSize: 'full', quantity: 1 },
        { name: 'Baked Macaroni & Cheese', panSize: 'half', quantity: 2 },
      ],
      'confirmed',
    );
    b = await order(
      [
        { name: 'Garden Salad', panSize: 'half', quantity: 1 },
        { name: 'Classic Caesar Salad', panSize: 'full', quantity: 1 },
      ],
      'preparing',
    );
    // Not confirmed yet: planned all the same, marked tentative (issue 34 §4).
    tentative = await order([{ name: 'Garden Salad', panSize: 'full', quantity: 9 }], 'received');

    const quote = await createQuote(t.app, t.client, {
      guestCount: 65,
      eventDate: businessInstant(DAY, '18:00').toISOString(),
      dishes: [t.dish('Garden Salad').id, t.dish('Baked Macaroni & Cheese').id],
    });
    const accepted = await call(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, t.client, {
      status: 'accepted',
      signerName: 'Demo Client',
      agreeToTerms: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    eventId = quote.id;

    const recurring = await call(t.app, 'POST', '/api/subscriptions', t.client, {
      items: [
        { menuItemId: t.dish('Classic Caesar Salad').id, panSize: 'half', quantity: 2 },
        { menuItemId: t.dish('Baked Macaroni & Cheese').id, panSize: 'full', quantity: 1 },
      ],
      frequency: 'weekly',
      weekday: 'tuesday',
      time: '12:30',
      deliveryAddress: '1500 Market St, Philadelphia, PA',
      deliveryZip: '19102',
      phone: '215-555-0123',
      startDate: DAY,
    });
    expect(recurring.statusCode, recurring.body).toBe(201);
    recurringId = recurring.json<{ id: number }>().id;
  });

  it('totals each dish across three orders (one tentative), one event and one occurrence, by category', async () => {
    const res = await prep(DAY);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json<PrepSheet>();
    const ord = (o: Order, tentative = false) => ({
      kind: 'order',
      id: o.id,
      number: o.orderNumber,
      tentative,
      when: '12:00 PM – 2:00 PM',
    });
    const event = {
      kind: 'event',
      id: eventId,
      number: proposalNumber(eventId),
      tentative: false,
      when: '6:00 PM',
    };
    const occurrence = {
      kind: 'occurrence',
      id: recurringId,
      number: `REC-${String(recurringId).padStart(3, '0')}`,
      tentative: false,
      when: '12:30 PM',
    };
    // Worked out by hand, at the default 10 guests a half pan and 20 a full pan. The event's 65 guests
    // take 3 full pans (60) and a half pan for the last 5, and 65 portions, of each of its dishes.
    expect(sheet).toEqual({
      date: DAY,
      dishes: [
        {
          menuItemId: t.dish('Classic Caesar Salad').id,
          name: 'Classic Caesar Salad',
          category: 'salads',
          categoryLabel: expect.any(String),
          // B full 1 (20) + the occurrence's half 2 (20).
          pans: { half: 2, full: 1 },
          portions: 40,
          for: expect.arrayContaining([ord(b), occurrence]),
          prepared: false,
        },
        {
          menuItemId: t.dish('Garden Salad').id,
          name: 'Garden Salad',
          category: 'salads',
          categoryLabel: expect.any(String),
          // A full 1 (20) + B half 1 (10) + event 3 full, 1 half (65) + the tentative order's full 9 (180).
          pans: { half: 2, full: 13 },
          portions: 275,
          for: expect.arrayContaining([ord(a), ord(b), event, ord(tentative, true)]),
          prepared: false,
        },
        {
          // A half 2 (20) + event 3 full, 1 half (65) + the occurrence's full 1 (20).
          menuItemId: t.dish('Baked Macaroni & Cheese').id,
          name: 'Baked Macaroni & Cheese',
          category: 'sides',
          categoryLabel: expect.any(String),
          pans: { half: 3, full: 4 },
          portions: 105,
          for: expect.arrayContaining([ord(a), event, occurrence]),
          prepared: false,
        },
      ],
    });
    expect(sheet.dishes.map((d) => d.for.length)).toEqual([2, 4, 3]);
  });

  it('counts a package dish sold per guest in portions, not pans, as the shopping list and the cost do', async () => {
    const day = '2027-05-18';
    const quote = await createQuote(t.app, t.client, {
      guestCount: 65,
      menuPackage: 'brunch',
      eventDate: businessInstant(day, '11:00').toISOString(),
      dishes: [t.dish('Garden Salad').id, t.dish('Chicken & Waffles').id],
    });
    const accepted = await call(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, t.client, {
      status: 'accepted',
      signerName: 'Demo Client',
      agreeToTerms: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const sheet = (await prep(day)).json<PrepSheet>();
    const dish = (name: string) => sheet.dishes.find((d) => d.name === name);
    expect(dish('Garden Salad')).toMatchObject({ pans: { full: 3, half: 1 }, portions: 65 });
    expect(dish('Chicken & Waffles')).toMatchObject({ pans: { full: 0, half: 0 }, portions: 65 });
  });

  it('answers an empty sheet for a quiet day and 400 for a bad date', async () => {
    expect((await prep('2027-05-05')).json()).toEqual({ date: '2027-05-05', dishes: [] });
    const bad = await prep('2027-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
    expect((await call(t.app, 'GET', '/api/kitchen/prep', t.admin)).statusCode).toBe(400);
  });

  it('prints the sheet as a PDF with the dishes and their pans, and no prices', async () => {
    const res = await prep(DAY, t.admin, '&format=pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Prep sheet: Tuesday, May 4, 2027',
      'Garden Salad',
      'Baked Macaroni & Cheese',
      '105',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('$');
  });

  it('refuses clients and visitors', async () => {
    expect((await prep(DAY, t.client)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/api/kitchen/prep?date=${DAY}`)).statusCode).toBe(401);
  });
});

describe('PUT /api/kitchen/prepared', () => {
  const mark = (body: object, cookie = t.admin) =>
    t.app.inject({ method: 'PUT', url: '/api/kitchen/prepared', headers: { cookie }, payload: body });

  it('marks a dish prepared for the day, for every screen, and takes the mark back', async () => {
    const id = t.dish('Garden Salad').id;
    const res = await mark({ date: DAY, menuItemId: id, prepared: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ date: DAY, menuItemId: id, prepared: true });
    // Twice is the same as once.
    expect((await mark({ date: DAY, menuItemId: id, prepared: true })).statusCode).toBe(200);
    const dish = (sheet: PrepSheet) => sheet.dishes.find((d) => d.menuItemId === id)!;
    expect(dish((await prep(DAY)).json()).prepared).toBe(true);
    // Another day's sheet is its own.
    expect((await mark({ date: '2027-05-11', menuItemId: id, prepared: false })).statusCode).toBe(200);
    expect(dish((await prep(DAY)).json()).prepared).toBe(true);

    expect((await mark({ date: DAY, menuItemId: id, prepared: false })).statusCode).toBe(200);
    expect(dish((await prep(DAY)).json()).prepared).toBe(false);
  });

  it('answers 404 for an unknown dish and 400 for a bad body', async () => {
    expect((await mark({ date: DAY, menuItemId: 999_999, prepared: true })).statusCode).toBe(404);
    for (const body of [
      { date: DAY, menuItemId: 1 },
      { date: 'soon', menuItemId: 1, prepared: true },
      { date: DAY, menuItemId: 1, prepared: true, extra: 1 },
    ]) {
      const res = await mark(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses a client', async () => {
    expect((await mark({ date: DAY, menuItemId: 1, prepared: true }, t.client)).statusCode).toBe(403);
  });
});
