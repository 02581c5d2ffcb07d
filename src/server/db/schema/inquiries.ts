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
    /** 'contact' (the contact form) or 'truck' (a request to book the food truck, with its stop). */
    kind: text('kind', { enum: ['contact', 'truck'] })
      .notNull()
      .default('contact'),
    /** A truck request: where the truck should park, when it starts serving (HH:MM) and for how long. */
    place: text('place'),
    startTime: text('start_time'),
    hours: integer('hours'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('inquiries_created_at_idx').on(t.createdAt)],
);

/** The business's answers to an inquiry, mailed to the visitor and kept as its history. */
export const inquiryReplies = pgTable(
  'inquiry_replies',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (t) => [index('inquiry_replies_inquiry_idx').on(t.inquiryId)],
);
