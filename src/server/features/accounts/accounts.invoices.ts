import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Invoice, InvoiceStatus, InvoiceSummary } from '../../../common/accounts/invoice.ts';
import { TERMS_DAYS } from '../../../common/accounts/schema.ts';
import type { PublicUser } from '../../../common/auth.ts';
import type { Bill } from '../../../common/bill/types.ts';
import { addDays, businessClock } from '../../../common/business-time.ts';
import { toCents } from '../../../common/money.ts';
import { proposalNumber } from '../../../common/quotes/pricing.ts';
import type { Database } from '../../db/connect.ts';
import {
  accountOrders,
  houseAccounts,
  invoicePayments,
  invoices,
  orderItems,
  orders,
  quotes,
} from '../../db/schema/index.ts';
import { isUniqueViolation, violatedConstraint } from '../../platform/db-errors.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { actorOf, recordAudit } from '../audit/index.ts';
import { nextInvoiceNumber } from './accounts.numbering.ts';

type InvoiceRow = typeof invoices.$inferSelect;

const PART_LABELS: [keyof Bill, string][] = [
  ['subtotal', 'Subtotal'],
  ['discount', 'Discount'],
  ['serviceCharge', 'Service charge'],
  ['deliveryFee', 'Delivery'],
  ['tax', 'Tax'],
  ['gratuity', 'Gratuity'],
  ['total', 'Total'],
];

/** The stored bill's parts as the invoice shows them (never re-priced); zero parts left out but the total. */
function partsOf(bill: Bill | null, totalCents: number) {
  if (!bill) return [{ label: 'Total', amountCents: totalCents }];
  return PART_LABELS.map(([key, label]) => ({ label, amountCents: toCents(String(bill[key])) })).filter(
    (part) => part.amountCents !== 0 || part.label === 'Total',
  );
}

/** 'overdue' is an open invoice whose due date has passed on the business clock. */
function statusOf(row: Pick<InvoiceRow, 'status' | 'dueOn'>, today: string): InvoiceStatus {
  return row.status === 'open' && row.dueOn < today ? 'overdue' : row.status;
}

function summary(row: InvoiceRow, today: string): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    orderId: row.orderId,
    quoteId: row.quoteId,
    poNumber: row.poNumber,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    status: statusOf(row, today),
  };
}

