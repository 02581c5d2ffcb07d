import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import type { BusinessIdentity } from '../../../common/business.ts';
import { businessInstant } from '../../../common/business-time.ts';
import { emailKey } from '../../../common/email-key.ts';
import { eventDateProblem, pickupProblem } from '../../../common/orders/schedule.ts';
import {
  type Order,
  type OrderList,
  type OrderListQuery,
  type OrderStatus,
  orderNumber,
  type PlacedOrder,
  type PlaceOrderBodySchema,
  trackingPath,
} from '../../../common/orders/schema.ts';
import type { Database } from '../../db/connect.ts';
import { orderItems, orderStatusEvents, orders } from '../../db/schema/index.ts';
import { isAdmin } from '../../platform/access.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { fieldError } from '../../platform/field-error.ts';
import type { Mailer } from '../../platform/mail.ts';
import { visibleTo } from '../../platform/ownership.ts';
import { wantsStatusMail } from '../../platform/preferences.ts';
import type { DiscountService } from '../discounts/discounts.service.ts';
import type { Tx } from '../loyalty/loyalty.ledger.ts';
import type { OrderRewardInput } from '../loyalty/reward-codes.ts';
import type { MenuService } from '../menu/menu.service.ts';
import type { BookingHold } from '../switches/booking-rules.ts';
import { businessNotification, customerConfirmation, statusUpdate } from './orders.mail.ts';
import { priceOrder } from './orders.pricing.ts';
import { insertPricedOrder } from './orders.store.ts';

type PlaceOrder = ReturnType<typeof PlaceOrderBodySchema.parse>;
type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderItems.$inferSelect;

function toOrder(row: OrderRow, lines: LineRow[]): Order {
  return {
    id: row.id,
    orderNumber: orderNumber(row.id),
    type: row.type,
    status: row.status,
    userId: row.userId,
    customerName: row.customerName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    eventDate: row.eventDate,
    eventLocation: row.eventLocation,
    pickupAt: row.pickupAt?.toISOString() ?? null,
    notes: row.notes,
    total: row.total,
    subtotal: row.subtotal ?? row.total,
    discountCode: row.discountCode,
    discountAmount: row.discountAmount,
    hasMarketPriceItems: row.hasMarketPriceItems,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    items: lines.map((l) => ({
      id: l.id,
      menuItemId: l.menuItemId,
      name: l.name,
      panSize: l.panSize,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      lineTotal: l.lineTotal,
      isMarketPrice: l.isMarketPrice,
    })),
  };
}

/** The customer columns of an order: a checkout names an event, a dinner order a pickup. */
function customerColumns(body: PlaceOrder, now: Date) {
  if (body.type === 'dinner') {
    const problem = pickupProblem(body.pickupDate, body.pickupTime, now);
    if (problem) throw fieldError(problem.field, problem.message);
    return {
      customerName: body.fullName,
      email: body.email || null,
      phone: body.phone,
      pickupAt: businessInstant(body.pickupDate, body.pickupTime),
      notes: body.specialInstructions || null,
    };
  }
  const problem = eventDateProblem(body.eventDate, now);
  if (problem) throw fieldError('eventDate', problem);
  return {
    customerName: `${body.firstName} ${body.lastName}`,
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    phone: body.phone,
    eventDate: body.eventDate,
    eventLocation: body.eventLocation || null,
    notes: body.specialRequests || null,
  };
}

