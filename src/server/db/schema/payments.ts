import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { invoices } from './accounts.ts';
import { users } from './auth.ts';
import { orders } from './orders.ts';
import { quotes } from './quotes.ts';

/**
 * Every charge, refund and offline payment. A card is kept as brand and last four only: the number
 * and the CVC are never stored or logged.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    /** A checkout order paid online (kind 'order'): its bill's total, never an amount the browser sent. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** An account's invoice paid online from its link (kind 'invoice', issue 39): its open balance. */
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['test', 'deposit', 'balance', 'offline', 'order', 'invoice'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'refunded'] }).notNull(),
    gateway: text('gateway').notNull(),
    gatewayRef: text('gateway_ref'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Offline payments: check, cash or bank. */
    method: text('method'),
    note: text('note'),
    failureMessage: text('failure_message'),
    /** One request, one charge: a replay with the same key answers the first result. */
    idempotencyKey: text('idempotency_key').notNull(),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_idempotency_key_idx').on(t.idempotencyKey),
    index('payments_quote_idx').on(t.quoteId),
    index('payments_order_idx').on(t.orderId),
    index('payments_gateway_ref_idx').on(t.gatewayRef),
    // At most one live deposit and one live balance per quote, whatever races between requests.
    uniqueIndex('payments_one_live_per_kind_idx')
      .on(t.quoteId, t.kind)
      .where(sql`${t.kind} in ('deposit', 'balance') and ${t.status} in ('pending', 'succeeded')`),
    // An order is paid once: at most one live payment of it.
    uniqueIndex('payments_one_live_order_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'order' and ${t.status} in ('pending', 'succeeded')`),
    // An invoice has one card payment in flight at a time: a second waits for it to settle.
    uniqueIndex('payments_one_pending_invoice_idx')
      .on(t.invoiceId)
      .where(sql`${t.kind} = 'invoice' and ${t.status} = 'pending'`),
    check(
      'payments_kind_check',
      sql`${t.kind} in ('test', 'deposit', 'balance', 'offline', 'order', 'invoice')`,
    ),
    check('payments_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed', 'refunded')`),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    check('payments_last4_check', sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/** One row per reminder sent: the unique key makes exactly one app instance send it. */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** Days before the due date: 10 or 3. */
    daysBefore: integer('days_before').notNull(),
    /** The due date it reminded of: a rescheduled event gets reminders of its own. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (t) => [uniqueIndex('payment_reminders_once_idx').on(t.quoteId, t.daysBefore, t.dueAt)],
);
