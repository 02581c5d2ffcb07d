import { and, asc, eq, gte } from 'drizzle-orm';
import type { MyShift } from '../../../common/shifts/schema.ts';
import type { Database } from '../../db/connect.ts';
import { shifts } from '../../db/schema/index.ts';
import { eventKey, eventLabels, goneEventName } from './shifts.events.ts';

/** Last week's shifts stay on "My shifts" (to clock out of yesterday's, to check the hours). */
const MINE_DAYS_BACK = 7;

/** GET /api/shifts/mine: a staff member's own shifts, soonest first; no rate, no pay. */
export async function myShifts(db: Database, staffId: number): Promise<MyShift[]> {
  const rows = await db
    .select()
    .from(shifts)
    .where(
      and(
        eq(shifts.staffId, staffId),
        gte(shifts.endsAt, new Date(Date.now() - MINE_DAYS_BACK * 86_400_000)),
      ),
    )
    .orderBy(asc(shifts.startsAt), asc(shifts.id));
  const labels = await eventLabels(
    db,
    rows.map((r) => ({ kind: r.eventKind, id: r.eventId })),
  );
  return rows.map((r) => {
    const ref = { kind: r.eventKind, id: r.eventId };
    const label = labels.get(eventKey(ref));
    return {
      id: r.id,
      eventKind: r.eventKind,
      eventId: r.eventId,
      role: r.role,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      response: r.response,
      eventName: label?.name ?? goneEventName(ref),
      location: label?.location ?? null,
      actualStartsAt: r.actualStartsAt?.toISOString() ?? null,
      actualEndsAt: r.actualEndsAt?.toISOString() ?? null,
    };
  });
}
