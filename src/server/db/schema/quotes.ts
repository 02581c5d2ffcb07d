import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Bill } from '../../../common/bill/types.ts';
import { users } from './auth.ts';

export type StoredLineItem = { description: string; quantity: number; unitPrice: string };

/**
 * A quote request and, once priced, the proposal. A visitor's request has no client until an account
 * with the same, verified email claims it; until then the contact fields say who asked.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', {
      enum: ['requested', 'sent', 'viewed', 'changes_requested', 'accepted', 'rejected', 'completed'],
    }).notNull(),
    eventType: text('event_type').notNull(),
    eventDate: timestamp('event_date', { withTimezone: true }),
    guestCount: integer('guest_count').notNull(),
    venue: text('venue'),
    menuPackage: text('menu_package').notNull(),
    totalCents: integer('total_cents'),
    /** Before the discount, in cents; the terms are kept so a custom request is discounted when it is priced. */
    subtotalCents: integer('subtotal_cents'),
    discountCode: text('discount_code'),
    discountPercent: integer('discount_percent'),
    discountMinSubtotalCents: integer('discount_min_subtotal_cents'),
    discountCents: integer('discount_cents'),
    /** The bill of the version last priced and sent (docs/decisions/0065); null until priced. */
    bill: jsonb('bill').$type<Bill>(),
    budgetCents: integer('budget_cents'),
    notes: text('notes'),
    lineItems: jsonb('line_items').$type<StoredLineItem[]>().notNull().default([]),
    /** The package's chosen dishes, named as they were when requested (a later rename leaves them). */
    dishes: jsonb('dishes').$type<{ id: number; name: string }[]>().notNull().default([]),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /** 'CC-2026-014': the year the request was made and the id; kept, so it never changes. */
    proposalNumber: text('proposal_number'),
    /** The version last sent (quote_versions); 0 while the request waits for its price. */
    version: integer('version').notNull().default(0),
    /** When the version sent stops being open to signature (null: no expiry, as before issue 27). */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** The typed name, time and document of the signature that accepted the proposal (issue 27). */
    signerName: text('signer_name'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedVersion: integer('signed_version'),
    signedSha256: text('signed_sha256'),
    signerIp: text('signer_ip'),
    signerUserAgent: text('signer_user_agent'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (t) => [
    index('quotes_client_idx').on(t.clientId, t.createdAt),
    index('quotes_status_idx').on(t.status),
    // Issue 36 §1 (decision 0101): revenue by event month, upcoming events, the calendar.
    index('quotes_event_date_idx').on(t.eventDate),
    index('quotes_unclaimed_email_idx').on(sql`lower(${t.contactEmail})`).where(sql`${t.clientId} is null`),
    check(
      'quotes_status_check',
      sql`${t.status} in ('requested', 'sent', 'viewed', 'changes_requested', 'accepted', 'rejected', 'completed')`,
    ),
    check('quotes_guest_count_check', sql`${t.guestCount} > 0`),
  ],
);

/**
 * Each version of a proposal as it was sent (or re-counted): immutable once written. The signed
 * version keeps the exact PDF bytes signed (base64), so it is served again byte for byte.
 */
export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** 'sent': the business sent it (needs a signature); 'count': the final guest count changed it. */
    kind: text('kind', { enum: ['sent', 'count'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    totalCents: integer('total_cents'),
    guestCount: integer('guest_count').notNull(),
    lineItems: jsonb('line_items').$type<StoredLineItem[]>().notNull(),
    /** The proposal as the client saw it in this version (the API's quote, without payments). */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    signedPdf: text('signed_pdf'),
    signedSha256: text('signed_sha256'),
  },
  (t) => [uniqueIndex('quote_versions_once_idx').on(t.quoteId, t.version)],
);

/** A proposal's history, oldest first (issue 27 §4): who did what, when, to which version. */
export const quoteEvents = pgTable(
  'quote_events',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    version: integer('version'),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who, as shown: a name, 'The business' or 'System'. */
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role', { enum: ['client', 'admin', 'visitor', 'system'] }).notNull(),
    detail: text('detail'),
  },
  (t) => [index('quote_events_quote_idx').on(t.quoteId, t.at)],
);

/**
 * One row per proposal reminder sent or expiry recorded (issue 27 §3, §5): the unique key makes
 * exactly one app instance act, once, even after downtime.
 */
export const quoteReminders = pgTable(
  'quote_reminders',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /**
     * 'expired': validUntil passed; 'final-count': 3 days before it is due. 'expiry' rows are from before
     * issue 40: the reminder before expiry is now the automation 'proposal-expiring' (automation_sends).
     */
    kind: text('kind', { enum: ['expiry', 'expired', 'final-count'] }).notNull(),
    /** The deadline it is about: a renewed version or a moved event gets its own. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (t) => [uniqueIndex('quote_reminders_once_idx').on(t.quoteId, t.kind, t.dueAt)],
);
