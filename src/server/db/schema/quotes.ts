import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
      enum: ['requested', 'sent', 'viewed', 'accepted', 'rejected', 'completed'],
    }).notNull(),
    eventType: text('event_type').notNull(),
    eventDate: timestamp('event_date', { withTimezone: true }),
    guestCount: integer('guest_count').notNull(),
    venue: text('venue'),
    menuPackage: text('menu_package').notNull(),
    totalAmount: numeric('total_amount', { precision: 10, scale: 2 }),
    /** Before the discount; the terms are kept so a custom request is discounted when it is priced. */
    subtotal: numeric('subtotal', { precision: 10, scale: 2 }),
    discountCode: text('discount_code'),
    discountPercent: integer('discount_percent'),
    discountMinSubtotal: numeric('discount_min_subtotal', { precision: 10, scale: 2 }),
    discountAmount: numeric('discount_amount', { precision: 10, scale: 2 }),
    /** The bill of the version last priced and sent (docs/decisions/0065); null until priced. */
    bill: jsonb('bill').$type<Bill>(),
    budget: numeric('budget', { precision: 10, scale: 2 }),
    notes: text('notes'),
    lineItems: jsonb('line_items').$type<StoredLineItem[]>().notNull().default([]),
    /** The package's chosen dishes, named as they were when requested (a later rename leaves them). */
    dishes: jsonb('dishes').$type<{ id: number; name: string }[]>().notNull().default([]),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quotes_client_idx').on(t.clientId, t.createdAt),
    index('quotes_status_idx').on(t.status),
    index('quotes_unclaimed_email_idx').on(sql`lower(${t.contactEmail})`).where(sql`${t.clientId} is null`),
    check(
      'quotes_status_check',
      sql`${t.status} in ('requested', 'sent', 'viewed', 'accepted', 'rejected', 'completed')`,
    ),
    check('quotes_guest_count_check', sql`${t.guestCount} > 0`),
  ],
);
