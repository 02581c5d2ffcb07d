import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Promotions the server applies to its own price. `code` is stored upper-case, so the unique index
 * makes codes unique whatever the case they are typed in. A code with an owner is personal (a
 * loyalty reward): only that account may use it.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    percent: integer('percent').notNull(),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    rule: text('rule', { enum: ['none', 'first-order', 'corporate-event'] })
      .notNull()
      .default('none'),
    active: boolean('active').notNull().default(true),
    /** Listed under 'Available Discount Codes' with its QR code; off, only those given it can use it. */
    isPublic: boolean('is_public').notNull().default(false),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
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
    uniqueIndex('discount_codes_code_idx').on(sql`upper(${t.code})`),
    check('discount_codes_percent_check', sql`${t.percent} between 1 and 100`),
    check('discount_codes_rule_check', sql`${t.rule} in ('none', 'first-order', 'corporate-event')`),
    // The last guard of a maximum: even a bug elsewhere cannot count past it.
    check('discount_codes_uses_check', sql`${t.maxUses} is null or ${t.uses} <= ${t.maxUses}`),
  ],
);

/**
 * One row per customer (email and account) that used a first-order code. Its unique index is what
 * stops two concurrent first orders from both getting the discount.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: serial('id').primaryKey(),
    discountCodeId: integer('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    customerKey: text('customer_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (t) => [uniqueIndex('discount_redemptions_once_idx').on(t.discountCodeId, t.customerKey)],
);
