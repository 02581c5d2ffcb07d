import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Enroll Now and Learn More requests from the training page. */
export const trainingRequests = pgTable(
  'training_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programId: text('program_id').notNull(),
    kind: text('kind', { enum: ['enroll', 'info'] }).notNull(),
    participants: integer('participants').notNull(),
    phone: text('phone'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    index('training_requests_user_idx').on(t.userId),
    index('training_requests_created_at_idx').on(t.createdAt),
  ],
);
