import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { orders } from './orders.ts';
import { quotes } from './quotes.ts';

/**
 * The points ledger: every change of a member's points is one row, never edited. An order or proposal
 * earns in "cycles": earn #n and its reversal #n share `cycle`, and a unique index per (order, kind, cycle)
 * makes "earned once, reversed once" hold even for two simultaneous status changes.
 */
export const loyaltyEntries = pgTable(
  'loyalty_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    kind: text('kind', { enum: ['earn', 'reversal', 'redeem', 'adjust'] }).notNull(),
    reason: text('reason').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    cycle: integer('cycle'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (t) => [
    index('loyalty_entries_user_idx').on(t.userId, t.id),
    uniqueIndex('loyalty_entries_order_cycle_idx')
      .on(t.orderId, t.kind, t.cycle)
      .where(sql`${t.orderId} is not null and ${t.kind} in ('earn', 'reversal')`),
    uniqueIndex('loyalty_entries_quote_cycle_idx')
      .on(t.quoteId, t.kind, t.cycle)
      .where(sql`${t.quoteId} is not null and ${t.kind} in ('earn', 'reversal')`),
    check('loyalty_entries_kind_check', sql`${t.kind} in ('earn', 'reversal', 'redeem', 'adjust')`),
  ],
);

/**
 * Each member's running balance and lifetime points (the ledger's sums, kept in step in the same
 * transaction). A redemption spends with one conditional UPDATE on this row, so two concurrent
 * redemptions cannot both pass the balance check (PostgreSQL row lock; PGlite runs one at a time).
 */
export const loyaltyAccounts = pgTable('loyalty_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  balance: integer('balance').notNull().default(0),
  lifetime: integer('lifetime').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date()),
});

/** A redeemed reward: a personal one-time code the checkout or the next proposal honours. */
export const loyaltyRedemptions = pgTable(
  'loyalty_redemptions',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardId: text('reward_id').notNull(),
    entryId: integer('entry_id').references(() => loyaltyEntries.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when the points it was redeemed with were taken back (a reversal): the code no longer works. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('loyalty_redemptions_code_idx').on(t.code),
    index('loyalty_redemptions_user_idx').on(t.userId),
  ],
);
