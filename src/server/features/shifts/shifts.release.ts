import { and, asc, eq, gt, gte, inArray, isNull } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { businessClock } from '../../../common/business-time.ts';
import type { ReopenedShift } from '../../../common/shifts/schema.ts';
import type { Database } from '../../db/connect.ts';
import { crewMembers, shifts, unavailableDays } from '../../db/schema/index.ts';
import { actorOf, recordAudit } from '../audit/audit.record.ts';
import { namedShifts } from './shifts.events.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A staff member leaves the crew (their removal, in its transaction): what they worked stays theirs
 * (payroll and the events' labour cost keep their name, hours and rate), what they would have worked
 * opens again. A shift not yet started and with no time clocked is reopened (nobody, response pending,
 * `declinedById` naming them so the owner's dashboard lists it as open); their days off from today on
 * go (nobody is to be booked around them any more), and their calendar feed's link stops working.
 * Answers the reopened shifts, soonest first, named as the owner knows their events.
 */
export async function releaseShiftsOf(
  tx: Tx,
  staffId: number,
  by: PublicUser,
  now = new Date(),
): Promise<ReopenedShift[]> {
  const future = await tx
    .select()
    .from(shifts)
    .where(
      and(
        eq(shifts.staffId, staffId),
        gt(shifts.startsAt, now),
        isNull(shifts.actualStartsAt),
        isNull(shifts.actualEndsAt),
      ),
    )
    .orderBy(asc(shifts.startsAt), asc(shifts.id))
    .for('update');
  if (future.length > 0) {
    await tx
      .update(shifts)
      .set({ staffId: null, response: 'pending', declinedById: staffId, declinedAt: now, updatedAt: now })
      .where(
        inArray(
          shifts.id,
          future.map((s) => s.id),
        ),
      );
  }
  for (const row of future) {
    await recordAudit(tx, {
      actor: actorOf(by),
      action: 'unassigned',
      entity: 'shift',
      entityId: row.id,
      before: { staffId, response: row.response },
      after: { staffId: null, response: 'pending', reason: 'The staff member was removed' },
    });
  }
  await tx
    .delete(unavailableDays)
    .where(and(eq(unavailableDays.staffId, staffId), gte(unavailableDays.date, businessClock(now).date)));
  await tx
    .update(crewMembers)
    .set({ feedNonce: null, feedTokenHash: null, updatedAt: now })
    .where(eq(crewMembers.userId, staffId));
  return namedShifts(tx, future);
}
