import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Invoice, InvoiceList, Receivables } from '../../src/common/accounts/invoice.ts';
import type { HouseAccount, MyAccount } from '../../src/common/accounts/schema.ts';
import { addDays } from '../../src/common/business-time.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import { invoices } from '../../src/server/db/schema/index.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { accountFixtures } from './accounts.fixtures.ts';

const t = signedInTestApp();
const { today, place, client, setAccount, confirm, onAccount, placedOnAccount } = accountFixtures(t);

describe('house accounts', () => {
  it('the admin sets terms; the client reads their own terms and remaining credit', async () => {
    const c = await client('terms');
    const res = await setAccount(c.id, { terms: 'net15', creditLimitCents: 100_000, poRequired: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<HouseAccount>()).toMatchObject({
      terms: 'net15',
      creditLimitCents: 100_000,
      poRequired: true,
    });
    const mine = await t.app.inject({ method: 'GET', url: '/api/account', headers: { cookie: c.cookie } });
    expect(mine.json<MyAccount>()).toMatchObject({
      terms: 'net15',
      poRequired: true,
      remainingCreditCents: 100_000,
    });
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?entity=client&id=${c.id}`,
      headers: { cookie: t.admin },
    });
    expect(audit.body).toContain('account-changed');
  });

  it('changes only what a PATCH sends: the rest of the account keeps its value', async () => {
    const c = await client('partial');
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/clients/${c.id}/account`,
        headers: { cookie: t.admin },
        payload,
      });
    // A new account from terms alone: no credit and no PO required until said.
    expect((await patch({ terms: 'net30' })).json<HouseAccount>()).toMatchObject({
      terms: 'net30',
      creditLimitCents: 0,
      poRequired: false,
      billingEmail: null,
    });
    await patch({ creditLimitCents: 250_000, billingEmail: 'ap@partial.example' });
    expect((await patch({ poRequired: true })).json<HouseAccount>()).toMatchObject({
      terms: 'net30',
      creditLimitCents: 250_000,
      poRequired: true,
      billingEmail: 'ap@partial.example',
    });
    expect((await patch({ billingEmail: null })).json<HouseAccount>().billingEmail).toBeNull();
    const empty = await patch({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Send what to change');
  });

  it('refuses bad terms, a client or staff changing an account, and anonymous reads', async () => {
    const c = await client('refuse');
    expect((await setAccount(c.id, { terms: 'net60' })).statusCode).toBe(400);
    expect((await setAccount(c.id, { terms: 'net30' }, c.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/account' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/invoices' })).statusCode).toBe(401);
  });

  it('a client not on account cannot bill an account (400)', async () => {
    const c = await client('noterms');
    const res = await place(c.cookie, { paymentMethod: 'account' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('paymentMethod');
  });

  it('a required PO number is asked for (400 naming poNumber)', async () => {
    const c = await onAccount('po', { poRequired: true });
    const res = await place(c.cookie, { paymentMethod: 'account' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('poNumber');
    await placedOnAccount(c.cookie, { poNumber: 'PO-7781' });
  });

  it('an order over the remaining credit is refused with 409 saying by how much', async () => {
    const c = await onAccount('limit', { creditLimitCents: 10_000 });
    const res = await place(c.cookie, { paymentMethod: 'account' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/\$[\d,]+\.\d\d over the account's remaining credit of \$100\.00/);
  });
});

describe('invoices', () => {
  it('confirming an on-account order issues its invoice from the stored bill, due by the terms', async () => {
    const c = await onAccount('inv');
    const order = await placedOnAccount(c.cookie, { poNumber: 'PO-42' });
    expect((await confirm(order.id)).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/invoices', headers: { cookie: c.cookie } });
    const [summary] = list.json<InvoiceList>().items;
    expect(summary).toMatchObject({
      orderId: order.id,
      quoteId: null,
      poNumber: 'PO-42',
      issuedOn: today(),
      dueOn: addDays(today(), 30),
      paidCents: 0,
      status: 'open',
    });
    expect(summary!.number).toMatch(new RegExp(`^INV-${today().slice(0, 4)}-\\d+$`));
    expect(summary!.totalCents).toBe(Math.round(Number(order.total) * 100));
    const full = (
      await t.app.inject({
        method: 'GET',
        url: `/api/invoices/${summary!.id}`,
        headers: { cookie: c.cookie },
      })
    ).json<Invoice>();
    expect(full.lines.map((l) => l.name)).toEqual(order.items.map((i) => i.name));
    expect(full.parts.at(-1)).toEqual({ label: 'Total', amountCents: summary!.totalCents });
    expect(full.billingAddress).toContain('1500 Market St');
    // An order's invoice names no proposal.
    expect(full).toMatchObject({ orderId: order.id, quoteId: null, proposalNumber: null });
    // A second confirmation (or the same status again) issues nothing more.
    await confirm(order.id);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/invoices', headers: { cookie: c.cookie } })
      ).json<InvoiceList>().items,
    ).toHaveLength(1);
  });

  it('numbers concurrent confirmations distinctly and consecutively', async () => {
    const c = await onAccount('conc', { creditLimitCents: 5_000_000 });
    const placed: Order[] = [];
    for (let i = 0; i < 5; i++) placed.push(await placedOnAccount(c.cookie));
    const results = await Promise.all(placed.map((o) => confirm(o.id)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await t.db.select({ number: invoices.number, orderId: invoices.orderId }).from(invoices);
    const mine = rows.filter((r) => placed.some((o) => o.id === r.orderId));
    const sequences = mine.map((r) => Number(r.number.split('-')[2])).sort((a, b) => a - b);
    expect(sequences).toHaveLength(5);
    expect(sequences.at(-1)! - sequences[0]!).toBe(4);
    expect(new Set(sequences).size).toBe(5);
  });

  it("a client cannot read or list another's invoice (404, an empty list)", async () => {
    const owner = await onAccount('own');
    const other = await client('other');
    const order = await placedOnAccount(owner.cookie);
    await confirm(order.id);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${row!.id}`,
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(404);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/invoices',
      headers: { cookie: other.cookie },
    });
    expect(theirs.json<InvoiceList>().items).toEqual([]);
  });

  it('partial payments add up to paid; an overpayment is refused (409); the admin voids an unpaid one', async () => {
    const c = await onAccount('pay');
    const order = await placedOnAccount(c.cookie);
    await confirm(order.id);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const pay = (amountCents: number, cookie = t.admin) =>
      t.app.inject({
        method: 'POST',
        url: `/api/invoices/${row!.id}/payments`,
        headers: { cookie },
        payload: { amountCents, method: 'check', reference: 'Check 1042' },
      });
    expect((await pay(1000, c.cookie)).statusCode).toBe(403);
    const first = await pay(1000);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Invoice>()).toMatchObject({
      paidCents: 1000,
      status: 'open',
      balanceCents: row!.totalCents - 1000,
    });
    const over = await pay(row!.totalCents);
    expect(over.statusCode).toBe(409);
    const rest = await pay(row!.totalCents - 1000);
    expect(rest.json<Invoice>()).toMatchObject({ status: 'paid', balanceCents: 0 });
    expect(rest.json<Invoice>().payments.map((p) => p.reference)).toEqual(['Check 1042', 'Check 1042']);
    const paidVoid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${row!.id}/void`,
      headers: { cookie: t.admin },
      payload: { reason: 'Duplicate' },
    });
    expect(paidVoid.statusCode).toBe(409);

    const second = await placedOnAccount(c.cookie);
    await confirm(second.id);
    const [other] = await t.db.select().from(invoices).where(eq(invoices.orderId, second.id));
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${other!.id}/void`,
      headers: { cookie: t.admin },
      payload: { reason: 'Order billed twice' },
    });
    expect(voided.json<Invoice>()).toMatchObject({ status: 'void', voidReason: 'Order billed twice' });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/invoices?status=void',
      headers: { cookie: t.admin },
    });
    expect(listed.json<InvoiceList>().items.map((i) => i.id)).toContain(other!.id);
  });

  it('an invoice over 30 days past due stops new on-account orders, shows on the dashboard and ages in the receivables', async () => {
    const c = await onAccount('late');
    const order = await placedOnAccount(c.cookie);
    await confirm(order.id);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const stats = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: t.admin } })).json<{
        overdueReceivables: { totalCents: number; accounts: number };
      }>().overdueReceivables;
    const before = await stats();
    await t.db
      .update(invoices)
      .set({ issuedOn: addDays(today(), -75), dueOn: addDays(today(), -45) })
      .where(eq(invoices.id, row!.id));
    expect(await stats()).toEqual({
      totalCents: before.totalCents + row!.totalCents,
      accounts: before.accounts + 1,
    });
    const refused = await place(c.cookie, { paymentMethod: 'account', poNumber: 'PO-2' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`until the overdue invoice ${row!.number} is paid`);
    const overdue = await t.app.inject({
      method: 'GET',
      url: '/api/invoices?status=overdue',
      headers: { cookie: c.cookie },
    });
    expect(overdue.json<InvoiceList>().items.map((i) => i.status)).toEqual(['overdue']);
    const aging = (
      await t.app.inject({ method: 'GET', url: '/api/admin/receivables', headers: { cookie: t.admin } })
    ).json<Receivables>();
    const account = aging.accounts.find((a) => a.userId === c.id)!;
    expect(account.totals['31-60']).toBe(row!.totalCents);
    expect(account.totals.current).toBe(0);
    // On a fixed clock: 45 days before the invoice was due it is current, 100 days after it is 90+.
    const on = async (date: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/receivables?asOf=${date}`,
          headers: { cookie: t.admin },
        })
      )
        .json<Receivables>()
        .accounts.find((a) => a.userId === c.id)!.totals;
    expect((await on(addDays(today(), -90))).current).toBe(row!.totalCents);
    expect((await on(addDays(today(), 55)))['90+']).toBe(row!.totalCents);
    expect((await on(addDays(today(), 20)))['61-90']).toBe(row!.totalCents);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/receivables.csv',
      headers: { cookie: t.admin },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('late Inc.');
  });
});
