import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { addDays, businessClock, businessInstant } from '../../../common/business-time.ts';
import type { ShiftOnDay, UnavailableBody, UnavailableDay } from '../../../common/shifts/schema.ts';
import type { Database } from '../../db/connect.ts';
import { shifts, unavailableDays, users } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { namedShifts } from './shifts.events.ts';

/** How far back the lists reach: last month's days off explain last month's payroll, older ones do not. */
const LIST_DAYS_BACK = 31;

/** Days staff cannot work (issue 38 §1): each marks their own; the owner sees everyone's. */
export function createAvailability(deps: { db: Database }) {
  const { db } = deps;

  /**
   * Each day's shifts of its person (a shift past midnight counts on both days, as the booking check
   * counts it): one read for the whole list.
   */
  async function shiftsOn(days: { staffId: number; date: string }[]): Promise<Map<string, ShiftOnDay[]>> {
    const out = new Map<string, ShiftOnDay[]>();
    if (days.length === 0) return out;
    const dates = days.map((d) => d.date).sort();
    const rows = await db
      .select()
      .from(shifts)
      .where(
        and(
          inArray(shifts.staffId, [...new Set(days.map((d) => d.staffId))]),
          lt(shifts.startsAt, businessInstant(addDays(dates.at(-1)!, 1), '00:00')),
          gt(shifts.endsAt, businessInstant(dates[0]!, '00:00')),
        ),
      )
      .orderBy(asc(shifts.startsAt), asc(shifts.id));
    const named = await namedShifts(db, rows);
    for (const day of days) {
      const from = businessInstant(day.date, '00:00');
      const to = businessInstant(addDays(day.date, 1), '00:00');
      out.set(
        `${day.staffId}:${day.date}`,
        named.filter(
          (_, i) => rows[i]!.staffId === day.staffId && rows[i]!.startsAt < to && rows[i]!.endsAt > from,
        ),
      );
    }
    return out;
  }

  async function list(where: ReturnType<typeof and>): Promise<UnavailableDay[]> {
    const rows = await db
      .select({ day: unavailableDays, fullName: users.fullName, username: users.username })
      .from(unavailableDays)
      .innerJoin(users, eq(users.id, unavailableDays.staffId))
      .where(where)
      .orderBy(asc(unavailableDays.date), asc(users.fullName), asc(unavailableDays.id));
    const onDay = await shiftsOn(rows.map(({ day }) => day));
    return rows.map(({ day, fullName, username }) => ({
      id: day.id,
      staffId: day.staffId,
      staffName: fullName?.trim() || username,
      date: day.date,
      reason: day.reason,
      createdAt: day.createdAt.toISOString(),
      shifts: onDay.get(`${day.staffId}:${day.date}`) ?? [],
    }));
  }

  return {
    /**
     * Stored even when the person already has shifts that day: the answer lists them (a warning, not
     * a refusal) so they can ask the owner to change them; the owner's own list shows them too.
     */
    async mark(body: UnavailableBody, by: PublicUser): Promise<UnavailableDay> {
      if (by.role !== 'staff') throw forbidden('Only a staff member marks the days they cannot work.');
      if (body.date < businessClock(new Date()).date) {
        throw badRequest('Choose today or a later day.', { date: 'Choose today or a later day' });
      }
      const [row] = await db
        .insert(unavailableDays)
        .values({ staffId: by.id, date: body.date, reason: body.reason?.trim() || null })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict('You already marked that day.', { date: 'Already marked' });
      return (await list(eq(unavailableDays.id, row.id)))[0]!;
    },

    /** A staff member's own days; an admin's answer holds everyone's. From a month ago on. */
    async list(by: PublicUser): Promise<UnavailableDay[]> {
      const since = gte(unavailableDays.date, addDays(businessClock(new Date()).date, -LIST_DAYS_BACK));
      return list(by.role === 'admin' ? and(since) : and(since, eq(unavailableDays.staffId, by.id)));
    },

    async remove(id: number, by: PublicUser): Promise<void> {
      const mine = by.role === 'admin' ? undefined : eq(unavailableDays.staffId, by.id);
      const [row] = await db
        .delete(unavailableDays)
        .where(and(eq(unavailableDays.id, id), mine))
        .returning({ id: unavailableDays.id });
      // Another person's day answers as if it were not there: its id tells a staff member nothing.
      if (!row) throw notFound('Unavailable day not found.');
    },
  };
}
