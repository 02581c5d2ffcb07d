import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { inquiries } from './inquiries.ts';

/**
 * A review (issue 40 §3): made with its single-use link when the thank-you is sent (only the token's
 * SHA-256 is kept), filled in when the customer rates the event or order.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    targetKind: text('target_kind', { enum: ['quote', 'order'] }).notNull(),
    targetId: integer('target_id').notNull(),
    /** The customer as the record names them: the first name alone is ever shown publicly. */
    firstName: text('first_name').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** What is reviewed, for the customer and the owner: 'Wedding, proposal CC-2027-014'. */
    title: text('title').notNull(),
    /** The same for the public, without numbers: 'Wedding', 'Catering order'. */
    label: text('label').notNull(),
    eventDate: text('event_date'),
    stars: integer('stars'),
    comment: text('comment').notNull().default(''),
    /** When the customer used the link; null while it is unused. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** On the home page's testimonials (the owner's choice). */
    published: boolean('published').notNull().default(false),
    /** 1–3 stars: the inquiry the owner answers. */
    inquiryId: integer('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (t) => [
    uniqueIndex('reviews_token_idx').on(t.tokenHash),
    uniqueIndex('reviews_target_idx').on(t.targetKind, t.targetId),
    index('reviews_reviewed_idx').on(t.reviewedAt),
    check('reviews_stars_check', sql`${t.stars} is null or ${t.stars} between 1 and 5`),
  ],
);
