import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CREW_ROLES, type CrewRole, EVENT_KINDS, SHIFT_RESPONSES } from '../../../common/shifts/schema.ts';
import { users } from './auth.ts';

/**
 * A staff member's crew facts (issue 38), apart from `users` so no answer built from a user row can
 * carry the hourly rate by accident: only the admin's staff list and payroll read it.
 */
export const crewMembers = pgTable('crew_members', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  roles: text('roles').array().$type<CrewRole[]>().notNull().default(sql`'{}'::text[]`),
  hourlyRateCents: integer('hourly_rate_cents'),
  /**
   * Their calendar feed: the token is the app's signature of this nonce (so "My shifts" can show the
   * same URL again), looked up by its SHA-256. Renewing draws a new nonce: the old URL stops working.
   */
  feedNonce: text('feed_nonce'),
  feedTokenHash: text('feed_token_hash').unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date()),
});

/** A day (business date) a staff member cannot work: nobody assigns them a shift on it. */
export const unavailableDays = pgTable(
  'unavailable_days',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (t) => [uniqueIndex('unavailable_days_staff_date_unique').on(t.staffId, t.date)],
);

/**
 * One person's part of an event: a role from `startsAt` to `endsAt`, open while `staffId` is null.
 * The event is a quote or an order (`eventKind`, `eventId`): no foreign key spans both tables.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: serial('id').primaryKey(),
    eventKind: text('event_kind', { enum: EVENT_KINDS }).notNull(),
    eventId: integer('event_id').notNull(),
    role: text('role', { enum: CREW_ROLES }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    response: text('response', { enum: SHIFT_RESPONSES }).notNull().default('pending'),
    /**
     * Who left it open last: the assignee who declined it (response `declined`), or the staff member
     * whose removal reopened it (response `pending`). The owner's dashboard lists it with their name.
     */
    declinedById: integer('declined_by_id').references(() => users.id, { onDelete: 'set null' }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    actualStartsAt: timestamp('actual_starts_at', { withTimezone: true }),
    actualEndsAt: timestamp('actual_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (t) => [
    index('shifts_event_idx').on(t.eventKind, t.eventId),
    index('shifts_staff_idx').on(t.staffId, t.startsAt),
    check('shifts_event_kind_check', sql`${t.eventKind} in ('quote', 'order')`),
    check('shifts_response_check', sql`${t.response} in ('pending', 'accepted', 'declined')`),
    check('shifts_times_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
