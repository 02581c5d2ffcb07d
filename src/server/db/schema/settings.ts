import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small named records an admin can change: the business identity, feature toggles. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date()),
});
