import { and, count, eq, gte, inArray, lt, ne, not, or, sql } from 'drizzle-orm';
import { businessClock, businessInstant, formatTime12 } from '../../../common/business-time.ts';
import { ErrorCode } from '../../../common/errors.ts';
import { leadTimeProblem } from '../../../common/lead-time.ts';
import { PACKAGE_SERVICES } from '../../../common/switches/defaults.ts';
import {
  type Availability,
  closedMessage,
  fullyBookedMessage,
  longDate,
  type ServiceName,
  type SiteSwitches,
} from '../../../common/switches/schema.ts';
import type { Database } from '../../db/connect.ts';
import { orders, quotes, users } from '../../db/schema/index.ts';
import { inBusinessZone } from '../../platform/business-sql.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import type { SwitchService } from './switches.service.ts';

/** What a new booking asks for; each create path (quote, checkout, dinner pickup) describes itself. */
export type BookingRequest =
  /** A catering event: a quote request (an instant) or a checkout order (a business date). */
  (
    | { kind: 'event'; date: string; startsAt?: Date }
    /** A dinner pickup at a 15-minute slot, business date and 'HH:MM'. */
    | { kind: 'dinner'; date: string; time: string }
  ) & { /** An optional service the booking needs switched on. */ service?: ServiceName };

/** A quote request as the booking rules see it (a package may need its service switched on). */
export function quoteBooking(body: { eventDate: string; menuPackage: string }): BookingRequest {
  const startsAt = new Date(body.eventDate);
  return {
    kind: 'event',
    date: businessClock(startsAt).date,
    startsAt,
    ...(PACKAGE_SERVICES[body.menuPackage] ? { service: PACKAGE_SERVICES[body.menuPackage] } : {}),
  };
}

/** A checkout order (an event date) or a dinner pickup (a slot), as the booking rules see it. */
export function orderBooking(
  body: { type: 'catering'; eventDate: string } | { type: 'dinner'; pickupDate: string; pickupTime: string },
): BookingRequest {
  return body.type === 'dinner'
    ? { kind: 'dinner', date: body.pickupDate, time: body.pickupTime, service: 'dinnerCatering' }
    : { kind: 'event', date: body.eventDate };
}

/** What an occurrence's transaction runs first: null, or why the day turned out full. */
export type OccurrenceHold = (tx: Executor) => Promise<string | null>;

/** Why the booking rules skipped a recurring order's date, as its holder reads it beside the date. */
const SKIP_REASONS = {
  closed: (reason?: string | null) => (reason ? `Closed: ${reason}` : 'Closed that day'),
  full: 'Fully booked that day',
} as const;

/** Each blackout date with why a recurring order's delivery is skipped that day. */
const closedDays = (rules: SiteSwitches['bookNow']) =>
  new Map(rules.blackoutDates.map((b) => [b.date, SKIP_REASONS.closed(b.reason)] as const));

// The business date of a quote's event, as the events-per-day rule counts it.
// The business clock's zone, from the one place it is written (common/business-time.ts).
const quoteDay = sql<string>`to_char(${inBusinessZone(quotes.eventDate)}, 'YYYY-MM-DD')`;

/**
 * A quote request holds its day once the business accepted it or a verified customer stands behind
 * it (their own request, or a visitor's they claimed with the mailed link). A stranger's requests —
 * anonymous, or from an account whose email nobody proved — are pending: the owner sees them against
 * the day, and they never make it "fully booked" for a real customer.
 */
const holdsPlace = or(
  inArray(quotes.status, ['accepted', 'completed']),
  sql`exists (select 1 from ${users} where ${users.id} = ${quotes.clientId} and ${users.emailVerifiedAt} is not null)`,
)!;

/** A database handle or an open transaction: capacity is counted inside the booking's own transaction. */
type Executor = Pick<Database, 'select' | 'execute'>;
/** What the transaction storing a booking runs first (see BookingRules.check). */
export type BookingHold = (tx: Executor) => Promise<void>;

// Advisory lock namespaces (the first key of pg_advisory_xact_lock(int, int)): one per kind of place.
const EVENT_DAY_LOCK = 73_200_001;
const DINNER_SLOT_LOCK = 73_200_002;
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
/** The 15-minute slot of 'HH:MM' within its day (0-95). */
const slotOfDay = (time: string) => Number(time.slice(0, 2)) * 4 + Math.floor(Number(time.slice(3, 5)) / 15);
/** The start of that slot, 'HH:MM' ('18:07' → '18:00'). */
const slotTime = (time: string) =>
  `${time.slice(0, 2)}:${String(Math.floor(Number(time.slice(3, 5)) / 15) * 15).padStart(2, '0')}`;