/** Invoices of orders billed to a house account (issue 39 §2). */
export function createInvoices(db: Database, deps: { onIssued?: (invoiceId: number) => Promise<void> }) {
  async function load(id: number): Promise<InvoiceRow | null> {
    const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
    return row ?? null;
  }

  /** The invoice when the user may read it: the admin any, a client their own (else 404, nothing told). */
  async function readable(id: number, user: PublicUser): Promise<InvoiceRow> {
    const row = await load(id);
    if (!row || (user.role !== 'admin' && row.userId !== user.id)) throw notFound('Invoice not found.');
    return row;
  }

  async function full(row: InvoiceRow, now = new Date()): Promise<Invoice> {
    const paid = await db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, row.id))
      .orderBy(invoicePayments.id);
    // The proposal's number is read from the proposal, its one source (never kept on the invoice).
    const [quote] = row.quoteId
      ? await db
          .select({ id: quotes.id, proposalNumber: quotes.proposalNumber })
          .from(quotes)
          .where(eq(quotes.id, row.quoteId))
      : [];
    return {
      ...summary(row, businessClock(now).date),
      userId: row.userId,
      companyName: row.companyName,
      billingEmail: row.billingEmail,
      billingAddress: row.billingAddress,
      lines: row.lines,
      parts: row.parts,
      payments: paid.map((p) => ({
        id: p.id,
        amountCents: p.amountCents,
        method: p.method,
        reference: p.reference,
        receivedAt: p.receivedAt.toISOString(),
      })),
      balanceCents: row.status === 'void' ? 0 : row.totalCents - row.paidCents,
      voidReason: row.voidReason,
      proposalNumber: row.quoteId ? proposalNumber(quote ?? row.quoteId) : null,
    };
  }

  /**
   * The one way an invoice is issued, for an order or a proposal: once per source (a second call finds
   * it), numbered in the transaction that stores it, dated today on the business clock and due by the
   * account's terms, with its billing email and company as the account has them now.
   */
  async function issue(
    input: {
      source: { orderId: number } | { quoteId: number };
      userId: number;
      poNumber: string | null;
      totalCents: number;
      billingAddress: string | null;
      lines: InvoiceRow['lines'];
      parts: InvoiceRow['parts'];
    },
    now: Date,
  ): Promise<number | null> {
    const [account] = await db.select().from(houseAccounts).where(eq(houseAccounts.userId, input.userId));
    const today = businessClock(now).date;
    // Terms taken off since it was billed: it was accepted on account, so the longest terms' default.
    const days = TERMS_DAYS[account?.terms ?? 'net30'];
    const sameSource =
      'orderId' in input.source
        ? eq(invoices.orderId, input.source.orderId)
        : eq(invoices.quoteId, input.source.quoteId);
    let id: number | null;
    try {
      id = await db.transaction(async (tx) => {
        const [existing] = await tx.select({ id: invoices.id }).from(invoices).where(sameSource);
        if (existing) return null;
        const number = await nextInvoiceNumber(tx, Number(today.slice(0, 4)));
        const [row] = await tx
          .insert(invoices)
          .values({
            number,
            userId: input.userId,
            ...input.source,
            poNumber: input.poNumber,
            issuedOn: today,
            dueOn: addDays(today, days),
            totalCents: input.totalCents,
            companyName: account?.companyName ?? null,
            billingEmail: account?.billingEmail ?? null,
            billingAddress: input.billingAddress,
            lines: input.lines,
            parts: input.parts,
          })
          .returning({ id: invoices.id });
        return row!.id;
      });
    } catch (error) {
      // Two at once for one source: the unique index let one in; the other's number went back with it.
      const index = isUniqueViolation(error) ? violatedConstraint(error) : null;
      if (index === 'invoices_order_idx' || index === 'invoices_quote_idx') return null;
      throw error;
    }
    if (id !== null) await deps.onIssued?.(id);
    return id;
  }

  return {
    load,
    readable,
    full,

    /**
     * An order billed to an account was confirmed: its invoice, once (a second confirmation finds
     * it), with the stored bill's lines and parts.
     */
    async issueForOrder(orderId: number, now = new Date()): Promise<number | null> {
      const [billed] = await db
        .select({
          userId: accountOrders.userId,
          poNumber: accountOrders.poNumber,
          bill: orders.bill,
          totalCents: orders.totalCents,
          deliveryAddress: orders.deliveryAddress,
          eventLocation: orders.eventLocation,
        })
        .from(accountOrders)
        .innerJoin(orders, eq(orders.id, accountOrders.orderId))
        .where(eq(accountOrders.orderId, orderId));
      if (!billed) return null;
      const lines = await db
        .select({
          name: orderItems.name,
          quantity: orderItems.quantity,
          unitPriceCents: orderItems.unitPriceCents,
          lineTotalCents: orderItems.lineTotalCents,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(orderItems.id);
      return issue(
        {
          source: { orderId },
          userId: billed.userId,
          poNumber: billed.poNumber,
          totalCents: billed.totalCents,
          billingAddress: billed.deliveryAddress ?? billed.eventLocation,
          lines: lines.map((l) => ({ ...l, quantity: Number(l.quantity) })),
          parts: partsOf(billed.bill, billed.totalCents),
        },
        now,
      );
    },

    /**
     * A proposal billed to the client's account (issue 39 §1): its invoice, once, with the accepted
     * version's line items and its bill's parts (the one computeBill's, as stored with the proposal).
     */
    async issueForQuote(
      quote: {
        id: number;
        userId: number;
        poNumber: string | null;
        totalCents: number;
        venue: string | null;
        bill: Bill | null;
        lineItems: { description: string; quantity: number; unitPrice: string }[];
      },
      now = new Date(),
    ): Promise<number | null> {
      return issue(
        {
          source: { quoteId: quote.id },
          userId: quote.userId,
          poNumber: quote.poNumber,
          totalCents: quote.totalCents,
          billingAddress: quote.venue,
          lines: quote.lineItems.map((item) => {
            const unitPriceCents = toCents(item.unitPrice);
            return {
              name: item.description,
              quantity: item.quantity,
              unitPriceCents,
              lineTotalCents: Math.round(item.quantity * unitPriceCents),
            };
          }),
          parts: partsOf(quote.bill, quote.totalCents),
        },
        now,
      );
    },

    /** GET /api/invoices: a client's own, the admin's all (by status), newest first. */
    async list(
      user: PublicUser,
      status: InvoiceStatus | undefined,
      quoteId?: number,
      now = new Date(),
    ): Promise<InvoiceSummary[]> {
      const today = businessClock(now).date;
      const where: SQL[] = [];
      if (user.role !== 'admin') where.push(eq(invoices.userId, user.id));
      if (quoteId !== undefined) where.push(eq(invoices.quoteId, quoteId));
      if (status === 'overdue') where.push(eq(invoices.status, 'open'), lt(invoices.dueOn, today));
      else if (status === 'open') where.push(eq(invoices.status, 'open'), gte(invoices.dueOn, today));
      else if (status) where.push(eq(invoices.status, status));
      const rows = await db
        .select()
        .from(invoices)
        .where(and(...where))
        .orderBy(desc(invoices.id))
        .limit(500);
      return rows.map((row) => summary(row, today));
    },

    /** POST /api/admin/invoices/{id}/void: an unpaid invoice is voided with a reason (audited). */
    async void(id: number, reason: string, by: PublicUser): Promise<Invoice> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
        if (!row) throw notFound('Invoice not found.');
        if (row.status === 'void') throw conflict(`Invoice ${row.number} is already void.`);
        if (row.paidCents > 0) {
          throw conflict(`Invoice ${row.number} has payments recorded: it cannot be voided.`);
        }
        await tx.update(invoices).set({ status: 'void', voidReason: reason }).where(eq(invoices.id, id));
        await recordAudit(tx, {
          actor: actorOf(by),
          action: 'voided',
          entity: 'invoice',
          entityId: id,
          before: { status: row.status },
          after: { status: 'void', reason },
        });
      });
      return full((await load(id))!);
    },
  };
}

export type Invoices = ReturnType<typeof createInvoices>;
