import { and, asc, eq, gte } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { addDays, businessClock } from '../../../common/business-time.ts';
import type { UnavailableBody, UnavailableDay } from '../../../common/shifts/schema.ts';
import type { Database } from '../../db/connect.ts';
import { unavailableDays, users } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';

/** How far back the lists reach: last month's days off explain last month's payroll, older ones do not. */
const LIST_DAYS_BACK = 31;

/** Days staff cannot work (issue 38 §1): each marks their own; the owner sees everyone's. */
export function createAvailability(deps: { db: Database }) {
  const { db } = deps;

  async function list(where: ReturnType<typeof and>): Promise<UnavailableDay[]> {
    const rows = await db
      .select({ day: unavailableDays, fullName: users.fullName, username: users.username })
      .from(unavailableDays)
      .innerJoin(users, eq(users.id, unavailableDays.staffId))
      .where(where)
      .orderBy(asc(unavailableDays.date), asc(users.fullName), asc(unavailableDays.id));
    return rows.map(({ day, fullName, username }) => ({
      id: day.id,
      staffId: day.staffId,
      staffName: fullName?.trim() || username,
      date: day.date,
      reason: day.reason,
      createdAt: day.createdAt.toISOString(),
    }));
  }

  return {
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
