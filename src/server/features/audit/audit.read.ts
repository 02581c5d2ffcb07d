import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuditEntity } from '../../../common/audit/schema.ts';
import type { Database } from '../../db/connect.ts';
import { auditEvents } from '../../db/schema/index.ts';

/** One audit event as another feature reads it: when, by whom, what, and the fields it recorded. */
export type AuditEntryRead = {
  at: Date;
  actorName: string;
  actorRole: string;
  action: string;
  after: Record<string, unknown> | null;
};

/**
 * One record's audit events of the given actions, oldest first: for a feature that shows part of a
 * record's history on its own screen (a proposal's trail shows the follow-ups sent about it) reading
 * it from its one source instead of writing it twice.
 */
export async function auditEntriesOf(
  db: Database,
  entity: AuditEntity,
  entityId: number | string,
  actions: readonly string[],
): Promise<AuditEntryRead[]> {
  const rows = await db
    .select({
      at: auditEvents.at,
      actorName: auditEvents.actorName,
      actorRole: auditEvents.actorRole,
      action: auditEvents.action,
      after: auditEvents.after,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entity, entity),
        eq(auditEvents.entityId, String(entityId)),
        inArray(auditEvents.action, [...actions]),
      ),
    )
    .orderBy(asc(auditEvents.at), asc(auditEvents.id));
  return rows.map((row) => ({
    ...row,
    after:
      typeof row.after === 'object' && row.after !== null && !Array.isArray(row.after)
        ? (row.after as Record<string, unknown>)
        : null,
  }));
}
