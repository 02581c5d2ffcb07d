import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Messages from the public contact form; an admin marks each one handled. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    eventType: text('event_type'),
    eventDate: date('event_date', { mode: 'string' }),
    guestCount: integer('guest_count'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('inquiries_created_at_idx').on(t.createdAt)],
);
