import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The calendar invite last mailed for an event, an order or a dinner pickup (issue 40 §4), one row
 * per UID. `sequence` grows by one in the statement that sees a change, so two changes at once never
 * mail the same SEQUENCE; `snapshot` is the time window and place the last invite said, to tell a
 * change from a mail that repeats it.
 */
export const invites = pgTable('invites', {
  /** `order-12@catering.example`, `quote-7@catering.example`: the same in every update and the cancel. */
  uid: text('uid').primaryKey(),
  sequence: integer('sequence').notNull().default(0),
  snapshot: text('snapshot').notNull(),
  cancelled: boolean('cancelled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date()),
});
