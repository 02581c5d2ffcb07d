import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import { migrationsFolder } from '../../src/server/db/connect.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

// Issue 30 §1b, decision 0056: a dish's price is cents per size; it can never be sold at $0.

const HELP = 'Enter prices like Half Pan: $60 | Full Pan: $110';
const DISH = {
  name: 'Smoked Brisket',
  description: 'Oak-smoked, sliced to order',
  category: 'entrees',
  servingSize: 'Half pan serves 10-12',
  prepTime: '60 minutes',
  minOrder: 1,
};

const t = signedInTestApp();
beforeAll(async () => {
  await chargeNoTax(t.app); // round figures: this file pins menu prices, not the bill
});

const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie: t.admin }, payload });

describe('menu prices through the API', () => {
  it('reads the spec price text into cents per size and answers the derived text', async () => {
    const res = await send('POST', '/api/menu-items', { ...DISH, price: 'half pan 62, full pan 95' });
    expect(res.statusCode).toBe(201);
    expect(res.json<MenuItem>()).toMatchObject({
      price: 'Half Pan: $62 | Full Pan: $95',
      prices: {
        halfPanCents: 6200,
        fullPanCents: 9500,
        perPersonCents: null,
        eachCents: null,
        marketPrice: false,
      },
    });
    const reordered = await send('POST', '/api/menu-items', {
      ...DISH,
      name: 'Brisket II',
      price: '$62 half / $95 full',
    });
    expect(reordered.json<MenuItem>().prices).toMatchObject({ halfPanCents: 6200, fullPanCents: 9500 });
  });

  it('refuses a text it cannot read into positive amounts, and $0 in any form', async () => {
    for (const price of ['free', '$0', 'TBD', 'half pan 62, full pan', '$60 per pan']) {
      const res = await send('POST', '/api/menu-items', { ...DISH, name: `Refused ${price}`, price });
      expect(res.statusCode, price).toBe(400);
      expect(res.body, price).toContain(HELP);
    }
    const zero = await send('POST', '/api/menu-items', { ...DISH, prices: { eachCents: 0 } });
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toContain('Prices must be more than $0');
    const none = await send('POST', '/api/menu-items', { ...DISH, prices: {} });
    expect(none.statusCode).toBe(400);
    const missing = await send('POST', '/api/menu-items', DISH);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Price is required');
  });

  it('saves the editor amounts and refuses a $0 edit, leaving the dish as it was', async () => {
    const created = (
      await send('POST', '/api/menu-items', {
        ...DISH,
        name: 'Peach Cobbler Cups',
        prices: { eachCents: 850 },
      })
    ).json<MenuItem>();
    expect(created.price).toBe('$8.50 each');
    const zero = await send('PATCH', `/api/menu-items/${created.id}`, { price: '$0 each' });
    expect(zero.statusCode).toBe(400);
    const market = await send('PATCH', `/api/menu-items/${created.id}`, { prices: { marketPrice: true } });
    expect(market.json<MenuItem>()).toMatchObject({
      price: 'Market price, we confirm by phone',
      prices: { eachCents: null, marketPrice: true },
    });
  });

  it('prices an order from the cents of the size ordered', async () => {
    const dish = (
      await send('POST', '/api/menu-items', {
        ...DISH,
        name: 'Priced Brisket',
        price: 'Half Pan: $62 | Full Pan: $95',
      })
    ).json<MenuItem>();
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        firstName: 'Pat',
        lastName: 'Pricer',
        email: 'pat.pricer@example.com',
        phone: '(215) 555-0177',
        eventDate: addDays(businessClock(new Date()).date, 7),
        timeWindow: '12:00-14:00',
        items: [
          { menuItemId: dish.id, panSize: 'full', quantity: 2 },
          { menuItemId: dish.id, panSize: 'half', quantity: 1 },
        ],
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json()).toMatchObject({ total: '252.00' });
  });
});

describe('the migration of existing dishes', () => {
  it('turns each stored price text into cents per size; a text with no amount becomes market price', async () => {
    // The migrations before this change, then dishes as they were stored, then the rest.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-migrations-'));
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
    fs.cpSync(migrationsFolder, dir, { recursive: true });
    const entries = journal.entries as { tag: string }[];
    // By its name: the lead renumbers migrations when branches merge.
    const cut = entries.findIndex((e) => e.tag.endsWith('_menu-prices-in-cents'));
    expect(cut).toBeGreaterThan(0);
    fs.writeFileSync(
      path.join(dir, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: entries.slice(0, cut) }),
    );
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create();
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: dir });
      const texts = [
        'Half Pan $60 / Full Pan $90',
        'half pan 62, full pan 95',
        '$30 per person (minimum 50)',
        'Small Tray $50',
        'Full Pan $175',
        'Market Price',
        '$0',
      ];
      await db.execute(
        sql`insert into menu_categories (slug, label) values ('mains', 'Mains') on conflict do nothing`,
      );
      for (const [i, price] of texts.entries()) {
        await db.execute(sql`insert into menu_items (category, name, description, price, serving_size, prep_time)
          values ('mains', ${`Dish ${i}`}, 'd', ${price}, 's', '10 minutes')`);
      }
      await migrate(db, { migrationsFolder });
      const rows = (await db.execute(
        sql`select half_pan_cents, full_pan_cents, per_person_cents, each_cents, market_price from menu_items order by id`,
      )) as unknown as { rows: unknown[] };
      expect(rows.rows).toEqual([
        {
          half_pan_cents: 6000,
          full_pan_cents: 9000,
          per_person_cents: null,
          each_cents: null,
          market_price: false,
        },
        {
          half_pan_cents: 6200,
          full_pan_cents: 9500,
          per_person_cents: null,
          each_cents: null,
          market_price: false,
        },
        {
          half_pan_cents: null,
          full_pan_cents: null,
          per_person_cents: 3000,
          each_cents: null,
          market_price: false,
        },
        {
          half_pan_cents: null,
          full_pan_cents: null,
          per_person_cents: null,
          each_cents: 5000,
          market_price: false,
        },
        {
          half_pan_cents: null,
          full_pan_cents: 17500,
          per_person_cents: null,
          each_cents: null,
          market_price: false,
        },
        {
          half_pan_cents: null,
          full_pan_cents: null,
          per_person_cents: null,
          each_cents: null,
          market_price: true,
        },
        {
          half_pan_cents: null,
          full_pan_cents: null,
          per_person_cents: null,
          each_cents: null,
          market_price: true,
        },
      ]);
    } finally {
      await client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
