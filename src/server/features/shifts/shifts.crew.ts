import { and, asc, eq } from 'drizzle-orm';
import { CREW_ROLE_LABELS } from '../../../common/shifts/schema.ts';
import type { Database } from '../../db/connect.ts';
import { shifts, users } from '../../db/schema/index.ts';
import type { EventRef } from './shifts.events.ts';

export type CrewLine = { role: string; name: string | null; startsAt: Date; endsAt: Date };

/** An event's crew as its BEO lists it: role, who (null while open), and times, by start then role. */
export async function crewOf(db: Database, event: EventRef): Promise<CrewLine[]> {
  const rows = await db
    .select({ shift: shifts, fullName: users.fullName, username: users.username })
    .from(shifts)
    .leftJoin(users, eq(users.id, shifts.staffId))
    .where(and(eq(shifts.eventKind, event.kind), eq(shifts.eventId, event.id)))
    .orderBy(asc(shifts.startsAt), asc(shifts.role), asc(shifts.id));
  return rows.map(({ shift, fullName, username }) => ({
    role: CREW_ROLE_LABELS[shift.role],
    name: username ? fullName?.trim() || username : null,
    startsAt: shift.startsAt,
    endsAt: shift.endsAt,
  }));
}
