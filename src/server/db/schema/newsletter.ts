import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Double opt-in: a row counts as a subscriber only once confirmedAt is set and unsubscribedAt is not. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased, so the unique index is case-insensitive. */
    email: text('email').notNull(),
    /** SHA-256 of the secret in the confirm link; replaced on every sign-up request. */
    confirmTokenHash: text('confirm_token_hash'),
    /** Kept in clear to build each newsletter's unsubscribe link; it grants nothing but leaving. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(t.email),
    uniqueIndex('newsletter_subscribers_unsubscribe_idx').on(t.unsubscribeToken),
  ],
);
