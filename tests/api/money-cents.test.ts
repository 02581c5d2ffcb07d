import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Bill } from '../../src/common/bill/types.ts';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import { fromCents, toCents } from '../../src/common/money.ts';
import type { OrderList } from '../../src/common/orders/schema.ts';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { migrationsFolder } from '../../src/server/db/connect.ts';
import { orderItems, orders, payments, quotes, quoteVersions } from '../../src/server/db/schema/index.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { acceptedQuote, CARD, pay } from './payments.fixtures.ts';
import { call } from './quotes.fixtures.ts';

// Issue 36 §2, decision 0100: every amount is stored as integer cents.

type Rows = { rows: Record<string, unknown>[] };

describe('the migration of stored amounts to cents', () => {
  it('turns every numeric(10,2) amount into the exact whole cents it held', async () => {
    // The migrations before this change, then rows as they were stored, then the rest.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-migrations-'));
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
    fs.cpSync(migrationsFolder, dir, { recursive: true });
    const entries = journal.entries as { tag: string }[];
    // By its name: the lead renumbers migrations when branches merge.
    const cut = entries.findIndex((e) => e.tag.endsWith('_money-cents'));
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
      // Amounts a float would get wrong (0.29 * 100 = 28.999…), the largest kept, a reward's minus.
      await db.execute(sql`insert into orders (type, customer_name, phone, total, subtotal, discount_amount)
        values ('catering', 'A', '1', 0.29, 0.29, 0.00), ('catering', 'B', '1', 1234567.89, 1371742.10, 137174.21),
               ('dinner', 'C', '1', 19.99, null, 0.00)`);
      await db.execute(sql`insert into order_items (order_id, name, quantity, unit_price, line_total)
        select id, 'Line', 3, 4.35, 13.05 from orders where customer_name = 'A'
        union all select id, 'Reward', 1, -12.50, -12.50 from orders where customer_name = 'B'`);
      await db.execute(sql`insert into payments (order_id, kind, amount, status, gateway, idempotency_key)
        select id, 'order', 0.29, 'succeeded', 'sim', 'k1' from orders where customer_name = 'A'
        union all select id, 'offline', 1234567.89, 'succeeded', 'offline', 'k2' from orders where customer_name = 'B'`);
      await db.execute(sql`insert into discount_codes (code, title, percent, min_subtotal)
        values ('TENOFF', 'Ten', 10, 200.01), ('ANY', 'Any', 5, default)`);
      await db.execute(sql`insert into quotes (status, event_type, guest_count, menu_package,
          total_amount, subtotal, discount_min_subtotal, discount_amount, budget)
        values ('sent', 'wedding', 80, 'custom', 4372.17, 4857.97, 500.00, 485.80, 5000.50),
               ('requested', 'corporate', 20, 'custom', null, null, null, null, null)`);
      await db.execute(sql`insert into quote_versions (quote_id, version, kind, sent_at, total_amount, guest_count, line_items, snapshot)
        select id, 1, 'sent', now(), 4372.17, 80, '[]', '{}' from quotes where status = 'sent'`);

      await migrate(db, { migrationsFolder });

      const read = async (query: ReturnType<typeof sql>) =>
        ((await db.execute(query)) as unknown as Rows).rows;
      expect(
        await read(sql`select total_cents, subtotal_cents, discount_cents from orders order by id`),
      ).toEqual([
        { total_cents: 29, subtotal_cents: 29, discount_cents: 0 },
        { total_cents: 123_456_789, subtotal_cents: 137_174_210, discount_cents: 13_717_421 },
        { total_cents: 1999, subtotal_cents: null, discount_cents: 0 },
      ]);
      expect(await read(sql`select unit_price_cents, line_total_cents from order_items order by id`)).toEqual(
        [
          { unit_price_cents: 435, line_total_cents: 1305 },
          { unit_price_cents: -1250, line_total_cents: -1250 },
        ],
      );
      expect(await read(sql`select amount_cents from payments order by id`)).toEqual([
        { amount_cents: 29 },
        { amount_cents: 123_456_789 },
      ]);
      expect(
        await read(sql`select total_cents, subtotal_cents, discount_min_subtotal_cents, discount_cents, budget_cents
          from quotes order by id`),
      ).toEqual([
        {
          total_cents: 437_217,
          subtotal_cents: 485_797,
          discount_min_subtotal_cents: 50_000,
          discount_cents: 48_580,
          budget_cents: 500_050,
        },
        {
          total_cents: null,
          subtotal_cents: null,
          discount_min_subtotal_cents: null,
          discount_cents: null,
          budget_cents: null,
        },
      ]);
      expect(await read(sql`select total_cents from quote_versions`)).toEqual([{ total_cents: 437_217 }]);
      expect(await read(sql`select min_subtotal_cents from discount_codes order by id`)).toEqual([
        { min_subtotal_cents: 20_001 },
        { min_subtotal_cents: 0 },
      ]);
      // The columns are whole numbers now, and the defaults and checks still hold.
      await db.execute(sql`insert into discount_codes (code, title, percent) values ('NEW', 'New', 5)`);
      expect(await read(sql`select min_subtotal_cents from discount_codes where code = 'NEW'`)).toEqual([
        { min_subtotal_cents: 0 },
      ]);
      await expect(
        db.execute(sql`insert into payments (kind, amount_cents, status, gateway, idempotency_key)
          values ('test', 0, 'succeeded', 'sim', 'k3')`),
      ).rejects.toThrow();
      expect(
        await read(sql`select data_type from information_schema.columns
          where table_name in ('orders', 'order_items', 'payments', 'discount_codes', 'quotes', 'quote_versions')
            and column_name like '%cents'
          group by data_type`),
      ).toEqual([{ data_type: 'integer' }]);
    } finally {
      await client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

const t = signedInTestApp();
const today = () => businessClock(new Date()).date;

/** What the parts of a bill add up to, in cents: the one sum every page, mail and PDF shows. */
function partsCents(bill: Bill): number {
  return (
    toCents(bill.subtotal) -
    toCents(bill.discount) +
    toCents(bill.serviceCharge) +
    toCents(bill.deliveryFee) +
    toCents(bill.tax) +
    toCents(bill.gratuity)
  );
}

describe('every stored bill adds up in cents', () => {
  it('orders and proposals of many shapes: parts sum to the total, stored cents equal what the API says', async () => {
    const menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>();
    const priced = menu.filter(
      (m) => m.prices.halfPanCents !== null && m.prices.fullPanCents !== null && !m.prices.marketPrice,
    );
    expect(priced.length).toBeGreaterThan(3);
    const zips = ['19103', '19143', '19003'];
    const gratuities = [0, 10, 15, 18, 20];
    const codes = [undefined, '10percent', '20percent'];
    let placed = 0;
    for (let i = 0; i < 15; i++) {
      const items = [0, 1, 2].slice(0, 1 + (i % 3)).map((k) => ({
        menuItemId: priced[(i * 7 + k * 3) % priced.length]!.id,
        panSize: (i + k) % 2 === 0 ? ('half' as const) : ('full' as const),
        quantity: 1 + ((i * 5 + k) % 4),
      }));
      const delivered = i % 2 === 0;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: {
          firstName: 'Dana',
          lastName: `Guest ${'abcdefghijklmnop'[i]}`,
          email: `dana.cents${i}@example.com`,
          phone: '(215) 555-0199',
          eventDate: addDays(today(), 8 + (i % 5)),
          timeWindow: '12:00-14:00',
          items,
          fulfilment: delivered ? 'delivery' : 'pickup',
          ...(delivered
            ? { deliveryZip: zips[i % zips.length], deliveryAddress: '1500 Market St, Philadelphia, PA' }
            : {}),
          gratuityPercent: gratuities[i % gratuities.length],
          ...(codes[i % codes.length] ? { discountCode: codes[i % codes.length] } : {}),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      placed++;
    }
    // Proposals priced at amounts a float would round wrongly, one paid by deposit.
    const proposals: Quote[] = [];
    for (const total of ['1234.57', '0.29', '4999.99']) {
      proposals.push(await acceptedQuote(t.app, t.client, t.admin, { total }));
    }
    const deposit = await pay(t.app, proposals[0]!.id, t.client, { kind: 'deposit', card: CARD });
    expect(deposit.statusCode, deposit.body).toBe(201);

    const list = await call(t.app, 'GET', '/api/orders?pageSize=100', t.admin);
    expect(list.statusCode, list.body).toBe(200);
    const apiOrders = list.json<OrderList>().orders;
    const rows = await t.db.select().from(orders);
    const lines = await t.db.select().from(orderItems);
    expect(rows.length).toBeGreaterThanOrEqual(placed);
    for (const row of rows) {
      const bill = row.bill!;
      expect(partsCents(bill), `order ${row.id}`).toBe(toCents(bill.total));
      expect(row.totalCents).toBe(toCents(bill.total));
      expect(row.discountCents).toBe(toCents(bill.discount));
      const food = lines.filter((l) => l.orderId === row.id).reduce((sum, l) => sum + l.lineTotalCents, 0);
      expect(row.subtotalCents).toBe(food);
      const api = apiOrders.find((o) => o.id === row.id);
      expect(api, `order ${row.id} in the list`).toBeDefined();
      expect(api!.total).toBe(fromCents(row.totalCents));
      expect(api!.bill.total).toBe(api!.total);
    }
    for (const proposal of proposals) {
      const res = await call(t.app, 'GET', `/api/quotes/${proposal.id}`, t.admin);
      const quote = res.json<Quote>();
      expect(partsCents(quote.bill!), `proposal ${quote.id}`).toBe(toCents(quote.totalAmount!));
      expect(toCents(quote.amountPaid) + toCents(quote.balanceDue!)).toBe(toCents(quote.totalAmount!));
      const [stored] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
      expect(stored!.totalCents).toBe(toCents(quote.totalAmount!));
      expect(partsCents(stored!.bill!)).toBe(stored!.totalCents);
      // The version the client signed keeps the same cents.
      const [version] = await t.db
        .select()
        .from(quoteVersions)
        .where(and(eq(quoteVersions.quoteId, quote.id), eq(quoteVersions.version, quote.version)));
      expect(version!.totalCents).toBe(stored!.totalCents);
    }
    // The deposit is stored as the cents the API answered for it.
    const [paid] = await t.db.select().from(payments);
    expect(fromCents(paid!.amountCents)).toBe(deposit.json().payment.amount);
    expect(paid!.amountCents).toBeGreaterThan(0);
  });
});
