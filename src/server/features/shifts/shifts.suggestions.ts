import { and, eq, sql } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import type { Offer } from '../../../common/offer/types.ts';
import type { CrewRole, EventQuery, FillResult, Suggestions } from '../../../common/shifts/schema.ts';
import type { Database } from '../../db/connect.ts';
import { shifts } from '../../db/schema/index.ts';
import { conflict } from '../../platform/errors.ts';
import { actorOf, recordAudit } from '../audit/audit.record.ts';
import { type EventFacts, eventFacts } from './shifts.events.ts';
import type { ShiftsService } from './shifts.service.ts';

type Need = { role: CrewRole; count: number; startsAt: Date; endsAt: Date; reason: string };

/** Advisory lock namespace of an event's fill (see switches/booking-rules.ts for the others). */
const FILL_LOCK = 73_300_001;

const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

/**
 * The crew an event needs (issue 38 §2), from the offer's crew settings: at a full-service event one
 * server for each `guestsPerServer` guests and a captain; one bartender for each `guestsPerBartender`
 * when the package (or a line of the proposal) includes a bar; one driver per delivery. Everyone
 * works from the crew's arrival to the end of breakdown; an order's driver leaves `travelMinutes`
 * before its delivery window and is done at its end.
 */
function needsOf(event: EventFacts, offer: Offer): Need[] {
  const crew = offer.crew;
  if (!event.startsAt) {
    throw conflict(`Set the date and time of the ${event.name} first: the crew's times come from it.`);
  }
  const start = event.startsAt;
  const from = minutes(start, -crew.arrivalMinutesBefore);
  const to = minutes(start, crew.serviceMinutes + crew.breakdownMinutes);
  const needs: Need[] = [];
  if (event.fullService && event.guests > 0) {
    needs.push({
      role: 'server',
      count: Math.max(1, Math.ceil(event.guests / crew.guestsPerServer)),
      startsAt: from,
      endsAt: to,
      reason: `One server for each ${crew.guestsPerServer} guests`,
    });
    needs.push({
      role: 'captain',
      count: 1,
      startsAt: from,
      endsAt: to,
      reason: 'Full service: one captain',
    });
  }
  if (event.bar && event.guests > 0) {
    needs.push({
      role: 'bartender',
      count: Math.max(1, Math.ceil(event.guests / crew.guestsPerBartender)),
      startsAt: from,
      endsAt: to,
      reason: `The package includes the bar: one bartender for each ${crew.guestsPerBartender} guests`,
    });
  }
  if (event.deliveries > 0) {
    const driver =
      event.kind === 'order'
        ? { startsAt: minutes(start, -crew.travelMinutes), endsAt: event.windowEndsAt ?? minutes(start, 120) }
        : { startsAt: from, endsAt: to };
    needs.push({ role: 'driver', count: event.deliveries, ...driver, reason: 'One driver per delivery' });
  }
  return needs;
}

export function createSuggestions(deps: {
  db: Database;
  business: () => Promise<{ offer: Offer }>;
  shifts: ShiftsService;
}) {
  const { db } = deps;

  async function suggest(query: EventQuery): Promise<{ event: EventFacts; suggestions: Suggestions }> {
    const { offer } = await deps.business();
    const event = await eventFacts(db, offer, { kind: query.eventKind, id: query.eventId });
    const needs = needsOf(event, offer);
    const existing = await db
      .select({ role: shifts.role })
      .from(shifts)
      .where(and(eq(shifts.eventKind, event.kind), eq(shifts.eventId, event.id)));
    const scheduled = (role: CrewRole) => existing.filter((s) => s.role === role).length;
    return {
      event,
      suggestions: {
        eventKind: event.kind,
        eventId: event.id,
        guests: event.guests,
        items: needs.map((n) => ({
          role: n.role,
          count: n.count,
          scheduled: scheduled(n.role),
          startsAt: n.startsAt.toISOString(),
          endsAt: n.endsAt.toISOString(),
          reason: n.reason,
        })),
      },
    };
  }

  return {
    async get(query: EventQuery): Promise<Suggestions> {
      return (await suggest(query)).suggestions;
    },

    /** "Fill from suggestions": the open shifts the event still lacks, role by role; twice adds nothing. */
    async fill(query: EventQuery, by: PublicUser): Promise<FillResult> {
      const { offer } = await deps.business();
      const event = await eventFacts(db, offer, { kind: query.eventKind, id: query.eventId });
      const needs = needsOf(event, offer);
      const created = await db.transaction(async (tx) => {
        // Two fills at once must not both add the missing shifts: the second waits, then counts.
        await tx.execute(
          sql`select pg_advisory_xact_lock(${FILL_LOCK}::int, ${event.kind === 'quote' ? event.id : -event.id}::int)`,
        );
        const have = await tx
          .select({ role: shifts.role })
          .from(shifts)
          .where(and(eq(shifts.eventKind, event.kind), eq(shifts.eventId, event.id)));
        const values = needs.flatMap((n) =>
          Array.from({ length: Math.max(0, n.count - have.filter((h) => h.role === n.role).length) }, () => ({
            eventKind: event.kind,
            eventId: event.id,
            role: n.role,
            startsAt: n.startsAt,
            endsAt: n.endsAt,
          })),
        );
        if (values.length === 0) return 0;
        const rows = await tx.insert(shifts).values(values).returning();
        for (const row of rows) {
          await recordAudit(tx, {
            actor: actorOf(by),
            action: 'created',
            entity: 'shift',
            entityId: row.id,
            after: { eventKind: row.eventKind, eventId: row.eventId, role: row.role, from: 'suggestions' },
          });
        }
        return rows.length;
      });
      return { created, items: await deps.shifts.listForEvent(query) };
    },
  };
}