/**
 * The Book Now rules of the Feature Manager, enforced for every new booking. `check` runs every rule
 * before any work (fast refusals) and hands back a hold for the transaction that inserts the booking:
 * it locks that day (or pickup slot) and counts again, so two requests racing for the last place are
 * served one after the other and the second is refused.
 */
export function createBookingRules(deps: { db: Database; switches: SwitchService; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Quote requests on each business date that are not declined, held or pending (see holdsPlace). */
  const quotesByDay = (ex: Executor, from: string, to: string, held: boolean) =>
    ex
      .select({ day: quoteDay, n: count() })
      .from(quotes)
      .where(
        and(
          ne(quotes.status, 'rejected'),
          held ? holdsPlace : not(holdsPlace),
          sql`${quoteDay} between ${from} and ${to}`,
        ),
      )
      .groupBy(quoteDay);

  /** Catering events on each business date (quotes holding a place, catering orders not cancelled). */
  async function eventsByDay(ex: Executor, from: string, to: string): Promise<Map<string, number>> {
    const quoteRows = await quotesByDay(ex, from, to, true);
    const orderRows = await ex
      .select({ day: sql<string>`${orders.eventDate}::text`, n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.type, 'catering'),
          ne(orders.status, 'cancelled'),
          sql`${orders.eventDate} between ${from} and ${to}`,
        ),
      )
      .groupBy(orders.eventDate);
    const days = new Map<string, number>();
    for (const row of [...quoteRows, ...orderRows]) days.set(row.day, (days.get(row.day) ?? 0) + row.n);
    return days;
  }

  /** The refusal, with the form field it is about, so forms can show it under that field. */
  const refuse = (status: 400 | 409, field: string, message: string, code: ErrorCode) =>
    status === 400
      ? badRequest(message, { [field]: message }, code)
      : conflict(message, { [field]: message }, code);

  function checkCommon(rules: SiteSwitches['bookNow'], date: string, dateField: string): void {
    if (!rules.enabled) throw conflict(rules.pausedMessage, undefined, ErrorCode.bookingPaused);
    const blackout = rules.blackoutDates.find((b) => b.date === date);
    if (blackout) {
      throw refuse(409, dateField, closedMessage(date, blackout.reason), ErrorCode.dateClosed);
    }
  }

  /** Whether the business date has as many catering events as the day takes, counted on `ex`. */
  async function dayIsFull(ex: Executor, rules: SiteSwitches['bookNow'], date: string): Promise<boolean> {
    if (rules.maxEventsPerDay === null) return false;
    const booked = (await eventsByDay(ex, date, date)).get(date) ?? 0;
    return booked >= rules.maxEventsPerDay;
  }

  /** Refuses `request` when its day (event) or slot (dinner pickup) has no place left, counted on `ex`. */
  async function checkCapacity(ex: Executor, rules: SiteSwitches['bookNow'], request: BookingRequest) {
    if (request.kind === 'event') {
      if (await dayIsFull(ex, rules, request.date)) {
        throw refuse(409, 'eventDate', fullyBookedMessage(request.date), ErrorCode.dateFullyBooked);
      }
      return;
    }
    if (rules.maxDinnerPickupsPerSlot === null) return;
    // The whole 15-minute slot is counted, not one exact time: the shared schema now takes quarter
    // hours only, but orders stored before it may sit at any minute (18:07 counts in 6:00 PM).
    const slot = slotTime(request.time);
    const start = businessInstant(request.date, slot);
    const [row] = await ex
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.type, 'dinner'),
          ne(orders.status, 'cancelled'),
          gte(orders.pickupAt, start),
          lt(orders.pickupAt, new Date(start.getTime() + 15 * 60_000)),
        ),
      );
    if ((row?.n ?? 0) >= rules.maxDinnerPickupsPerSlot) {
      throw refuse(
        409,
        'pickupTime',
        `The ${formatTime12(slot)} pickup on ${longDate(request.date)} is fully booked. ` +
          'Please choose another time.',
        ErrorCode.pickupSlotFullyBooked,
      );
    }
  }

  /** Whether `request` competes for a limited place at all (no limit: nothing to lock). */
  const isLimited = (rules: SiteSwitches['bookNow'], request: BookingRequest) =>
    request.kind === 'event' ? rules.maxEventsPerDay !== null : rules.maxDinnerPickupsPerSlot !== null;

  /** Waits, inside the booking's transaction, for the lock of that day (or pickup slot). */
  const lockPlace = (tx: Executor, request: BookingRequest) => {
    const place =
      request.kind === 'event'
        ? [EVENT_DAY_LOCK, dayNumber(request.date)]
        : [DINNER_SLOT_LOCK, dayNumber(request.date) * 96 + slotOfDay(request.time)];
    return tx.execute(sql`select pg_advisory_xact_lock(${place[0]}::int, ${place[1]}::int)`);
  };

  return {
    /**
     * Throws the rule's own message (400 for lead time, 409 otherwise) when `request` may not be
     * booked. Otherwise answers what the transaction that inserts it must run first: it waits for
     * the lock of its day (events: quotes and checkout orders share it) or pickup slot and counts
     * again. The lock is held until that transaction ends, so the next request for the same place
     * counts this one. (The rules are read here, before the transaction: inside it only `tx` may be used.)
     */
    async check(request: BookingRequest): Promise<BookingHold> {
      if (request.service) await deps.switches.assertServiceOn(request.service);
      const rules = (await deps.switches.get()).bookNow;
      checkCommon(rules, request.date, request.kind === 'dinner' ? 'pickupDate' : 'eventDate');
      if (request.kind === 'event') {
        // The admin's minimum is the only lead time (the shared schemas refuse only past dates).
        const event = request.startsAt ? { startsAt: request.startsAt } : { date: request.date };
        const tooSoon = leadTimeProblem(rules, event, now());
        if (tooSoon) throw refuse(400, 'eventDate', tooSoon, ErrorCode.leadTimeNotMet);
      }
      await checkCapacity(db, rules, request);
      if (!isLimited(rules, request)) return async () => {};
      return async (tx) => {
        await lockPlace(tx, request);
        await checkCapacity(tx, rules, request);
      };
    },

    /**
     * Whether a recurring order's occurrence may become an order on `date` (docs/decisions/0018):
     * why not, in a few words its holder reads beside the skipped date, or a hold for the order's
     * transaction that locks the day like `check` and answers why not once counted there, or null.
     * The lead time and the Book Now pause do not apply: the dates were agreed when the recurring
     * order was set up, and the pause stops new online requests, not standing orders (a closed day is
     * a blackout date).
     */
    async occurrence(date: string): Promise<{ skip: string } | { hold: OccurrenceHold }> {
      const rules = (await deps.switches.get()).bookNow;
      const closed = closedDays(rules).get(date);
      if (closed) return { skip: closed };
      if (await dayIsFull(db, rules, date)) return { skip: SKIP_REASONS.full };
      return {
        hold: async (tx) => {
          if (rules.maxEventsPerDay === null) return null;
          await lockPlace(tx, { kind: 'event', date });
          return (await dayIsFull(tx, rules, date)) ? SKIP_REASONS.full : null;
        },
      };
    },

    /**
     * The days the business is closed (its blackout dates: Dec 25 and Jan 1 in the demo), each with
     * the words a recurring order's client reads for the delivery skipped that day ("Closed:
     * Christmas Day"); the job skips them with these words, and the card says so before it does.
     */
    async closedDays(): Promise<Map<string, string>> {
      return closedDays((await deps.switches.get()).bookNow);
    },

    /**
     * The kitchen's calendar: events held per day against the limit, the quote requests pending
     * against each day (held by no one yet, so not counted), and the blackout dates.
     */
    async capacity(from: string, to: string) {
      const rules = (await deps.switches.get()).bookNow;
      const pending = await quotesByDay(db, from, to, false);
      return {
        limit: rules.maxEventsPerDay,
        used: await eventsByDay(db, from, to),
        pending: new Map(pending.map((row) => [row.day, row.n] as const)),
        blackouts: new Map(rules.blackoutDates.map((b) => [b.date, b.reason ?? null] as const)),
      };
    },

    /** Dates a date picker should disable between `from` and `to` (business dates, inclusive). */
    async availability(
      from: string,
      to: string,
      options: { withPending?: boolean } = {},
    ): Promise<Availability> {
      const rules = (await deps.switches.get()).bookNow;
      const blocked = rules.blackoutDates
        .filter((b) => b.date >= from && b.date <= to)
        .sort((a, b) => a.date.localeCompare(b.date))
        .map((b) => ({ date: b.date, reason: b.reason ?? null }));
      const full: string[] = [];
      if (rules.maxEventsPerDay !== null) {
        const limit = rules.maxEventsPerDay;
        for (const [day, n] of await eventsByDay(db, from, to)) if (n >= limit) full.push(day);
        full.sort();
      }
      if (!options.withPending) return { blocked, full };
      const pending = (await quotesByDay(db, from, to, false))
        .map((row) => ({ date: row.day, requests: row.n }))
        .sort((a, b) => a.date.localeCompare(b.date));
      return { blocked, full, pending };
    },
  };
}

export type BookingRules = ReturnType<typeof createBookingRules>;
