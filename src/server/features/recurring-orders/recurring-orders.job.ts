import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { addDays, businessClock, formatTime12 } from '../../../common/business-time.ts';
import { OCCURRENCE_LEAD_DAYS, occurrenceDates, type Weekday } from '../../../common/recurring-orders.ts';
import type { Database } from '../../db/connect.ts';
import { recurringOrderOccurrences, recurringOrders, users } from '../../db/schema/index.ts';
import { recordAudit, SYSTEM_ACTOR } from '../audit/audit.record.ts';
import type { MenuService } from '../menu/menu.service.ts';
import { priceOrder } from '../orders/orders.pricing.ts';
import type { OrderService } from '../orders/orders.service.ts';
import { insertPricedOrder } from '../orders/orders.store.ts';
import type { BookingRules, OccurrenceHold } from '../switches/booking-rules.ts';

type RecurringOrderRow = typeof recurringOrders.$inferSelect;
type Owner = { fullName: string | null; username: string; email: string; phone: string | null };

/**
 * Turns each occurrence due within the next 7 days into a normal order. Every date is claimed by
 * inserting its row with ON CONFLICT DO NOTHING in the order's own transaction, so two instances (or
 * two runs) never both order one date, and a run after downtime orders every date still missing.
 * A date the Book Now rules refuse (a blackout date, a day already full) is claimed as skipped, with the
 * reason: no order, and never tried again.
 */
export function createOccurrenceJob(deps: {
  db: Database;
  menu: MenuService;
  orders: OrderService;
  bookingRules: BookingRules;
  log: { error: (obj: object, msg: string) => void };
}) {
  const { db } = deps;

  /** Claims `date` as skipped by the booking rules (once: a row already there stays as it is). */
  async function skip(sub: RecurringOrderRow, date: string, reason: string) {
    await db
      .insert(recurringOrderOccurrences)
      .values({ recurringOrderId: sub.id, date, status: 'skipped', reason })
      .onConflictDoNothing();
  }

  /** Orders `date`, or answers why the day turned out full once locked (nothing is stored then). */
  async function claim(
    sub: RecurringOrderRow,
    owner: Owner,
    date: string,
    menu: Awaited<ReturnType<MenuService['snapshot']>>,
    hold: OccurrenceHold,
  ) {
    const pricing = priceOrder('catering', sub.items, menu);
    // Billed before the transaction (PGlite: only `tx` inside it), under today's offer.
    const bill = pricing.ok
      ? await deps.orders.billRecurring(sub.userId, pricing.totalCents, {
          address: sub.deliveryAddress,
          zip: sub.deliveryZip,
        })
      : null;
    return db.transaction(async (tx) => {
      const full = await hold(tx);
      if (full) return { full, placed: null };
      const claimed = await tx
        .insert(recurringOrderOccurrences)
        .values({ recurringOrderId: sub.id, date, status: pricing.ok ? 'ordered' : 'unavailable' })
        .onConflictDoNothing()
        .returning({ date: recurringOrderOccurrences.date });
      if (claimed.length === 0 || !pricing.ok || !bill) return { full: null, placed: null };
      const notes = [`Recurring order #${sub.id}, delivery at ${formatTime12(sub.time)}.`, sub.notes ?? '']
        .filter(Boolean)
        .join(' ');
      const placed = await insertPricedOrder(
        tx,
        'catering',
        {
          userId: sub.userId,
          customerName: owner.fullName || owner.username,
          email: owner.email,
          phone: sub.phone ?? owner.phone ?? '',
          eventDate: date,
          eventLocation: sub.deliveryAddress,
          deliveryZip: sub.deliveryZip,
          notes,
        },
        pricing,
        bill,
      );
      await recordAudit(tx, {
        actor: SYSTEM_ACTOR,
        action: 'placed',
        entity: 'order',
        entityId: placed.id,
        after: { status: 'received', type: 'catering', source: 'recurring', total: bill.total },
      });
      await tx
        .update(recurringOrderOccurrences)
        .set({ orderId: placed.id })
        .where(
          and(
            eq(recurringOrderOccurrences.recurringOrderId, sub.id),
            eq(recurringOrderOccurrences.date, date),
          ),
        );
      return { full: null, placed };
    });
  }

  /** Creates the orders due by `now`; returns how many this run created. `onlyId` limits it to one. */
  async function run(now = new Date(), onlyId?: number): Promise<number> {
    const today = businessClock(now).date;
    const horizon = addDays(today, OCCURRENCE_LEAD_DAYS);
    const rows = await db
      .select({
        sub: recurringOrders,
        owner: { fullName: users.fullName, username: users.username, email: users.email, phone: users.phone },
      })
      .from(recurringOrders)
      .innerJoin(users, eq(users.id, recurringOrders.userId))
      .where(and(eq(recurringOrders.status, 'active'), onlyId ? eq(recurringOrders.id, onlyId) : undefined));
    if (rows.length === 0) return 0;
    const existing = await db
      .select({ id: recurringOrderOccurrences.recurringOrderId, date: recurringOrderOccurrences.date })
      .from(recurringOrderOccurrences)
      .where(
        and(
          inArray(
            recurringOrderOccurrences.recurringOrderId,
            rows.map((r) => r.sub.id),
          ),
          gte(recurringOrderOccurrences.date, today),
          lte(recurringOrderOccurrences.date, horizon),
        ),
      );
    const taken = new Set(existing.map((e) => `${e.id}:${e.date}`));
    const menu = await deps.menu.snapshot();
    let created = 0;
    for (const { sub, owner } of rows) {
      const schedule = { ...sub, weekday: sub.weekday as Weekday };
      for (const date of occurrenceDates(schedule, today, horizon)) {
        if (taken.has(`${sub.id}:${date}`)) continue;
        try {
          const rules = await deps.bookingRules.occurrence(date);
          if ('skip' in rules) {
            await skip(sub, date, rules.skip);
            continue;
          }
          const { full, placed } = await claim(sub, owner, date, menu, rules.hold);
          if (full) await skip(sub, date, full);
          if (!placed) continue;
          created++;
          await deps.orders.announce(placed.id, placed.trackingToken);
        } catch (error) {
          deps.log.error({ err: error, recurringOrderId: sub.id, date }, 'recurring order occurrence failed');
        }
      }
    }
    return created;
  }

  return { run };
}

export type OccurrenceJob = ReturnType<typeof createOccurrenceJob>;

/** How often platform/jobs.ts runs a pass. */
export const OCCURRENCE_JOB_EVERY_MS = 15 * 60 * 1000;
