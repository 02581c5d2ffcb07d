import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The one audit trail (issue 36 §3, docs/decisions/0099): who changed what, when, and the changed
 * fields before and after. Written in the same transaction as the change it records, so a change that
 * fails leaves no event and a stored change always has one. The actor's name and role are copied at the
 * time: the history still reads right after the account is renamed or removed.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    /** Null for the system (a job) or a visitor without an account. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role', { enum: ['admin', 'staff', 'client', 'visitor', 'system'] }).notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    /** Text, so records keyed by name (a settings record) sit beside records keyed by number. */
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (t) => [index('audit_events_entity_idx').on(t.entity, t.entityId, t.at)],
);
