import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Every text the app sends (issue 40 §1), whatever the gateway: with the simulated one this table is
 * the only delivery. `to` is E.164. A text held by quiet hours is `scheduled` until its `sendAt`.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'scheduled', 'failed', 'delivered'] }).notNull(),
    /** Why it was sent ('order-confirmed', 'stop-confirmation', 'automation:…'). */
    reason: text('reason').notNull(),
    /** The record it is about ('order:42'): one text per reason and record, across instances. */
    recordKey: text('record_key').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    /** When it goes (or went): its creation, or the end of quiet hours for a scheduled one. */
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    /** The gateway's id for it (Twilio's message SID), which its status webhook names. */
    gatewayId: text('gateway_id'),
    /** The gateway's refusal, for a failed text. */
    error: text('error'),
  },
  (t) => [
    uniqueIndex('sms_outbox_reason_record_idx').on(t.reason, t.recordKey),
    index('sms_outbox_to_send_at_idx').on(t.to, t.sendAt),
    index('sms_outbox_scheduled_idx').on(t.sendAt).where(sql`${t.status} = 'scheduled'`),
    index('sms_outbox_gateway_id_idx').on(t.gatewayId),
    check(
      'sms_outbox_status_check',
      sql`${t.status} in ('queued', 'sent', 'scheduled', 'failed', 'delivered')`,
    ),
  ],
);

/**
 * A phone number's consent to texts, in E.164: `in` once its owner opted in (at checkout, in the quote
 * wizard, in the profile, or by texting START), `out` after STOP or the profile's switch turned off.
 * A number with no row never opted in, and is never texted.
 */
export const smsConsents = pgTable(
  'sms_consents',
  {
    phone: text('phone').primaryKey(),
    status: text('status', { enum: ['in', 'out'] }).notNull(),
    /** How the latest change was made: checkout, quote, profile, or sms (STOP/START from the phone). */
    source: text('source', { enum: ['checkout', 'quote', 'profile', 'sms'] }).notNull(),
    /** The account that gave it, when signed in (a guest's order gives the number alone). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When consent was last given, and how; kept after an opt-out as the record of it. */
    optedInAt: timestamp('opted_in_at', { withTimezone: true }),
    optedInSource: text('opted_in_source', { enum: ['checkout', 'quote', 'profile', 'sms'] }),
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (t) => [
    index('sms_consents_user_idx').on(t.userId),
    check('sms_consents_status_check', sql`${t.status} in ('in', 'out')`),
  ],
);
