import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit windows counted in the database when the app runs on PostgreSQL (platform/rate-limit.ts),
 * so several instances share one count: a key is a limit's name and what it counts ('signIn:1.2.3.4').
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
