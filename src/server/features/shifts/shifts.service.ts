import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PublicUser } from '../../../common/auth.ts';
import type { BusinessIdentity } from '../../../common/business.ts';
import type {
  ClockBody,
  CreateShiftBody,
  EventQuery,
  Shift,
  ShiftResponse,
  ShiftResponseBody,
  UpdateShiftBody,
} from '../../../common/shifts/schema.ts';
import type { Database } from '../../db/connect.ts';
import { shifts, users } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { actorOf, recordAudit } from '../audit/audit.record.ts';
import { lockAndCheckFree } from './shifts.booking.ts';
import { type EventRef, eventFacts, eventKey, eventLabels, goneEventName } from './shifts.events.ts';
import { type ShiftMailKind, shiftMail } from './shifts.mail.ts';

type ShiftRow = typeof shifts.$inferSelect;
/** Clocking in opens this long before a shift starts (arriving early to help set up). */
const CLOCK_IN_EARLY_MS = 2 * 3_600_000;
const decliner = alias(users, 'decliner');
const personName = (u: { fullName: string | null; username: string } | null) =>
  u ? u.fullName?.trim() || u.username : null;
const iso = (d: Date | null) => d?.toISOString() ?? null;
const toDate = (text: string | null) => (text === null ? null : new Date(text));

/** What the audit trail keeps of a shift: the fields the owner changes. */
const auditFields = (s: ShiftRow) => ({
  eventKind: s.eventKind,
  eventId: s.eventId,
  role: s.role,
  startsAt: s.startsAt.toISOString(),
  endsAt: s.endsAt.toISOString(),
  staffId: s.staffId,
  response: s.response,
  actualStartsAt: iso(s.actualStartsAt),
  actualEndsAt: iso(s.actualEndsAt),
});

