import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { orders } from './orders.ts';
import { quotes } from './quotes.ts';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date());

/** Issue 39: a client's house account; no row (or terms null) means not on account. */
export const houseAccounts = pgTable('house_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  terms: text('terms', { enum: ['net15', 'net30'] }),
  creditLimitCents: integer('credit_limit_cents').notNull().default(0),
  poRequired: boolean('po_required').notNull().default(false),
  billingEmail: text('billing_email'),
  companyName: text('company_name'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date()),
});

/** An order billed to an account at checkout, with its PO number (the order's own table is left as is). */
export const accountOrders = pgTable('account_orders', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  poNumber: text('po_number'),
});

/** The last invoice number of each year: bumped in the transaction that creates the invoice (no gaps, no repeats). */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

export type InvoiceLineRow = {
  name: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
};
export type InvoicePartRow = { label: string; amountCents: number };

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    poNumber: text('po_number'),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    totalCents: integer('total_cents').notNull(),
    paidCents: integer('paid_cents').notNull().default(0),
    /** 'overdue' is not stored: it is an open invoice past its due date. */
    status: text('status', { enum: ['open', 'paid', 'void'] })
      .notNull()
      .default('open'),
    voidReason: text('void_reason'),
    companyName: text('company_name'),
    billingEmail: text('billing_email'),
    billingAddress: text('billing_address'),
    lines: jsonb('lines').$type<InvoiceLineRow[]>().notNull(),
    parts: jsonb('parts').$type<InvoicePartRow[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.number),
    uniqueIndex('invoices_order_idx').on(t.orderId),
    uniqueIndex('invoices_quote_idx').on(t.quoteId),
    index('invoices_user_idx').on(t.userId),
    check('invoices_paid_check', sql`${t.paidCents} >= 0 and ${t.paidCents} <= ${t.totalCents}`),
  ],
);

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: ['check', 'ach', 'cash', 'online'] }).notNull(),
    reference: text('reference'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: createdAt(),
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.invoiceId)],
);

/** One row per invoice and reminder (0, 7 or 14 days after due): the instance whose insert lands mails it. */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    daysAfterDue: integer('days_after_due').notNull(),
    sentAt: createdAt(),
  },
  (t) => [unique('invoice_reminders_once').on(t.invoiceId, t.daysAfterDue)],
);

/** One monthly statement per account and month (YYYY-MM): the instance whose insert lands mails it. */
export const accountStatements = pgTable(
  'account_statements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    sentAt: createdAt(),
  },
  (t) => [unique('account_statements_once').on(t.userId, t.month)],
);
