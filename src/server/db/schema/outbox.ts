import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every mail the app sends is kept here; without SMTP this table is the only delivery. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last SMTP failure, kept until the mail goes out. */
    error: text('error'),
    /** SMTP attempts that failed so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When the next retry is due; null once sent, without SMTP, or after the last retry. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /**
     * Mail about one changing thing (an order's status): a newer mail with the same key replaces one not
     * yet tried, so several quick changes send one mail about where they ended.
     */
    coalesceKey: text('coalesce_key'),
    /** Files sent with the mail (a signed proposal), base64, so a retry sends them too. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
  },
  (t) => [
    index('outbox_next_attempt_idx').on(t.nextAttemptAt),
    index('outbox_coalesce_key_idx').on(t.coalesceKey),
  ],
);
