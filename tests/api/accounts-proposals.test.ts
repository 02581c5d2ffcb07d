import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Invoice, InvoiceList } from '../../src/common/accounts/invoice.ts';
import { addDays } from '../../src/common/business-time.ts';
import { toCents } from '../../src/common/money.ts';
import { paymentStanding } from '../../src/common/payments.ts';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { invoices } from '../../src/server/db/schema/index.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { accountFixtures } from './accounts.fixtures.ts';
import { acceptedQuote, CARD } from './payments.fixtures.ts';
import { createQuote } from './quotes.fixtures.ts';

const t = signedInTestApp();
const { today, client, onAccount, placedOnAccount, confirm } = accountFixtures(t);

const billToAccount = (quoteId: number, cookie: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/quotes/${quoteId}/bill-to-account`,
    headers: { cookie },
    payload,
  });

const invoicesOfQuote = async (quoteId: number) =>
  t.db.select().from(invoices).where(eq(invoices.quoteId, quoteId));

describe('a proposal billed to a house account (issue 39 §1–§2)', () => {
  it('issues the invoice with the quoteId, the lines and bill of the proposal, the PO and the venue, mailed as a PDF', async () => {
    const email = 'ap.proposal@office.example';
    const c = await onAccount('prop', { poRequired: true, billingEmail: email });
    const quote = await acceptedQuote(t.app, c.cookie, t.admin, { total: '1200.00' });
    const totalCents = toCents(quote.totalAmount!);

    const noPo = await billToAccount(quote.id, c.cookie);
    expect(noPo.statusCode).toBe(400);
    expect(noPo.json().fieldErrors).toHaveProperty('poNumber');
    expect(await invoicesOfQuote(quote.id)).toEqual([]);

    const res = await billToAccount(quote.id, c.cookie, { poNumber: 'PO-9001', amountCents: 1 });
    // Strict body: a number the browser adds is refused, not read.
    expect(res.statusCode).toBe(400);
    const billed = await billToAccount(quote.id, c.cookie, { poNumber: 'PO-9001' });
    expect(billed.statusCode, billed.body).toBe(201);
    const invoice = billed.json<Invoice>();
    expect(invoice).toMatchObject({
      quoteId: quote.id,
      orderId: null,
      poNumber: 'PO-9001',
      issuedOn: today(),
      dueOn: addDays(today(), 30),
      totalCents,
      paidCents: 0,
      status: 'open',
      billingAddress: quote.venue,
      companyName: 'prop Inc.',
    });
    expect(invoice.number).toMatch(new RegExp(`^INV-${today().slice(0, 4)}-\\d+$`));
    expect(invoice.lines).toEqual([
      { name: 'Catering', quantity: 1, unitPriceCents: 120_000, lineTotalCents: 120_000 },
    ]);
    // The parts are the proposal's stored bill, to the cent.
    expect(invoice.parts.find((p) => p.label === 'Subtotal')?.amountCents).toBe(
      toCents(quote.bill!.subtotal),
    );
    expect(invoice.parts.find((p) => p.label === 'Tax')?.amountCents ?? 0).toBe(toCents(quote.bill!.tax));
    expect(invoice.parts.at(-1)).toEqual({ label: 'Total', amountCents: totalCents });

    const [mail] = await mailsTo(t.app, t.db, email);
    expect(mail!.subject).toContain(invoice.number);
    const pdf = pdfText(Buffer.from(mail!.attachments![0]!.content, 'base64'));
    expect(pdf).toContain('PO number: PO-9001');
    expect(pdf).toContain('Catering');
    // The invoice names the proposal by its number (CC-YYYY-NNN), as the proposal carries it.
    expect(quote.proposalNumber).toMatch(/^CC-\d{4}-\d{3,}$/);
    expect(invoice.proposalNumber).toBe(quote.proposalNumber);
    expect(pdf).toContain(`Proposal ${quote.proposalNumber}`);
    for (const cookie of [c.cookie, t.admin]) {
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/invoices/${invoice.id}`,
        headers: { cookie },
      });
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json<Invoice>()).toMatchObject({
        quoteId: quote.id,
        proposalNumber: quote.proposalNumber,
      });
    }

    // Once: a second click is told which invoice, and nothing more is issued.
    const again = await billToAccount(quote.id, c.cookie, { poNumber: 'PO-9001' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(invoice.number);
    expect(await invoicesOfQuote(quote.id)).toHaveLength(1);
    const list = await t.app.inject({ method: 'GET', url: '/api/invoices', headers: { cookie: c.cookie } });
    expect(list.json<InvoiceList>().items.map((i) => i.quoteId)).toEqual([quote.id]);
    // The proposal's page asks for its invoice: the admin finds it, another client does not.
    const byQuote = (cookie: string) =>
      t.app.inject({ method: 'GET', url: `/api/invoices?quoteId=${quote.id}`, headers: { cookie } });
    expect((await byQuote(t.admin)).json<InvoiceList>().items.map((i) => i.number)).toEqual([invoice.number]);
    expect((await byQuote((await client('prop-peek')).cookie)).json<InvoiceList>().items).toEqual([]);

    // It is paid like any invoice: online from its link, the amount the server's.
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payments/online`,
      headers: { cookie: c.cookie },
      payload: { card: CARD },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json<{ invoice: Invoice }>().invoice).toMatchObject({
      status: 'paid',
      paidCents: totalCents,
    });
  });

  it('numbers proposals billed and orders confirmed at the same time without gaps or repeats; a double click bills once', async () => {
    const c = await onAccount('prop-conc', { creditLimitCents: 50_000_000 });
    const quotes: Quote[] = [];
    for (let i = 0; i < 3; i++)
      quotes.push(await acceptedQuote(t.app, c.cookie, t.admin, { total: '400.00' }));
    const orders = [await placedOnAccount(c.cookie), await placedOnAccount(c.cookie)];
    const results = await Promise.all([
      ...quotes.map((q) => billToAccount(q.id, c.cookie)),
      // The same proposal twice at once: one invoice, the other click told which.
      billToAccount(quotes[0]!.id, c.cookie),
      ...orders.map((o) => confirm(o.id)),
    ]);
    const codes = results.map((r) => r.statusCode);
    expect(codes.slice(0, 4).sort()).toEqual([201, 201, 201, 409]);
    expect(codes.slice(4)).toEqual([200, 200]);
    const rows = (await t.db.select().from(invoices)).filter((r) => r.userId === c.id);
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => r.quoteId === quotes[0]!.id)).toHaveLength(1);
    const sequences = rows.map((r) => Number(r.number.split('-')[2])).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(5);
    // Nothing else issues invoices meanwhile: the five are consecutive, no number lost to the refused click.
    expect(sequences.at(-1)! - sequences[0]!).toBe(4);
    const after = await billToAccount((await acceptedQuote(t.app, c.cookie, t.admin)).id, c.cookie);
    expect(Number(after.json<Invoice>().number.split('-')[2])).toBe(sequences.at(-1)! + 1);
  });

  it('its invoice holds the total: the guest count waits for the owner to void it, then it is paid by card', async () => {
    const c = await onAccount('prop-count');
    const quote = await acceptedQuote(t.app, c.cookie, t.admin, { total: '800.00' });
    const invoice = (await billToAccount(quote.id, c.cookie)).json<Invoice>();
    const count = (cookie: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/quotes/${quote.id}/guest-count`,
        headers: { cookie },
        payload: { guestCount: quote.guestCount + 10 },
      });
    for (const cookie of [c.cookie, t.admin]) {
      const refused = await count(cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `This proposal is billed to the account as invoice ${invoice.number}: its guest count cannot change until the invoice is voided.`,
      );
    }
    // Nor is it revised meanwhile: the signed total stands on the invoice.
    const revised = await t.app.inject({
      method: 'PATCH',
      url: `/api/quotes/${quote.id}`,
      headers: { cookie: t.admin },
      payload: { lineItems: [{ description: 'Catering', quantity: 1, unitPrice: '900.00' }] },
    });
    expect(revised.statusCode).toBe(409);
    expect(revised.json().message).toContain(`invoice ${invoice.number}: it cannot be revised`);
    // Another client learns nothing of the invoice.
    expect((await count((await client('prop-count-peek')).cookie)).json().message).not.toContain('INV-');
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/void`,
      headers: { cookie: t.admin },
      payload: { reason: 'Guest count changes' },
    });
    expect(voided.statusCode).toBe(200);
    expect((await count(c.cookie)).statusCode).toBe(200);
    const again = await billToAccount(quote.id, c.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `This proposal's invoice ${invoice.number} was voided: please pay it by card or ask us.`,
    );
  });

  it("says it is billed to the account, not 'Deposit due', in the lists and on the proposal, with the invoice's status", async () => {
    const c = await onAccount('prop-standing');
    const quote = await acceptedQuote(t.app, c.cookie, t.admin, { total: '640.00' });
    expect(quote.accountInvoice).toBeNull();
    expect(paymentStanding(quote)).toBe('unpaid');
    const invoice = (await billToAccount(quote.id, c.cookie)).json<Invoice>();

    const seen = async (status: string) => {
      const one = (
        await t.app.inject({ url: `/api/quotes/${quote.id}`, headers: { cookie: c.cookie } })
      ).json<Quote>();
      const mine = (await t.app.inject({ url: '/api/quotes', headers: { cookie: c.cookie } })).json<
        Quote[]
      >();
      const all = (
        await t.app.inject({
          url: `/api/quotes/list?q=${quote.proposalNumber}`,
          headers: { cookie: t.admin },
        })
      ).json<{ quotes: Quote[] }>();
      for (const q of [one, mine.find((m) => m.id === quote.id), all.quotes.find((a) => a.id === quote.id)]) {
        expect(q?.accountInvoice).toEqual({ number: invoice.number, status });
        expect(paymentStanding(q!)).toBe('billed-to-account');
      }
    };
    await seen('open');
    // Past its due date an open invoice reads overdue, as the invoices' own list says it.
    await t.db
      .update(invoices)
      .set({ dueOn: addDays(today(), -1) })
      .where(eq(invoices.id, invoice.id));
    await seen('overdue');
    const listed = (
      await t.app.inject({ url: '/api/invoices?status=overdue', headers: { cookie: t.admin } })
    ).json<InvoiceList>();
    expect(listed.items.map((i) => i.number)).toContain(invoice.number);

    // Voided, the proposal is paid the usual way again: the deposit is due.
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/void`,
      headers: { cookie: t.admin },
      payload: { reason: 'Paid by card instead' },
    });
    expect(voided.statusCode).toBe(200);
    const after = (
      await t.app.inject({ url: `/api/quotes/${quote.id}`, headers: { cookie: c.cookie } })
    ).json<Quote>();
    expect(after.accountInvoice).toEqual({ number: invoice.number, status: 'void' });
    expect(paymentStanding(after)).toBe('unpaid');
  });

  it('holds the remaining credit: over it is a 409 saying by how much', async () => {
    const c = await onAccount('prop-limit', { creditLimitCents: 10_000 });
    const quote = await acceptedQuote(t.app, c.cookie, t.admin, { total: '1200.00' });
    const res = await billToAccount(quote.id, c.cookie);
    expect(res.statusCode).toBe(409);
    const over = (toCents(quote.totalAmount!) - 10_000) / 100;
    expect(res.json().message).toBe(
      `This proposal is $${over.toLocaleString('en-US', { minimumFractionDigits: 2 })} over the account's remaining credit of $100.00.`,
    );
    expect(await invoicesOfQuote(quote.id)).toEqual([]);
  });

  it('an invoice over 30 days past due stops it until paid', async () => {
    const c = await onAccount('prop-overdue');
    const order = await placedOnAccount(c.cookie);
    await confirm(order.id);
    const [old] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    await t.db
      .update(invoices)
      .set({ dueOn: addDays(today(), -31) })
      .where(eq(invoices.id, old!.id));
    const quote = await acceptedQuote(t.app, c.cookie, t.admin, { total: '300.00' });
    const res = await billToAccount(quote.id, c.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `New proposals on account are paused until the overdue invoice ${old!.number} is paid.`,
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${old!.id}/payments`,
      headers: { cookie: t.admin },
      payload: { amountCents: old!.totalCents, method: 'ach', reference: 'ACH 12' },
    });
    expect((await billToAccount(quote.id, c.cookie)).statusCode).toBe(201);
  });

  it('refuses a client not on account (400), another client (404), the admin (403) and a proposal not accepted (409)', async () => {
    const none = await client('prop-none');
    const theirs = await acceptedQuote(t.app, none.cookie, t.admin, { total: '500.00' });
    const refused = await billToAccount(theirs.id, none.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toHaveProperty('paymentMethod');

    const c = await onAccount('prop-who');
    const mine = await acceptedQuote(t.app, c.cookie, t.admin, { total: '500.00' });
    expect((await billToAccount(mine.id, none.cookie)).statusCode).toBe(404);
    expect((await billToAccount(mine.id, t.admin)).statusCode).toBe(403);
    const unsigned = await createQuote(t.app, c.cookie);
    const early = await billToAccount(unsigned.id, c.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('PROPOSAL_NOT_ACCEPTED');
    expect(await invoicesOfQuote(mine.id)).toEqual([]);
  });
});