export function createOrderService(deps: {
  db: Database;
  mailer: Mailer;
  menu: MenuService;
  discounts: DiscountService;
  business: () => Promise<BusinessIdentity>;
  businessEmail: string;
  publicUrl: string;
  /** Loyalty: reward codes at checkout, points when an order is completed (or no longer is). */
  loyalty?: {
    applyToOrder: (tx: Tx, input: OrderRewardInput) => Promise<void>;
    syncOrder: (orderId: number) => Promise<void>;
  };
}) {
  const { db, mailer } = deps;

  async function withLines(rows: OrderRow[]): Promise<Order[]> {
    if (rows.length === 0) return [];
    const lines = await db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(orderItems.id);
    return rows.map((row) =>
      toOrder(
        row,
        lines.filter((l) => l.orderId === row.id),
      ),
    );
  }

  async function find(id: number): Promise<Order | null> {
    const rows = await db.select().from(orders).where(eq(orders.id, id));
    return (await withLines(rows))[0] ?? null;
  }

  /** Mails the customer's confirmation (with the tracking link) and tells the business. */
  async function announce(id: number, trackingToken: string, recipientProven = true): Promise<Order> {
    const order = (await find(id))!;
    const business = await deps.business();
    const trackingUrl = `${deps.publicUrl}${trackingPath(id, trackingToken)}`;
    const confirmation = customerConfirmation(order, business, trackingUrl, { recipientProven });
    if (confirmation) await mailer.send(confirmation);
    await mailer.send(businessNotification(order, business, deps.businessEmail));
    return order;
  }

  return {
    /**
     * `admit` runs once the order is known to be valid, before it is stored (the rate limit); `hold`
     * first thing in the transaction that stores it (the booking rules' capacity, see BookingRules.hold).
     */
    async place(
      body: PlaceOrder,
      user: PublicUser | null,
      {
        admit = () => {},
        now = new Date(),
        hold,
      }: { admit?: () => void; now?: Date; hold?: BookingHold } = {},
    ): Promise<PlacedOrder> {
      const customer = customerColumns(body, now);
      const pricing = priceOrder(body.type, body.items, await deps.menu.snapshot());
      if (!pricing.ok) {
        const [first] = Object.values(pricing.fieldErrors);
        throw badRequest(first ?? 'Check the items of your order', pricing.fieldErrors);
      }
      // The code is checked against the server's own price; an invalid one stores nothing.
      // One saving per order: a promotion and a loyalty reward do not stack.
      if (body.discountCode && body.rewardCode) {
        throw badRequest('Use either a discount code or a reward code on one order.', {
          rewardCode: 'Use either a discount code or a reward code on one order.',
        });
      }
      const discount = body.discountCode
        ? await deps.discounts.evaluate({
            code: body.discountCode,
            subtotalCents: pricing.totalCents,
            email: body.email || null,
            user,
          })
        : null;
      admit();
      const { id, trackingToken } = await db.transaction(async (tx) => {
        await hold?.(tx);
        const placed = await insertPricedOrder(
          tx,
          body.type,
          { ...customer, userId: user?.id ?? null },
          pricing,
          discount,
        );
        if (discount) await deps.discounts.redeem(tx, discount);
        await deps.loyalty?.applyToOrder(tx, {
          code: body.rewardCode,
          userId: user?.id ?? null,
          orderId: placed.id,
          totalCents: pricing.totalCents,
        });
        return placed;
      });
      // The confirmation goes to the typed email: the customer's own only when their verified account has it.
      const proven = !!user?.emailVerified && !!body.email && emailKey(body.email) === emailKey(user.email);
      return {
        ...(await announce(id, trackingToken, proven)),
        trackingPath: trackingPath(id, trackingToken),
      };
    },

    announce,

    /** Admins see every order; a client sees only their own. Newest first, one page at a time. */
    async list(user: PublicUser, query: OrderListQuery): Promise<OrderList> {
      const filters: SQL[] = [];
      if (!isAdmin(user)) filters.push(eq(orders.userId, user.id));
      if (query.status) filters.push(eq(orders.status, query.status));
      if (query.type) filters.push(eq(orders.type, query.type));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [counted] = await db.select({ n: count() }).from(orders).where(where);
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return {
        orders: await withLines(rows),
        total: counted?.n ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Someone else's order answers 404, as if it did not exist. */
    async get(user: PublicUser, id: number): Promise<Order> {
      return visibleTo(await find(id), user, (order) => order.userId, 'Order not found.');
    },

    async setStatus(id: number, status: OrderStatus): Promise<Order> {
      const [previous] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
      if (!previous) throw notFound('Order not found.');
      await db.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, id));
      // The tracker's timeline: each change is kept with its time.
      if (previous.status !== status) await db.insert(orderStatusEvents).values({ orderId: id, status });
      const order = (await find(id))!;
      // A cancelled order owes nothing: its discount code's use is given back (and taken again if not).
      await deps.discounts.settleUse(order.discountCode, {
        before: previous.status !== 'cancelled',
        after: status !== 'cancelled',
      });
      if (previous.status !== status) {
        const mail = statusUpdate(order, await deps.business());
        if (mail && (await wantsStatusMail(db, order.userId))) await mailer.send(mail);
      }
      await deps.loyalty?.syncOrder(id);
      return order;
    },

    /** A visitor's orders join the account once it proves it owns their email (as quotes do). */
    async claimForVerifiedUser(user: { id: number; email: string }): Promise<number> {
      const claimed = await db
        .update(orders)
        .set({ userId: user.id, updatedAt: new Date() })
        .where(and(isNull(orders.userId), sql`lower(${orders.email}) = lower(${user.email})`))
        .returning({ id: orders.id });
      return claimed.length;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
