import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessClock, businessInstant } from '../../src/common/business-time.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import { orderNumber } from '../../src/common/orders/schema.ts';
import { orders } from '../../src/server/db/schema/index.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

const BILL_COLUMNS = [
  'Subtotal (USD)',
  'Discount (USD)',
  'Service Charge (USD)',
  'Delivery Fee (USD)',
  'Delivery Zone',
  'Sales Tax (USD)',
  'Tax Exempt Certificate',
  'Gratuity (USD)',
];

const t = signedInTestApp();
const today = businessClock(new Date()).date;

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** A minimal RFC 4180 reader, to check the file the way a spreadsheet splits it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

let oldOrderId = 0;
beforeAll(async () => {
  const menu = (await get('/api/menu-items')).json<MenuItem[]>();
  const caesar = menu.find((i) => i.name === 'Classic Caesar Salad')!;
  const place = (firstName: string, specialRequests: string, eventLocation = '') =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        firstName,
        lastName: 'Guest',
        email: 'dana@example.com',
        phone: '215-555-0199',
        eventDate: addDays(today, 5),
        timeWindow: '12:00-14:00',
        specialRequests,
        eventLocation,
        items: [{ menuItemId: caesar.id, panSize: 'full', quantity: 2 }],
      },
    });
  // A formula where free text is taken (a name may hold no formula: issue 24 §2).
  expect((await place('Dana', 'Tray A, tray "B"\nand C', '=HYPERLINK("http://evil")')).statusCode).toBe(201);
  const old = await place('Olga', 'old');
  oldOrderId = old.json().id;
  await t.db
    .update(orders)
    .set({ createdAt: businessInstant(addDays(today, -40), '10:00') })
    .where(eq(orders.id, oldOrderId));
  const q = await t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    headers: { cookie: t.client },
    payload: {
      eventType: 'wedding',
      eventDate: businessInstant(addDays(today, 30), '18:00').toISOString(),
      guestCount: 100,
      menuPackage: 'full-service',
      notes: '@SUM(A1:A9) + -2',
    },
  });
  expect(q.statusCode).toBe(201);
});

describe('CSV exports', () => {
  it('orders.csv: a BOM, the columns, ISO dates, plain numbers and neutralised formulas', async () => {
    const res = await get(`/api/admin/export/orders.csv?from=${addDays(today, -7)}&to=${today}`, t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment; filename="orders-');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([
      'Order Number',
      'Placed At (America/New_York)',
      'Type',
      'Status',
      'Customer',
      'Email',
      'Phone',
      'Event Date',
      'Pickup At (America/New_York)',
      'Event Location',
      'Fulfilment',
      'Delivery Address',
      'Time Window',
      'Items',
      ...BILL_COLUMNS,
      'Total (USD)',
      'Has Market Price Items',
      'Notes',
    ]);
    expect(rows).toHaveLength(1); // the order placed 40 days ago is outside the range
    const row = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
    expect(row.Customer).toBe('Dana Guest');
    expect(row['Event Location']).toBe(`'=HYPERLINK("http://evil")`);
    expect(row.Notes).toBe('Tray A, tray "B"\nand C');
    // Picked up (no ZIP): no delivery address, and the window chosen at checkout.
    expect(row).toMatchObject({
      Fulfilment: 'pickup',
      'Delivery Address': '',
      'Time Window': '12:00 PM – 2:00 PM',
    });
    expect(row['Placed At (America/New_York)']).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}$`));
    expect(row['Event Date']).toBe(addDays(today, 5));
    // One column per part of the bill: $180 of food picked up, 8% tax.
    expect(row).toMatchObject({ 'Subtotal (USD)': '180', 'Sales Tax (USD)': '14.4', 'Total (USD)': '194.4' });
    expect(row.Items).toBe('2 x Classic Caesar Salad (Full Pan)');
  });

  it('orders.csv covers the chosen dates only, inclusive', async () => {
    const day = addDays(today, -40);
    const res = await get(`/api/admin/export/orders.csv?from=${day}&to=${day}`, t.admin);
    const rows = parseCsv(res.body.slice(1)).slice(1);
    expect(rows.map((r) => r[0])).toEqual([orderNumber(oldOrderId)]);
  });

  it('quotes.csv: columns, numbers and a note that starts with @ neutralised', async () => {
    const res = await get(`/api/admin/export/quotes.csv?from=${today}&to=${today}`, t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([
      'Proposal Number',
      'Requested At (America/New_York)',
      'Status',
      'Client',
      'Email',
      'Phone',
      'Event Type',
      'Event Date (America/New_York)',
      'Guests',
      'Venue',
      'Package',
      ...BILL_COLUMNS,
      'Total (USD)',
      'Budget (USD)',
      'Notes',
    ]);
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
    expect(row).toMatchObject({
      Status: 'sent',
      'Event Type': 'wedding',
      'Event Date (America/New_York)': `${addDays(today, 30)} 18:00`,
      Guests: '100',
      Package: 'full-service',
      'Subtotal (USD)': '4000',
      'Service Charge (USD)': '720',
      'Sales Tax (USD)': '377.6',
      'Total (USD)': '5097.6',
      'Budget (USD)': '',
      Notes: "'@SUM(A1:A9) + -2",
    });
  });

  it('refuses a bad range with a 400', async () => {
    const ranges = [
      '',
      `?from=${today}`,
      `?from=${today}&to=${addDays(today, -1)}`,
      '?from=x&to=y',
      `?from=${today}&to=${addDays(today, 900)}`,
      // The last day a 4-digit year can write: the day after it once made the export fail with a 500.
      '?from=9999-12-31&to=9999-12-31',
    ];
    for (const query of ranges) {
      for (const name of ['orders', 'quotes']) {
        const res = await get(`/api/admin/export/${name}.csv${query}`, t.admin);
        expect(res.statusCode, `${name} ${query}`).toBe(400);
        expect(res.json().message).toEqual(expect.any(String));
      }
    }
  });

  it('names a missing from or to (400 with a message), never a 500', async () => {
    const cases = [
      { query: `?to=${today}`, fieldErrors: { from: 'Required' } },
      { query: `?from=${today}`, fieldErrors: { to: 'Required' } },
      { query: '', fieldErrors: { from: 'Required', to: 'Required' } },
    ];
    for (const { query, fieldErrors } of cases) {
      for (const name of ['orders', 'quotes']) {
        const res = await get(`/api/admin/export/${name}.csv${query}`, t.admin);
        expect(res.statusCode, `${name} ${query}`).toBe(400);
        expect(res.json().message).toMatch(new RegExp(`${Object.keys(fieldErrors)[0]}: Required`));
        expect(res.json().fieldErrors).toEqual(fieldErrors);
      }
    }
  });

  it.each(['/api/admin/export/orders.csv', '/api/admin/export/quotes.csv', '/api/admin/stats'])(
    '%s is refused to visitors (401) and clients (403)',
    async (path) => {
      const url = `${path}?from=${today}&to=${today}`;
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, t.client)).statusCode).toBe(403);
    },
  );
});
