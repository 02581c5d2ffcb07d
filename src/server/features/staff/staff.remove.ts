import { and, eq, isNull } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { eventInSentence } from '../../../common/shifts/event-name.ts';
import { CREW_ROLE_LABELS } from '../../../common/shifts/schema.ts';
import type { RemoveStaffReply } from '../../../common/staff.ts';
import type { Database } from '../../db/connect.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { actorOf, recordAudit } from '../audit/audit.record.ts';
import { forgetAccountAccess } from '../auth/index.ts';
import { releaseShiftsOf, shiftWhen } from '../shifts/index.ts';

/**
 * DELETE /api/admin/staff/{id} (issue 28 §4, fixed after decision 0114): the person leaves the crew,
 * their history does not. The account is marked removed, not deleted: the shifts they worked keep
 * their name, hours and rate in payroll and in the events' labour cost. Their access ends in the same
 * transaction (mailed links, known devices; the caller ends the sessions), their upcoming shifts open
 * again, and a second removal answers 404 like an unknown id.
 */
export async function removeStaff(db: Database, id: number, by: PublicUser): Promise<RemoveStaffReply> {
  const { name, reopened } = await db.transaction(async (tx) => {
    // Locked like an assignment locks it (shifts.booking.ts): no shift is given to them meanwhile.
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'staff'), isNull(users.removedAt)))
      .for('update');
    // Only a staff account still on the crew: a client's, an admin's or a removed one's id answers 404.
    if (!row) throw notFound('Staff member not found.');
    const now = new Date();
    await tx.update(users).set({ removedAt: now, updatedAt: now }).where(eq(users.id, id));
    await forgetAccountAccess(tx, id);
    const reopened = await releaseShiftsOf(tx, id, by, now);
    await recordAudit(tx, {
      actor: actorOf(by),
      action: 'removed',
      entity: 'staff',
      entityId: id,
      before: { username: row.username, email: row.email, fullName: row.fullName, role: 'staff' },
      after: { removedAt: now.toISOString(), reopenedShifts: reopened.map((s) => s.id) },
    });
    return { name: row.fullName?.trim() || row.username, reopened };
  });
  const open =
    reopened.length === 0
      ? `${name} had no upcoming shifts.`
      : `${reopened.length === 1 ? 'Their upcoming shift is' : `Their ${reopened.length} upcoming shifts are`} open again: ` +
        reopened
          .map(
            (s) =>
              `${CREW_ROLE_LABELS[s.role]} at ${eventInSentence(s.eventName)}, ${shiftWhen(new Date(s.startsAt), new Date(s.endsAt))}`,
          )
          .join('; ') +
        '.';
  return { ok: true, message: `The staff member was removed. ${open}`, reopened };
}
