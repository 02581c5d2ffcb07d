import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { addDays, businessClock, businessInstant } from '../../../common/business-time.ts';
import { ErrorCode } from '../../../common/errors.ts';
import { fromCents } from '../../../common/money.ts';
import { startDateProblem } from '../../../common/orders/schedule.ts';
import {
  type CreateRecurringOrderSchema,
  firstOnWeekday,
  occurrenceDates,
  type RecurringOrder,
  type UpdateRecurringOrder,
  type Weekday,
} from '../../../common/recurring-orders.ts';
import type { Database } from '../../db/connect.ts';
import { orders, recurringOrderOccurrences, recurringOrders, users } from '../../db/schema/index.ts';
import { isAdmin } from '../../platform/access.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { MenuService } from '../menu/menu.service.ts';
import { priceOrder, type RequestedLine } from '../orders/orders.pricing.ts';
import type { OrderService } from '../orders/orders.service.ts';
import type { BookingRules } from '../switches/booking-rules.ts';
import type { OccurrenceJob } from './recurring-orders.job.ts';

type Create = ReturnType<typeof CreateRecurringOrderSchema.parse>;
type Row = typeof recurringOrders.$inferSelect;
/** Orders of a skipped or cancelled occurrence are withdrawn only while the kitchen has not started. */
const WITHDRAWABLE = ['received', 'confirmed'] as const;

/** The booking rules name the event's date; here the person chose a start date. */
async function onField(check: Promise<unknown>, field: string): Promise<void> {
  try {
    await check;
  } catch (error) {
    if (!(error instanceof AppError) || !error.fieldErrors) throw error;
    const reasons = Object.values(error.fieldErrors);
    throw new AppError(error.statusCode, error.code, error.message, { [field]: reasons[0] ?? error.message });
  }
}

