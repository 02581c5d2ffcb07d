import { and, between, eq, gt, lt, ne } from 'drizzle-orm';
import { ErrorCode } from '../../../common/error-codes.ts';
import type { Database } from '../../db/connect.ts';
import { shifts, unavailableDays, users } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { type EventRef, eventKey, eventLabels, goneEventName } from './shifts.events.ts';
import { businessDatesOf, dayText, timeRange } from './shifts.times.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * No double booking (issue 38 §2): before a shift is given to `staffId` (created, assigned or
 * moved), their user row is locked (FOR UPDATE) for the rest of the transaction, so two assignments
 * of the same person made at once are checked one after the other and cannot both pass. Refused with
 * 409: a day they marked unavailable, or another of their shifts closer than the travel time.
 * Answers the person's name (for the mails).
 */
export async function lockAndCheckFree(
  tx: Tx,
  candidate: { staffId: number; startsAt: Date; endsAt: Date; event: EventRef; exceptShiftId?: number },
  travelMinutes: number,
): Promise<{ name: string; email: string }> {
  const [person] = await tx
    .select({
      id: users.id,
      role: users.role,
      fullName: users.fullName,
      username: users.username,
      email: users.email,
      removedAt: users.removedAt,
    })
    .from(users)
    .where(eq(users.id, candidate.staffId))
    .for('update');
  // A removed staff member is history: their past shifts keep their name, nothing new is theirs.
  if (person?.role !== 'staff' || person.removedAt) {
    throw badRequest('Choose a staff member: that id is not one.', { staffId: 'Choose a staff member' });
  }
  const name = person.fullName?.trim() || person.username;
  const { startsAt, endsAt } = candidate;

  const dates = businessDatesOf(startsAt, endsAt);
  const [off] = await tx
    .select()
    .from(unavailableDays)
    .where(
      and(
        eq(unavailableDays.staffId, candidate.staffId),
        between(unavailableDays.date, dates[0]!, dates.at(-1)!),
      ),
    )
    .limit(1);
  if (off) {
    throw conflict(
      `${name} marked ${dayText(off.date)} as a day they cannot work${off.reason ? ` (${off.reason})` : ''}.`,
      { staffId: `${name} is unavailable that day` },
      ErrorCode.staffUnavailable,
    );
  }

  const travelMs = travelMinutes * 60_000;
  const near = await tx
    .select()
    .from(shifts)
    .where(
      and(
        eq(shifts.staffId, candidate.staffId),
        candidate.exceptShiftId ? ne(shifts.id, candidate.exceptShiftId) : undefined,
        lt(shifts.startsAt, new Date(endsAt.getTime() + travelMs)),
        gt(shifts.endsAt, new Date(startsAt.getTime() - travelMs)),
      ),
    )
    .orderBy(shifts.startsAt);
  // At one event a person may work back-to-back shifts; between events the travel time stays free.
  const clash = near.find((s) => {
    const sameEvent = s.eventKind === candidate.event.kind && s.eventId === candidate.event.id;
    const gap = sameEvent ? 0 : travelMs;
    return s.startsAt.getTime() < endsAt.getTime() + gap && s.endsAt.getTime() > startsAt.getTime() - gap;
  });
  if (clash) {
    const ref = { kind: clash.eventKind, id: clash.eventId };
    const label = (await eventLabels(tx, [ref])).get(eventKey(ref))?.name ?? goneEventName(ref);
    const overlaps = clash.startsAt < endsAt && clash.endsAt > startsAt;
    throw conflict(
      `${name} is already on the ${label} ${timeRange(clash.startsAt, clash.endsAt)}` +
        (overlaps ? '.' : `, and ${travelMinutes} minutes of travel are kept free between events.`),
      { staffId: `${name} is already booked then` },
      ErrorCode.shiftOverlap,
    );
  }
  return { name, email: person.email };
}
