import type { AuditActor, AuditEntity } from '../../../common/audit/schema.ts';
import type { PublicUser } from '../../../common/auth.ts';
import type { Database } from '../../db/connect.ts';
import { auditEvents } from '../../db/schema/index.ts';

/** The open transaction of the change being recorded (or, outside one, the database). */
export type AuditWriter = Pick<Database, 'insert'>;

/** A background job's change (a recurring order's occurrence, a withdrawn order). */
export const SYSTEM_ACTOR: AuditActor = { id: null, name: 'System', role: 'system' };

/** Who a signed-in user is, as the history names them; a visitor without an account by the name they typed. */
export function actorOf(user: PublicUser | null, visitorName = 'A visitor'): AuditActor {
  if (!user) return { id: null, name: visitorName.trim() || 'A visitor', role: 'visitor' };
  return { id: user.id, name: user.fullName?.trim() || user.username, role: user.role };
}

/** A change made by a signed-in user, or by the app itself (a job, the start-up's settings). */
export function actorOrSystem(user: PublicUser | null | undefined): AuditActor {
  return user ? actorOf(user) : SYSTEM_ACTOR;
}

export type AuditEntry = {
  actor: AuditActor;
  action: string;
  entity: AuditEntity;
  entityId: number | string;
  /** The changed fields before and after (common/audit/changes.ts changedFields), amounts as decimal strings. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Writes one audit event. Call it with the transaction that makes the change (docs/decisions/0099):
 * the event and the change are stored together or not at all.
 */
export async function recordAudit(tx: AuditWriter, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    actorRole: entry.actor.role,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
