import { and, eq, isNull } from 'drizzle-orm';
import { changedFields } from '../../../common/audit/changes.ts';
import type { PublicUser } from '../../../common/auth.ts';
import type { StaffCrew, UpdateStaffBody } from '../../../common/shifts/schema.ts';
import type { Database } from '../../db/connect.ts';
import { crewMembers, users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { actorOf, recordAudit } from '../audit/audit.record.ts';

/**
 * PATCH /api/admin/staff/{id} (issue 38 §1): roles, phone and hourly rate, each only when sent.
 * The change and its audit event (a rate change is one the owner must be able to trace) go together.
 */
export async function updateCrew(
  db: Database,
  id: number,
  body: UpdateStaffBody,
  by: PublicUser,
): Promise<StaffCrew> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'staff'), isNull(users.removedAt)))
      .for('update');
    if (!user) throw notFound('Staff member not found.');
    const [crew] = await tx.select().from(crewMembers).where(eq(crewMembers.userId, id));
    const before = {
      roles: crew?.roles ?? [],
      phone: user.phone,
      hourlyRateCents: crew?.hourlyRateCents ?? null,
    };
    const after = {
      roles: body.roles ?? before.roles,
      phone: body.phone === undefined ? before.phone : body.phone,
      hourlyRateCents: body.hourlyRateCents === undefined ? before.hourlyRateCents : body.hourlyRateCents,
    };
    if (after.phone !== before.phone) {
      await tx.update(users).set({ phone: after.phone, updatedAt: new Date() }).where(eq(users.id, id));
    }
    await tx
      .insert(crewMembers)
      .values({ userId: id, roles: after.roles, hourlyRateCents: after.hourlyRateCents })
      .onConflictDoUpdate({
        target: crewMembers.userId,
        set: { roles: after.roles, hourlyRateCents: after.hourlyRateCents, updatedAt: new Date() },
      });
    const changes = changedFields(before, after);
    if (changes) {
      await recordAudit(tx, {
        actor: actorOf(by),
        action: 'crew-updated',
        entity: 'staff',
        entityId: id,
        ...changes,
      });
    }
    return { id, fullName: user.fullName, username: user.username, ...after };
  });
}