export function createShiftsService(deps: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  business: () => Promise<BusinessIdentity>;
}) {
  const { db } = deps;

  /** Shifts as the owner sees them, with the assignee's and event's names. */
  async function present(rows: ShiftRow[]): Promise<Shift[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const people = await db
      .select({
        id: shifts.id,
        staff: { fullName: users.fullName, username: users.username },
        decliner: { fullName: decliner.fullName, username: decliner.username },
      })
      .from(shifts)
      .leftJoin(users, eq(users.id, shifts.staffId))
      .leftJoin(decliner, eq(decliner.id, shifts.declinedById))
      .where(inArray(shifts.id, ids));
    const byId = new Map(people.map((p) => [p.id, p]));
    const labels = await eventLabels(
      db,
      rows.map((r) => ({ kind: r.eventKind, id: r.eventId })),
    );
    return rows.map((r) => {
      const ref = { kind: r.eventKind, id: r.eventId };
      const p = byId.get(r.id);
      return {
        id: r.id,
        eventKind: r.eventKind,
        eventId: r.eventId,
        eventName: labels.get(eventKey(ref))?.name ?? goneEventName(ref),
        role: r.role,
        startsAt: r.startsAt.toISOString(),
        endsAt: r.endsAt.toISOString(),
        staffId: r.staffId,
        staffName: r.staffId ? personName(p?.staff ?? null) : null,
        response: r.response,
        actualStartsAt: iso(r.actualStartsAt),
        actualEndsAt: iso(r.actualEndsAt),
        // Named only after a decline: a shift a removal reopened is simply open (the dashboard says why).
        declinedByName:
          r.staffId === null && r.response === 'declined'
            ? personName(p?.decliner?.username ? p.decliner : null)
            : null,
      };
    });
  }

  /** Mails the person about their shift once the change is stored (the outbox keeps it). */
  async function mail(kind: ShiftMailKind, to: { email: string; name: string }, row: ShiftRow) {
    const ref = { kind: row.eventKind, id: row.eventId };
    const label = (await eventLabels(db, [ref])).get(eventKey(ref));
    const business = await deps.business();
    await deps.mailer.send(
      shiftMail(
        kind,
        to,
        { ...row, eventName: label?.name ?? goneEventName(ref), location: label?.location ?? null },
        { businessName: business.name, publicUrl: deps.publicUrl },
      ),
    );
  }

  async function personOf(staffId: number): Promise<{ email: string; name: string } | null> {
    const [u] = await db.select().from(users).where(eq(users.id, staffId));
    // A removed staff member is mailed nothing more about the crew's shifts.
    return u && !u.removedAt ? { email: u.email, name: personName(u)! } : null;
  }

  async function travelMinutes(): Promise<number> {
    return (await deps.business()).offer.crew.travelMinutes;
  }

  async function find(id: number): Promise<ShiftRow> {
    const [row] = await db.select().from(shifts).where(eq(shifts.id, id));
    if (!row) throw notFound('Shift not found.');
    return row;
  }

  return {
    present,

    async listForEvent(query: EventQuery): Promise<Shift[]> {
      const rows = await db
        .select()
        .from(shifts)
        .where(and(eq(shifts.eventKind, query.eventKind), eq(shifts.eventId, query.eventId)))
        .orderBy(asc(shifts.startsAt), asc(shifts.role), asc(shifts.id));
      return present(rows);
    },

    async create(body: CreateShiftBody, by: PublicUser): Promise<Shift> {
      const { offer } = await deps.business();
      const event: EventRef = { kind: body.eventKind, id: body.eventId };
      await eventFacts(db, offer, event); // 404 for an event that is not there
      const startsAt = new Date(body.startsAt);
      const endsAt = new Date(body.endsAt);
      const staffId = body.staffId ?? null;
      const { row, person } = await db.transaction(async (tx) => {
        const person =
          staffId === null
            ? null
            : await lockAndCheckFree(tx, { staffId, startsAt, endsAt, event }, offer.crew.travelMinutes);
        const [row] = await tx
          .insert(shifts)
          .values({ eventKind: event.kind, eventId: event.id, role: body.role, startsAt, endsAt, staffId })
          .returning();
        await recordAudit(tx, {
          actor: actorOf(by),
          action: 'created',
          entity: 'shift',
          entityId: row!.id,
          after: auditFields(row!),
        });
        return { row: row!, person };
      });
      if (person) await mail('assigned', person, row);
      return (await present([row]))[0]!;
    },

    async update(id: number, body: UpdateShiftBody, by: PublicUser): Promise<Shift> {
      const travel = await travelMinutes();
      const { before, after, assignee } = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(shifts).where(eq(shifts.id, id)).for('update');
        if (!before) throw notFound('Shift not found.');
        const startsAt = body.startsAt ? new Date(body.startsAt) : before.startsAt;
        const endsAt = body.endsAt ? new Date(body.endsAt) : before.endsAt;
        if (endsAt <= startsAt)
          throw badRequest('A shift ends after it starts.', { endsAt: 'A shift ends after it starts' });
        const actualStartsAt =
          body.actualStartsAt === undefined ? before.actualStartsAt : toDate(body.actualStartsAt);
        const actualEndsAt =
          body.actualEndsAt === undefined ? before.actualEndsAt : toDate(body.actualEndsAt);
        if (actualEndsAt && (!actualStartsAt || actualEndsAt <= actualStartsAt)) {
          throw badRequest('The actual end comes after the actual start.', {
            actualEndsAt: 'The actual end comes after the actual start',
          });
        }
        const staffId = body.staffId === undefined ? before.staffId : body.staffId;
        const reassigned = staffId !== before.staffId;
        const moved =
          startsAt.getTime() !== before.startsAt.getTime() || endsAt.getTime() !== before.endsAt.getTime();
        const assignee =
          staffId !== null && (reassigned || moved)
            ? await lockAndCheckFree(
                tx,
                {
                  staffId,
                  startsAt,
                  endsAt,
                  event: { kind: before.eventKind, id: before.eventId },
                  exceptShiftId: id,
                },
                travel,
              )
            : null;
        const [after] = await tx
          .update(shifts)
          .set({
            role: body.role ?? before.role,
            startsAt,
            endsAt,
            staffId,
            actualStartsAt,
            actualEndsAt,
            // A new assignee answers afresh; the decline is history once someone else has the shift.
            ...(reassigned
              ? { response: 'pending' satisfies ShiftResponse, declinedById: null, declinedAt: null }
              : {}),
            updatedAt: new Date(),
          })
          .where(eq(shifts.id, id))
          .returning();
        await recordAudit(tx, {
          actor: actorOf(by),
          action: reassigned ? (staffId === null ? 'unassigned' : 'assigned') : 'updated',
          entity: 'shift',
          entityId: id,
          before: auditFields(before),
          after: auditFields(after!),
        });
        return { before, after: after!, assignee };
      });
      const reassigned = after.staffId !== before.staffId;
      if (reassigned && before.staffId !== null) {
        const previous = await personOf(before.staffId);
        if (previous) await mail('removed', previous, before);
      }
      if (reassigned && assignee) await mail('assigned', assignee, after);
      else if (!reassigned && after.staffId !== null) {
        const changed =
          after.role !== before.role ||
          after.startsAt.getTime() !== before.startsAt.getTime() ||
          after.endsAt.getTime() !== before.endsAt.getTime();
        const person = changed ? await personOf(after.staffId) : null;
        if (person) await mail('changed', person, after);
      }
      return (await present([after]))[0]!;
    },

    async remove(id: number, by: PublicUser): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx.delete(shifts).where(eq(shifts.id, id)).returning();
        if (!row) throw notFound('Shift not found.');
        await recordAudit(tx, {
          actor: actorOf(by),
          action: 'removed',
          entity: 'shift',
          entityId: id,
          before: auditFields(row),
        });
        return row;
      });
      const person = removed.staffId === null ? null : await personOf(removed.staffId);
      if (person) await mail('removed', person, removed);
    },

    /** The assignee's answer; a decline opens the shift again for the owner to fill. */
    async respond(id: number, body: ShiftResponseBody, by: PublicUser): Promise<Shift> {
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(shifts).where(eq(shifts.id, id)).for('update');
        if (!before) throw notFound('Shift not found.');
        if (before.staffId !== by.id) throw forbidden('This shift is not yours to answer.');
        const declined = body.response === 'declined';
        const [after] = await tx
          .update(shifts)
          .set(
            declined
              ? {
                  staffId: null,
                  response: 'declined',
                  declinedById: by.id,
                  declinedAt: new Date(),
                  updatedAt: new Date(),
                }
              : { response: 'accepted', updatedAt: new Date() },
          )
          .where(eq(shifts.id, id))
          .returning();
        await recordAudit(tx, {
          actor: actorOf(by),
          action: body.response,
          entity: 'shift',
          entityId: id,
          before: { staffId: before.staffId, response: before.response },
          after: { staffId: after!.staffId, response: after!.response },
        });
        return after!;
      });
      return (await present([row]))[0]!;
    },

    /** Clocking in and out of one's own shift (from a phone): the actual times payroll reads. */
    async clock(id: number, body: ClockBody, by: PublicUser): Promise<Shift> {
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(shifts).where(eq(shifts.id, id)).for('update');
        if (!before) throw notFound('Shift not found.');
        if (before.staffId !== by.id)
          throw forbidden('Only the person on this shift clocks in and out of it.');
        const now = new Date();
        if (body.action === 'in' && before.actualStartsAt)
          throw conflict('You already clocked in to this shift.');
        // From the phone at the event: not days ahead, nor after the shift is over (the owner records those).
        if (body.action === 'in' && now.getTime() < before.startsAt.getTime() - CLOCK_IN_EARLY_MS) {
          throw conflict('This shift has not started yet: clock in when you arrive.');
        }
        if (body.action === 'in' && now > before.endsAt) {
          throw conflict('This shift is over: ask the owner to record your hours.');
        }
        if (body.action === 'out' && !before.actualStartsAt) throw conflict('Clock in before you clock out.');
        if (body.action === 'out' && before.actualEndsAt)
          throw conflict('You already clocked out of this shift.');
        const [after] = await tx
          .update(shifts)
          .set(
            body.action === 'in'
              ? { actualStartsAt: now, updatedAt: now }
              : { actualEndsAt: now, updatedAt: now },
          )
          .where(eq(shifts.id, id))
          .returning();
        await recordAudit(tx, {
          actor: actorOf(by),
          action: body.action === 'in' ? 'clocked-in' : 'clocked-out',
          entity: 'shift',
          entityId: id,
          after: { [body.action === 'in' ? 'actualStartsAt' : 'actualEndsAt']: now.toISOString() },
        });
        return after!;
      });
      return (await present([row]))[0]!;
    },

    find,
  };
}

export type ShiftsService = ReturnType<typeof createShiftsService>;
