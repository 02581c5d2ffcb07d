import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The owner's version of an automation (issue 40 §2): a row once saved; an automation without one
 * runs with its defaults (src/server/features/automations/automations.defaults.ts).
 */
export const automations = pgTable('automations', {
  key: text('key').primaryKey(),
  enabled: boolean('enabled').notNull(),
  days: integer('days').notNull(),
  mailSubject: text('mail_subject').notNull(),
  mailBody: text('mail_body').notNull(),
  textBody: text('text_body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date()),
});

/**
 * One row per automation sent about one record (a proposal or an order) on one occasion: the unique
 * key makes one app instance send it, once, whatever the number of instances. The occasion is what
 * the send is about beyond the record: for 'proposal-expiring' the deadline it reminds of (so a
 * renewed proposal is reminded of its new one), '' for the automations sent once per record.
 */
export const automationSends = pgTable(
  'automation_sends',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    recordKind: text('record_kind', { enum: ['quote', 'order'] }).notNull(),
    recordId: integer('record_id').notNull(),
    occasion: text('occasion').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (t) => [uniqueIndex('automation_sends_once_idx').on(t.key, t.recordKind, t.recordId, t.occasion)],
);
