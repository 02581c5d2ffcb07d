import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { orders } from './orders.ts';

export type StoredRecurringOrderItem = { menuItemId: number; panSize?: 'half' | 'full'; quantity: number };

/** A client's recurring catering order; each occurrence becomes a normal order 7 days ahead. */
export const recurringOrders = pgTable(
  'recurring_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'paused', 'cancelled'] })
      .notNull()
      .default('active'),
    items: jsonb('items').$type<StoredRecurringOrderItem[]>().notNull(),
    frequency: text('frequency', { enum: ['weekly', 'biweekly', 'monthly'] }).notNull(),
    weekday: text('weekday').notNull(),
    time: text('time').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    /** The ZIP its delivery fee is found by; recurring orders made before it was asked read it from the address. */
    deliveryZip: text('delivery_zip'),
    /** Who the kitchen calls about a delivery; recurring orders made before it was asked fall back to the profile's. */
    phone: text('phone'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
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
    index('recurring_orders_user_idx').on(t.userId, t.id),
    check('recurring_orders_status_check', sql`${t.status} in ('active', 'paused', 'cancelled')`),
  ],
);

/**
 * One row per occurrence date: the primary key is what makes the job safe on several instances
 * (INSERT … ON CONFLICT DO NOTHING claims a date once). A skipped date has a row and no order; when
 * the business's booking rules skipped it (closed, booking paused, fully booked), `reason` says why.
 */
export const recurringOrderOccurrences = pgTable(
  'recurring_order_occurrences',
  {
    recurringOrderId: integer('recurring_order_id')
      .notNull()
      .references(() => recurringOrders.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['ordered', 'skipped', 'unavailable'] }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (t) => [primaryKey({ columns: [t.recurringOrderId, t.date] })],
);
