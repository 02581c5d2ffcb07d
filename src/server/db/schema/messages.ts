import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { quotes } from './quotes.ts';

/** A message in the conversation about one quote. readAt is set when the other side opens it. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept beside senderId so a message still says which side wrote it after an account is deleted. */
    senderSide: text('sender_side', { enum: ['business', 'client'] }).notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('messages_quote_idx').on(t.quoteId, t.createdAt)],
);
