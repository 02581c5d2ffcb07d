import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Invoice, InvoiceOnlinePaymentResult, Receivables } from '../../src/common/accounts/invoice.ts';
import { addDays, businessInstant } from '../../src/common/business-time.ts';
import { invoices, payments } from '../../src/server/db/schema/index.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { accountFixtures } from './accounts.fixtures.ts';
import { CARD } from './payments.fixtures.ts';

const t = signedInTestApp();
const { onAccount, placedOnAccount, confirm, client } = accountFixtures(t);

/** A confirmed on-account order's invoice, billed to `email`. */
async function issued(prefix: string, email = `ap.${prefix}@office.example`) {
  const c = await onAccount(prefix, { billingEmail: email });
  const order = await placedOnAccount(c.cookie, { poNumber: `PO-${prefix}` });
  expect((await confirm(order.id)).statusCode).toBe(200);
  const [row] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
  return { c, invoice: row!, email };
}

const payOnline = (id: number, cookie: string | undefined, payload: object = { card: CARD }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/invoices/${id}/payments/online`,
    headers: cookie ? { cookie } : {},
    payload,
  });

const readInvoice = async (id: number, cookie: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/invoices/${id}`, headers: { cookie } })).json<Invoice>();

const recordCheck = (id: number, amountCents: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/invoices/${id}/payments`,
    headers: { cookie: t.admin },
    payload: { amountCents, method: 'check', reference: 'Check 501' },
  });

describe('paying an invoice online from its link (issue 39 §2)', () => {
  it('the mail links to the invoice; its client pays the open balance after a check, whatever amount is sent', async () => {
    const { c, invoice, email } = await issued('online');
    const [mail] = await mailsTo(t.app, t.db, email);
    expect(mail!.text).toContain(
      `View and pay it online: http://localhost:5000/invoices?invoice=${invoice.id}`,
    );

    expect((await recordCheck(invoice.id, 5000)).statusCode).toBe(201);
    const res = await payOnline(invoice.id, c.cookie, { card: CARD, amount: '0.01', amountCents: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<InvoiceOnlinePaymentResult>();
    const balance = invoice.totalCents - 5000;
    expect(body.payment).toMatchObject({
      kind: 'invoice',
      status: 'succeeded',
      amount: (balance / 100).toFixed(2),
      cardLast4: '4242',
    });
    expect(body.invoice).toMatchObject({ status: 'paid', paidCents: invoice.totalCents, balanceCents: 0 });
    expect(body.invoice.payments.map((p) => [p.method, p.amountCents])).toEqual([
      ['check', 5000],
      ['online', balance],
    ]);
    // The client's own read and the admin's list agree.
    expect((await readInvoice(invoice.id, c.cookie)).status).toBe('paid');
    const paidList = await t.app.inject({
      method: 'GET',
      url: '/api/invoices?status=paid',
      headers: { cookie: t.admin },
    });
    expect(paidList.json<{ items: { id: number }[] }>().items.map((i) => i.id)).toContain(invoice.id);
    // One charge went through the gateway, of the balance, tied to the invoice.
    const charged = await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(charged.map((p) => [p.kind, p.status, p.amountCents])).toEqual([
      ['invoice', 'succeeded', balance],
    ]);

    // The receipt to the billing email, the notice to the business.
    const money = `$${(balance / 100).toFixed(2)}`;
    const receipts = await mailsTo(t.app, t.db, email);
    expect(receipts[0]!.subject).toBe(`Receipt: ${money} for invoice ${invoice.number}`);
    expect(receipts[0]!.text).toContain(`${invoice.number} is paid in full.`);
    const notices = await mailsTo(t.app, t.db, t.config.businessEmail);
    expect(notices[0]!.subject).toBe(`Payment received: ${money} for invoice ${invoice.number}`);

    // Paid now: a second attempt is refused and charges nothing.
    const again = await payOnline(invoice.id, c.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Invoice ${invoice.number} is already paid.`);
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toHaveLength(1);
  });

  it('the receivables no longer count it and the statement lists the online payment', async () => {
    const { c, invoice, email } = await issued('online-stmt');
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/admin/receivables',
      headers: { cookie: t.admin },
    });
    const mine = (r: Receivables) => r.accounts.find((a) => a.userId === c.id);
    expect(mine(before.json<Receivables>())?.totalCents).toBe(invoice.totalCents);
    expect((await payOnline(invoice.id, c.cookie)).statusCode).toBe(201);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/admin/receivables',
      headers: { cookie: t.admin },
    });
    expect(mine(after.json<Receivables>())).toBeUndefined();

    const firstOfNext = `${addDays(`${invoice.issuedOn.slice(0, 7)}-28`, 7).slice(0, 7)}-01`;
    await t.app.mailer.flush();
    await t.app.accountStatements.runOnce(businessInstant(firstOfNext, '12:00'));
    const statement = (await mailsTo(t.app, t.db, email)).find((m) => m.subject.includes('statement'));
    const text = pdfText(Buffer.from(statement!.attachments![0]!.content, 'base64'));
    expect(text).toContain(invoice.number);
    expect(text).toMatch(/online/i);
    expect(text).toContain('Closing balance: $0.00');
  });

  it('only its client pays: a visitor 401, another client 404, the admin 403', async () => {
    const { invoice } = await issued('online-who');
    const other = await client('online-other');
    expect((await payOnline(invoice.id, undefined)).statusCode).toBe(401);
    const stranger = await payOnline(invoice.id, other.cookie);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Invoice not found.');
    const admin = await payOnline(invoice.id, t.admin);
    expect(admin.statusCode).toBe(403);
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toEqual([]);
  });

  it('a void invoice refuses (409); a declined card is 402 and the invoice stays open', async () => {
    const voided = await issued('online-void');
    const voidRes = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${voided.invoice.id}/void`,
      headers: { cookie: t.admin },
      payload: { reason: 'Order billed twice' },
    });
    expect(voidRes.statusCode).toBe(200);
    const refused = await payOnline(voided.invoice.id, voided.c.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('is void');

    const { c, invoice } = await issued('online-declined');
    const declined = await payOnline(invoice.id, c.cookie, {
      card: { ...CARD, number: '4000 0000 0000 0002' },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      message: 'Your card was declined.',
      payment: { status: 'failed' },
    });
    expect(await readInvoice(invoice.id, c.cookie)).toMatchObject({
      status: 'open',
      paidCents: 0,
      payments: [],
    });
    expect((await payOnline(invoice.id, c.cookie)).statusCode).toBe(201);
  });

  it('a refund of the online payment puts the amount back on the invoice', async () => {
    const { c, invoice } = await issued('online-refund');
    const paid = await payOnline(invoice.id, c.cookie);
    const paymentId = paid.json<InvoiceOnlinePaymentResult>().payment.id;
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/refund`,
      headers: { cookie: t.admin },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const after = await readInvoice(invoice.id, c.cookie);
    expect(after).toMatchObject({ status: 'open', paidCents: 0, balanceCents: invoice.totalCents });
    expect(after.payments.map((p) => p.amountCents)).toEqual([invoice.totalCents, -invoice.totalCents]);
  });
});
