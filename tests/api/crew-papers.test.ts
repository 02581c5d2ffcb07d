import { describe, expect, it } from 'vitest';
import { businessClock } from '../../src/common/business-time.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { call, createQuote, hoursAhead } from './quotes.fixtures.ts';

const t = signedInTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

/** A checkout order as the browser sends it: the customer, the handover and two dishes. */
function checkout(handover: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return call(t.app, 'POST', '/api/orders', undefined, {
    firstName: 'Morgan',
    lastName: 'Walnut',
    email: 'morgan.walnut@example.com',
    phone: '215-555-0142',
    eventDate: '2027-06-15',
    specialRequests: 'Gate code 4411; ask for Sam at the loading dock.',
    items: [
      { menuItemId: t.dish('Garden Salad').id, panSize: 'full', quantity: 2 },
      { menuItemId: t.dish('Banana Pudding Cups').id, quantity: 30 },
    ],
    ...handover,
    ...overrides,
  });
}

async function sheetOf(order: Order): Promise<string> {
  const res = await call(t.app, 'GET', `/api/orders/${order.id}/beo`, t.admin);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.rawPayload);
}

describe('GET /api/orders/{id}/beo: the delivery sheet the crew carry', () => {
  it('prints the address as typed at checkout, the time window, the on-site contact and the notes', async () => {
    const res = await checkout({
      fulfilment: 'delivery',
      deliveryAddress: '3401 Walnut St, Philadelphia, PA 19104',
      deliveryZip: '19104',
      timeWindow: '12:00-14:00',
    });
    expect(res.statusCode, res.body).toBe(201);
    const text = await sheetOf(res.json<Order>());
    for (const expected of [
      'Delivery Sheet',
      'Delivery',
      '3401 Walnut St, Philadelphia, PA 19104',
      '12:00 PM – 2:00 PM',
      'Tuesday, June 15, 2027',
      'On-site contact',
      'Morgan Walnut, 215-555-0142',
      'Gate code 4411; ask for Sam at the loading dock.',
      // Pans for the salad, the pudding by the cup.
      '2 full',
      '30 cups',
    ]) {
      expect(text).toContain(expected);
    }
    // The crew call; the customer's email stays with the office (issue 34 §7).
    expect(text).not.toContain('morgan.walnut@example.com');
    // Never only the ZIP on the address line.
    expect(text).not.toMatch(/Address\n19104/);
    expect(text).not.toContain('$');
  });

  it('adds the ZIP when the address was typed without it', async () => {
    const res = await checkout({
      fulfilment: 'delivery',
      deliveryAddress: '3401 Walnut St, Philadelphia, PA',
      deliveryZip: '19104',
      timeWindow: '10:00-12:00',
    });
    expect(res.statusCode, res.body).toBe(201);
    const text = await sheetOf(res.json<Order>());
    expect(text).toContain('3401 Walnut St, Philadelphia, PA 19104');
    expect(text).toContain('10:00 AM – 12:00 PM');
  });

  it('a pickup sheet says Pickup and the window, and no delivery address', async () => {
    const res = await checkout({ fulfilment: 'pickup', timeWindow: '16:00-18:00' });
    expect(res.statusCode, res.body).toBe(201);
    const text = await sheetOf(res.json<Order>());
    expect(text).toContain('Pickup Sheet');
    expect(text).toContain('Pickup');
    expect(text).toContain('4:00 PM – 6:00 PM');
    expect(text).toContain('Picked up at the kitchen');
    expect(text).not.toContain('On-site contact');
    expect(text).not.toContain('Delivery Sheet');
  });
});

describe('GET /api/admin/export/orders.csv: the address and the window as columns', () => {
  it('has the delivery address in full and the time window of a delivered order', async () => {
    const res = await checkout({
      fulfilment: 'delivery',
      deliveryAddress: '3401 Walnut St, Philadelphia, PA',
      deliveryZip: '19104',
      timeWindow: '14:00-16:00',
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<Order>();
    const today = businessClock(new Date()).date;
    const csv = await call(t.app, 'GET', `/api/admin/export/orders.csv?from=${today}&to=${today}`, t.admin);
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...rows] = csv.body.slice(1).split('\r\n');
    expect(header).toContain('Event Location,Fulfilment,Delivery Address,Time Window,Items');
    const row = rows.find((r) => r.startsWith(`${order.orderNumber},`));
    // The address has commas: one quoted cell, then the window.
    expect(row).toContain(',delivery,"3401 Walnut St, Philadelphia, PA 19104",2:00 PM – 4:00 PM,');
  });
});

describe('GET /api/quotes/{id}/beo: the banquet event order of a revised proposal', () => {
  it("is built from the current version: the proposal's number, every line, the changed guest count, cups", async () => {
    const quote = await createQuote(t.app, t.client, {
      guestCount: 120,
      eventDate: hoursAhead(24 * 45),
      dishes: [t.dish('Garden Salad').id, t.dish('Banana Pudding Cups').id],
    });
    const buffet = { description: 'Wedding buffet (per guest)', quantity: 120, unitPrice: '45.00' };
    const v1 = await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, t.admin, { lineItems: [buffet] });
    expect(v1.statusCode, v1.body).toBe(200);
    // Version 2 adds a line.
    const v2 = await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, t.admin, {
      lineItems: [
        buffet,
        { description: 'Vegan entree: roasted vegetable risotto', quantity: 10, unitPrice: '18.00' },
      ],
    });
    expect(v2.statusCode, v2.body).toBe(200);
    const signed = await call(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, t.client, {
      status: 'accepted',
      signerName: 'Jordan Q. Client',
      agreeToTerms: true,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    // Then the client changes the guest count.
    const counted = await call(t.app, 'PATCH', `/api/quotes/${quote.id}/guest-count`, t.client, {
      guestCount: 132,
    });
    expect(counted.statusCode, counted.body).toBe(200);

    const shown = (await call(t.app, 'GET', `/api/quotes/${quote.id}`, t.admin)).json();
    expect(shown.proposalNumber).toMatch(/^CC-\d{4}-\d{3,}$/);
    const res = await call(t.app, 'GET', `/api/quotes/${quote.id}/beo`, t.admin);
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Banquet Event Order ${shown.proposalNumber}`);
    expect(text).not.toContain('CC-2024-');
    for (const expected of [
      '132 guests',
      'Vegan entree: roasted vegetable risotto ×10',
      // The per-guest line follows the new count.
      'Wedding buffet (per guest) ×132',
      // 132 guests at 20 a full pan: 6 full and 12 left, more than a half pan's 10: 7 full.
      '7 full',
      // The pudding comes in cups, one a guest, not in pans.
      '132 cups',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('$');
  });

  it('counts trays by the guests a tray serves', async () => {
    const quote = await createQuote(t.app, t.client, {
      guestCount: 50,
      eventDate: new Date(Date.now() + 60 * DAY_MS).toISOString(),
      dishes: [t.dish('Garden Salad').id, t.dish('Fresh Fruit Tray (Small)').id],
    });
    const text = pdfText((await call(t.app, 'GET', `/api/quotes/${quote.id}/beo`, t.admin)).rawPayload);
    // "Serves 15-20" a tray, planned at 15: 50 guests take 4 trays.
    expect(text).toContain('4 trays (50 guests)');
  });
});
