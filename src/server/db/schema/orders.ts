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
} from 'drizzle-orm/pg-core';
import type { Bill } from '../../../common/bill/types.ts';
import { users } from './auth.ts';
import { menuItems } from './menu.ts';

/** Checkout orders (catering, for an event date) and dinner pickup orders (for a pickup time). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['catering', 'dinner'] }).notNull(),
    status: text('status', {
      enum: ['received', 'confirmed', 'preparing', 'ready', 'out_for_delivery', 'completed', 'cancelled'],
    })
      .notNull()
      .default('received'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone').notNull(),
    eventDate: date('event_date', { mode: 'string' }),
    eventLocation: text('event_location'),
    pickupAt: timestamp('pickup_at', { withTimezone: true }),
    notes: text('notes'),
    /** Known prices only, in cents; market-price lines are confirmed by the business. */
    totalCents: integer('total_cents').notNull(),
    /** Before the discount, in cents; null on orders placed before discounts existed (then equal to total). */
    subtotalCents: integer('subtotal_cents'),
    discountCode: text('discount_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    hasMarketPriceItems: boolean('has_market_price_items').notNull().default(false),
    /** The bill as computed when the order was placed (docs/decisions/0065); null on older orders. */
    bill: jsonb('bill').$type<Bill>(),
    /** Where a delivered order goes (its zone and fee are in the bill). */
    deliveryZip: text('delivery_zip'),
    /** Checkout's choice (null: a dinner order, an occurrence, or an order from before it asked). */
    fulfilment: text('fulfilment', { enum: ['delivery', 'pickup'] }),
    /** The offer's time window the customer chose ('12:00-14:00', business clock). */
    timeWindow: text('time_window'),
    deliveryAddress: text('delivery_address'),
    /** How the order came in: checkout ('online') or entered by the business from a call ('phone'). */
    source: text('source', { enum: ['online', 'phone'] })
      .notNull()
      .default('online'),
    /** SHA-256 of the secret in the confirmation mail's tracking link (visitors have no session). */
    trackingTokenHash: text('tracking_token_hash'),
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
    index('orders_user_idx').on(t.userId, t.id),
    // Issue 36 §1 (decision 0101): the dashboard's "placed since" figures, the days' lists and calendar.
    index('orders_created_idx').on(t.createdAt),
    index('orders_event_date_idx').on(t.eventDate),
    index('orders_pickup_at_idx').on(t.pickupAt),
    index('orders_status_idx').on(t.status, t.id),
    check('orders_type_check', sql`${t.type} in ('catering', 'dinner')`),
    check(
      'orders_status_check',
      sql`${t.status} in ('received', 'confirmed', 'preparing', 'ready', 'out_for_delivery', 'completed', 'cancelled')`,
    ),
  ],
);

/** Each line keeps the name and price it was ordered at, so later menu edits never rewrite history. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    menuItemId: integer('menu_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    panSize: text('pan_size', { enum: ['half', 'full'] }),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    isMarketPrice: boolean('is_market_price').notNull().default(false),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);