export function createRecurringOrderService(deps: {
  db: Database;
  menu: MenuService;
  orders: OrderService;
  job: OccurrenceJob;
  bookingRules: BookingRules;
}) {
  const { db } = deps;

  async function priced(items: RequestedLine[]) {
    const pricing = priceOrder('catering', items, await deps.menu.snapshot());
    if (!pricing.ok) {
      const [first] = Object.values(pricing.fieldErrors);
      throw badRequest(first ?? 'Check the items of your order', pricing.fieldErrors);
    }
    return pricing;
  }

  async function present(rows: { sub: Row; customerName: string }[], now: Date): Promise<RecurringOrder[]> {
    if (rows.length === 0) return [];
    const today = businessClock(now).date;
    const skipped = await db
      .select({
        id: recurringOrderOccurrences.recurringOrderId,
        date: recurringOrderOccurrences.date,
        reason: recurringOrderOccurrences.reason,
      })
      .from(recurringOrderOccurrences)
      .where(
        and(
          inArray(
            recurringOrderOccurrences.recurringOrderId,
            rows.map((r) => r.sub.id),
          ),
          eq(recurringOrderOccurrences.status, 'skipped'),
          gte(recurringOrderOccurrences.date, today),
        ),
      );
    // Closed days ahead (blackout dates) are skipped by the job when it reaches them: the card says
    // so now, with the reason, instead of promising a Christmas delivery that will not come.
    const closed = await deps.bookingRules.closedDays();
    const menu = await deps.menu.snapshot();
    const priced = rows.map(({ sub }) => priceOrder('catering', sub.items, menu));
    // The bill each occurrence would get today: the one its order is given (recurring-orders.job.ts).
    const bills = await Promise.all(
      rows.map(({ sub }, i) => {
        const pricing = priced[i]!;
        return deps.orders.billRecurring(sub.userId, pricing.ok ? pricing.totalCents : 0, {
          address: sub.deliveryAddress,
          zip: sub.deliveryZip,
        });
      }),
    );
    return rows.map(({ sub, customerName }, i) => {
      const upcoming =
        sub.status === 'active'
          ? occurrenceDates({ ...sub, weekday: sub.weekday as Weekday }, today, addDays(today, 400))
          : [];
      const own = [
        ...skipped.filter((s) => s.id === sub.id),
        ...upcoming
          .filter((date) => closed.has(date) && !skipped.some((s) => s.id === sub.id && s.date === date))
          .map((date) => ({ id: sub.id, date, reason: closed.get(date)! })),
      ];
      const skippedDates = own.map((s) => s.date).sort();
      const pricing = priced[i]!;
      return {
        id: sub.id,
        userId: sub.userId,
        customerName,
        status: sub.status,
        items: sub.items.map((i) => ({
          menuItemId: i.menuItemId,
          panSize: i.panSize ?? null,
          quantity: i.quantity,
          name: menu.byId.get(i.menuItemId)?.name ?? 'No longer on the menu',
        })),
        frequency: sub.frequency,
        weekday: sub.weekday as Weekday,
        time: sub.time,
        deliveryAddress: sub.deliveryAddress,
        deliveryZip: sub.deliveryZip,
        phone: sub.phone,
        startDate: sub.startDate,
        notes: sub.notes,
        estimatedTotal: fromCents(pricing.ok ? pricing.totalCents : 0),
        bill: bills[i]!,
        nextDates: upcoming.filter((d) => !skippedDates.includes(d)).slice(0, 3),
        skippedDates,
        skipReasons: Object.fromEntries(own.flatMap((s) => (s.reason ? [[s.date, s.reason]] : []))),
        createdAt: sub.createdAt.toISOString(),
      };
    });
  }

  async function select(where: ReturnType<typeof eq> | undefined) {
    const rows = await db
      .select({ sub: recurringOrders, fullName: users.fullName, username: users.username })
      .from(recurringOrders)
      .innerJoin(users, eq(users.id, recurringOrders.userId))
      .where(where)
      .orderBy(desc(recurringOrders.id));
    return rows.map((r) => ({ sub: r.sub, customerName: r.fullName || r.username }));
  }

  async function owned(user: PublicUser, id: number) {
    const [row] = await select(eq(recurringOrders.id, id));
    // Someone else's recurring order answers 404, as if it did not exist.
    if (!row || (!isAdmin(user) && row.sub.userId !== user.id)) throw notFound('Recurring order not found.');
    return row;
  }

  /** Withdraws the not-yet-started orders of these occurrences (skip, cancel). */
  async function withdrawOrders(orderIds: (number | null)[]) {
    const ids = orderIds.filter((id): id is number => id !== null);
    if (ids.length === 0) return;
    const open = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.id, ids), inArray(orders.status, [...WITHDRAWABLE])));
    for (const o of open) await deps.orders.setStatus(o.id, 'cancelled');
  }

  async function skipNext(sub: Row, now: Date) {
    if (sub.status !== 'active')
      throw conflict(
        'Only an active recurring order can skip a delivery.',
        undefined,
        ErrorCode.recurringOrderNotActive,
      );
    const today = businessClock(now).date;
    const taken = await db
      .select()
      .from(recurringOrderOccurrences)
      .where(
        and(
          eq(recurringOrderOccurrences.recurringOrderId, sub.id),
          gte(recurringOrderOccurrences.date, today),
        ),
      );
    const next = occurrenceDates(
      { ...sub, weekday: sub.weekday as Weekday },
      today,
      addDays(today, 400),
    ).find((d) => taken.find((t) => t.date === d)?.status !== 'skipped');
    if (!next) throw conflict('There is no delivery to skip.', undefined, ErrorCode.nothingToSkip);
    const existing = taken.find((t) => t.date === next);
    if (existing?.orderId) {
      const [order] = await db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, existing.orderId));
      if (order && !(WITHDRAWABLE as readonly string[]).includes(order.status))
        throw conflict(
          'The next delivery is already being prepared and can no longer be skipped.',
          undefined,
          ErrorCode.deliveryInPreparation,
        );
    }
    await db
      .insert(recurringOrderOccurrences)
      .values({ recurringOrderId: sub.id, date: next, status: 'skipped' })
      .onConflictDoUpdate({
        target: [recurringOrderOccurrences.recurringOrderId, recurringOrderOccurrences.date],
        set: { status: 'skipped' },
      });
    await withdrawOrders([existing?.orderId ?? null]);
  }

  return {
    /** Recurring orders still running (for the admin dashboard). */
    async countActive(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recurringOrders)
        .where(eq(recurringOrders.status, 'active'));
      return row?.n ?? 0;
    },

    async create(user: PublicUser, body: Create, now = new Date()): Promise<RecurringOrder> {
      const problem = startDateProblem(body.startDate, now);
      if (problem) throw badRequest(`startDate: ${problem}`, { startDate: problem });
      // The first delivery keeps the ordering rules of any booking: the minimum lead time (at its hour),
      // blackout days, a full day and the Book Now pause, said about the start date (decision 0062).
      const first = firstOnWeekday(body.startDate, body.weekday);
      await onField(
        deps.bookingRules.check({ kind: 'event', date: first, startsAt: businessInstant(first, body.time) }),
        'startDate',
      );
      await priced(body.items);
      // Delivered every time: the ZIP must be one the business delivers to (its fee is on each bill).
      await deps.orders.billRecurring(
        user.id,
        0,
        { address: body.deliveryAddress, zip: body.deliveryZip },
        { refuse: true },
      );
      const [row] = await db
        .insert(recurringOrders)
        .values({
          userId: user.id,
          items: body.items,
          frequency: body.frequency,
          weekday: body.weekday,
          time: body.time,
          deliveryAddress: body.deliveryAddress,
          deliveryZip: body.deliveryZip,
          phone: body.phone,
          startDate: body.startDate,
          notes: body.notes || null,
        })
        .returning({ id: recurringOrders.id });
      // A first delivery within the week is ordered at once rather than at the job's next tick.
      await deps.job.run(now, row!.id);
      return (await present([await owned(user, row!.id)], now))[0]!;
    },

    /** Clients see their own; admins see every recurring order. */
    async list(user: PublicUser, now = new Date()): Promise<RecurringOrder[]> {
      return present(await select(isAdmin(user) ? undefined : eq(recurringOrders.userId, user.id)), now);
    },

    async update(
      user: PublicUser,
      id: number,
      body: UpdateRecurringOrder,
      now = new Date(),
    ): Promise<RecurringOrder> {
      const { sub } = await owned(user, id);
      const set = (values: Partial<typeof recurringOrders.$inferInsert>) =>
        db
          .update(recurringOrders)
          .set({ ...values, updatedAt: now })
          .where(eq(recurringOrders.id, id));
      if ('items' in body) {
        if (sub.status === 'cancelled')
          throw conflict('This recurring order is cancelled.', undefined, ErrorCode.recurringOrderCancelled);
        await priced(body.items);
        await set({ items: body.items });
      } else if (body.action === 'skip') {
        await skipNext(sub, now);
      } else if (sub.status === 'cancelled') {
        throw conflict('This recurring order is cancelled.', undefined, ErrorCode.recurringOrderCancelled);
      } else if (body.action === 'pause') {
        await set({ status: 'paused' });
      } else if (body.action === 'resume') {
        await set({ status: 'active' });
        await deps.job.run(now, id);
      } else {
        await set({ status: 'cancelled' });
        const today = businessClock(now).date;
        const future = await db
          .select({ orderId: recurringOrderOccurrences.orderId })
          .from(recurringOrderOccurrences)
          .where(
            and(
              eq(recurringOrderOccurrences.recurringOrderId, id),
              gte(recurringOrderOccurrences.date, today),
            ),
          );
        await withdrawOrders(future.map((f) => f.orderId));
      }
      return (await present([await owned(user, id)], now))[0]!;
    },
  };
}

export type RecurringOrderService = ReturnType<typeof createRecurringOrderService>;
