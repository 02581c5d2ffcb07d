import { and, asc, eq, gte, inArray, isNotNull, lt, or } from 'drizzle-orm';
import { addDays, businessClock, businessInstant, formatBusiness } from '../../../common/business-time.ts';
import { fromCents, fromCentsOrNull } from '../../../common/money.ts';
import { CREW_ROLE_LABELS, hoursOf, type Payroll, type PayrollQuery } from '../../../common/shifts/schema.ts';
import type { Database } from '../../db/connect.ts';
import { crewMembers, shifts, users } from '../../db/schema/index.ts';
import { toCsv } from '../admin/index.ts';
import { type EventRef, eventKey, eventLabels, goneEventName } from './shifts.events.ts';
import { minutesBetween, payOf } from './shifts.times.ts';

type ShiftRow = typeof shifts.$inferSelect;

/** The minutes a shift is paid for: clocked (or recorded) when both ends are known, else as scheduled. */
function paidMinutes(s: Pick<ShiftRow, 'startsAt' | 'endsAt' | 'actualStartsAt' | 'actualEndsAt'>) {
  const actual = s.actualStartsAt && s.actualEndsAt ? minutesBetween(s.actualStartsAt, s.actualEndsAt) : null;
  return {
    scheduled: minutesBetween(s.startsAt, s.endsAt),
    actual,
    paid: actual ?? minutesBetween(s.startsAt, s.endsAt),
  };
}

/**
 * GET /api/admin/payroll (issue 38 §3): each person's shifts starting in [from, to] (business dates),
 * scheduled and actual hours, and pay at their hourly rate. Open shifts are nobody's pay.
 */
export async function payrollOf(db: Database, query: PayrollQuery): Promise<Payroll> {
  const rows = await db
    .select({
      shift: shifts,
      fullName: users.fullName,
      username: users.username,
      removedAt: users.removedAt,
      rate: crewMembers.hourlyRateCents,
    })
    .from(shifts)
    .innerJoin(users, eq(users.id, shifts.staffId))
    .leftJoin(crewMembers, eq(crewMembers.userId, shifts.staffId))
    .where(
      and(
        isNotNull(shifts.staffId),
        gte(shifts.startsAt, businessInstant(query.from, '00:00')),
        lt(shifts.startsAt, businessInstant(addDays(query.to, 1), '00:00')),
      ),
    )
    .orderBy(asc(users.fullName), asc(users.username), asc(shifts.startsAt), asc(shifts.id));
  const labels = await eventLabels(
    db,
    rows.map((r) => ({ kind: r.shift.eventKind, id: r.shift.eventId })),
  );
  const people = new Map<number, Payroll['people'][number]>();
  for (const { shift, fullName, username, removedAt, rate } of rows) {
    const staffId = shift.staffId!;
    let person = people.get(staffId);
    if (!person) {
      person = {
        staffId,
        name: fullName?.trim() || username,
        removed: removedAt !== null,
        hourlyRateCents: rate ?? null,
        shifts: [],
        scheduledHours: 0,
        actualHours: 0,
        payCents: 0,
      };
      people.set(staffId, person);
    }
    const ref: EventRef = { kind: shift.eventKind, id: shift.eventId };
    const m = paidMinutes(shift);
    const payCents = payOf(m.paid, rate ?? null);
    person.shifts.push({
      id: shift.id,
      eventKind: shift.eventKind,
      eventId: shift.eventId,
      eventName: labels.get(eventKey(ref))?.name ?? goneEventName(ref),
      role: shift.role,
      startsAt: shift.startsAt.toISOString(),
      endsAt: shift.endsAt.toISOString(),
      actualStartsAt: shift.actualStartsAt?.toISOString() ?? null,
      actualEndsAt: shift.actualEndsAt?.toISOString() ?? null,
      scheduledHours: hoursOf(m.scheduled),
      actualHours: m.actual === null ? null : hoursOf(m.actual),
      payCents,
    });
    person.payCents += payCents;
  }
  // Totals from minutes, rounded once, so they never drift from the sum of rounded hours' words.
  for (const person of people.values()) {
    const source = rows.filter((r) => r.shift.staffId === person.staffId).map((r) => paidMinutes(r.shift));
    person.scheduledHours = hoursOf(source.reduce((sum, m) => sum + m.scheduled, 0));
    person.actualHours = hoursOf(source.reduce((sum, m) => sum + (m.actual ?? 0), 0));
  }
  const list = [...people.values()];
  return {
    from: query.from,
    to: query.to,
    people: list,
    payCents: list.reduce((sum, p) => sum + p.payCents, 0),
  };
}

const local = (iso: string | null) =>
  iso ? formatBusiness(iso, { hour: 'numeric', minute: '2-digit' }) : null;

/** The same figures as a spreadsheet: one row per shift; money in dollars with cents. */
export function payrollCsv(payroll: Payroll): string {
  const header = [
    'Staff member',
    'Date',
    'Event',
    'Role',
    'Scheduled start',
    'Scheduled end',
    'Scheduled hours',
    'Actual start',
    'Actual end',
    'Actual hours',
    'Hourly rate',
    'Pay',
    'Removed from staff',
  ];
  const rows = payroll.people.flatMap((p) =>
    p.shifts.map((s) => [
      p.name,
      businessClock(new Date(s.startsAt)).date,
      s.eventName,
      CREW_ROLE_LABELS[s.role],
      local(s.startsAt),
      local(s.endsAt),
      s.scheduledHours,
      local(s.actualStartsAt),
      local(s.actualEndsAt),
      s.actualHours,
      fromCentsOrNull(p.hourlyRateCents),
      fromCents(s.payCents),
      // The person left since; their worked hours are still theirs to be paid.
      p.removed ? 'yes' : '',
    ]),
  );
  return toCsv(header, rows);
}

/**
 * Events' labour cost in cents (issue 38 §3, for the events' margins), keyed `kind:id`: each assigned
 * shift's hours (clocked when both ends are known, else scheduled) × its assignee's hourly rate,
 * rounded once per shift. Open shifts cost nothing; an assignee without a rate counts 0. One read for
 * every event asked (the dashboard's month), never a query per event; events without shifts are absent.
 */
export async function laborCostsOf(db: Database, events: readonly EventRef[]): Promise<Map<string, number>> {
  const costs = new Map<string, number>();
  const ids = (kind: EventRef['kind']) => [
    ...new Set(events.filter((e) => e.kind === kind).map((e) => e.id)),
  ];
  const byKind = (['order', 'quote'] as const)
    .map((kind) => ({ kind, ids: ids(kind) }))
    .filter((k) => k.ids.length > 0)
    .map((k) => and(eq(shifts.eventKind, k.kind), inArray(shifts.eventId, k.ids)));
  if (byKind.length === 0) return costs;
  const rows = await db
    .select({ shift: shifts, rate: crewMembers.hourlyRateCents })
    .from(shifts)
    .leftJoin(crewMembers, eq(crewMembers.userId, shifts.staffId))
    .where(and(isNotNull(shifts.staffId), or(...byKind)));
  for (const { shift, rate } of rows) {
    const key = eventKey({ kind: shift.eventKind, id: shift.eventId });
    costs.set(key, (costs.get(key) ?? 0) + payOf(paidMinutes(shift).paid, rate ?? null));
  }
  return costs;
}

/** One event's labour cost in cents (see laborCostsOf). */
export async function laborCostOf(db: Database, event: EventRef): Promise<number> {
  return (await laborCostsOf(db, [event])).get(eventKey(event)) ?? 0;
}
