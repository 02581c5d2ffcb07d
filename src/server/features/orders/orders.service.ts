import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { billWithoutCharges } from '../../../common/bill/compute.ts';
import { findZone } from '../../../common/bill/from-offer.ts';
import type { Bill, Fulfilment } from '../../../common/bill/types.ts';
import type { BusinessIdentity } from '../../../common/business.ts';
import { businessInstant } from '../../../common/business-time.ts';
import { type CartLine, lineFor } from '../../../common/cart/rules.ts';
import { emailKey } from '../../../common/email-key.ts';
import { ErrorCode } from '../../../common/errors.ts';
import { unitPrice } from '../../../common/menu/price-text.ts';
import { fromCents, toCents } from '../../../common/money.ts';
import type { Offer } from '../../../common/offer/types.ts';
import type { ClientMatch, PhoneOrderBody } from '../../../common/orders/phone-orders.ts';
import type { Reorder } from '../../../common/orders/reorder.ts';
import { eventDateProblem, pickupProblem } from '../../../common/orders/schedule.ts';
import {
  type Estimate,
  type EstimateBodySchema,
  type Order,
  type OrderList,
  type OrderListQuery,
  type OrderStatus,
  type OrderType,
  orderNumber,
  type PlacedOrder,
  type PlaceOrderBodySchema,
  trackingPath,
} from '../../../common/orders/schema.ts';
import { type StatusActor, statusRefusal } from '../../../common/orders/status-paths.ts';
import { DELIVERY_ADDRESS_MESSAGE, TIME_WINDOW_MESSAGE } from '../../../common/orders/time-windows.ts';
import { DELETED_CLIENT } from '../../../common/profile.ts';
import type { Database } from '../../db/connect.ts';
import { orderItems, orderStatusEvents, orders, payments, users } from '../../db/schema/index.ts';
import { isAdmin } from '../../platform/access.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { fieldError } from '../../platform/field-error.ts';
import type { Mailer } from '../../platform/mail.ts';
import { visibleTo } from '../../platform/ownership.ts';
import { wantsStatusMail } from '../../platform/preferences.ts';
import { toPublicUser } from '../../platform/sessions.ts';
import { actorOf, recordAudit, SYSTEM_ACTOR } from '../audit/audit.record.ts';
import { billOrRefuse, exemptionFor } from '../bill/bill.exemption.ts';
import type { DiscountService } from '../discounts/discounts.service.ts';
import type { Tx } from '../loyalty/loyalty.ledger.ts';
import type { OrderReward, OrderRewardInput } from '../loyalty/reward-codes.ts';
import type { MenuService } from '../menu/menu.service.ts';
import type { BookingHold } from '../switches/booking-rules.ts';
import { orderListFilters } from './orders.filters.ts';
import { businessNotification, customerConfirmation, statusUpdate } from './orders.mail.ts';
import { priceOrder } from './orders.pricing.ts';
import { insertPricedOrder } from './orders.store.ts';

type PlaceOrder = ReturnType<typeof PlaceOrderBodySchema.parse>;
type EstimateBody = ReturnType<typeof EstimateBodySchema.parse>;
/** What a bill is made from: the lines and the customer's choices, from checkout or an estimate. */
type BillChoices = {
  type: OrderType;
  items: EstimateBody['items'];
  fulfilment?: Fulfilment | undefined;
  deliveryZip?: string | null | undefined;
  gratuityPercent?: number | undefined;
  discountCode?: string | null | undefined;
  email?: string | undefined;
};
type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderItems.$inferSelect;

function toOrder(row: OrderRow, lines: LineRow[], paidCents = 0): Order {
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
    total: fromCents(row.totalCents),
    subtotal: fromCents(row.subtotalCents ?? row.totalCents),
    discountCode: row.discountCode,
    discountAmount: fromCents(row.discountCents),
    hasMarketPriceItems: row.hasMarketPriceItems,
    bill:
      row.bill ??
      billWithoutCharges(
        fromCents(row.subtotalCents ?? row.totalCents),
        fromCents(row.discountCents),
        fromCents(row.totalCents),
      ),
    deliveryZip: row.deliveryZip,
    fulfilment: row.fulfilment,
    timeWindow: row.timeWindow,
    deliveryAddress: row.deliveryAddress,
    source: row.source,
    amountPaid: fromCents(paidCents),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    items: lines.map((l) => ({
      id: l.id,
      menuItemId: l.menuItemId,
      name: l.name,
      panSize: l.panSize,
      quantity: l.quantity,
      unitPrice: fromCents(l.unitPriceCents),
      lineTotal: fromCents(l.lineTotalCents),
      isMarketPrice: l.isMarketPrice,
    })),
  };
}

/**
 * A checkout order's handover: one of the offer's time windows when it has any, and an address for a
 * delivery. Refusals are 400s naming the field.
 */
function handoverColumns(body: PlaceOrder & { type: 'catering' }, fulfilment: Fulfilment, offer: Offer) {
  const windows = offer.delivery.windows;
  const timeWindow = body.timeWindow?.trim() || null;
  if (windows.length > 0 && (timeWindow === null || !windows.includes(timeWindow))) {
    throw fieldError('timeWindow', TIME_WINDOW_MESSAGE, TIME_WINDOW_MESSAGE);
  }
  const address = body.deliveryAddress?.trim() || null;
  if (fulfilment === 'delivery' && address === null) {
    throw fieldError('deliveryAddress', DELIVERY_ADDRESS_MESSAGE, DELIVERY_ADDRESS_MESSAGE);
  }
  return {
    fulfilment,
    timeWindow: windows.length > 0 ? timeWindow : null,
    deliveryAddress: fulfilment === 'delivery' ? address : null,
  };
}

/** The customer columns of an order: a checkout names an event, a dinner order a pickup. */
function customerColumns(body: PlaceOrder, now: Date, offer: Offer) {
  if (body.type === 'dinner') {
    const problem = pickupProblem(body.pickupDate, body.pickupTime, now, offer.dinnerPickup.hours);
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
    // Empty only for a phone order's caller without an email (checkout's schema requires one).
    email: body.email || null,
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
  /** A card gateway is configured (not 'off'): orders may be paid online when the offer says so. */
  onlinePayment?: boolean;
  /** How long a status mail waits for the next change of the same order (STATUS_MAIL_DELAY_SECONDS). */
  statusMailDelayMs: number;
  /** Loyalty: reward codes at checkout, points when an order is completed (or no longer is). */
  loyalty?: {
    applyToOrder: (tx: Tx, input: OrderRewardInput) => Promise<OrderReward>;
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
    const paid = await db
      .select({ orderId: payments.orderId, amountCents: payments.amountCents })
      .from(payments)
      .where(
        and(
          inArray(
            payments.orderId,
            rows.map((r) => r.id),
          ),
          eq(payments.status, 'succeeded'),
        ),
      );
    const paidOf = (id: number) =>
      paid.filter((p) => p.orderId === id).reduce((sum, p) => sum + p.amountCents, 0);
    return rows.map((row) =>
      toOrder(
        row,
        lines.filter((l) => l.orderId === row.id),
        paidOf(row.id),
      ),
    );
  }

  async function find(id: number): Promise<Order | null> {
    const rows = await db.select().from(orders).where(eq(orders.id, id));
    return (await withLines(rows))[0] ?? null;
  }

  /**
   * Mails the customer's confirmation (with the tracking link) and tells the business. A phone order
   * was entered by the business: it mails the customer only when asked, and never the business itself.
   */
  async function announce(
    id: number,
    trackingToken: string,
    recipientProven = true,
    { customer = true, business: toBusiness = true }: { customer?: boolean; business?: boolean } = {},
  ): Promise<Order> {
    const order = (await find(id))!;
    const business = await deps.business();
    const trackingUrl = `${deps.publicUrl}${trackingPath(id, trackingToken)}`;
    const confirmation = customerConfirmation(order, business, trackingUrl, { recipientProven });
    if (confirmation && customer) await mailer.send(confirmation);
    if (toBusiness) await mailer.send(businessNotification(order, business, deps.businessEmail));
    return order;
  }

  /**
   * Prices the lines from the menu, checks the discount code against that price and bills the rest
   * under the offer (the client's exemption included). Refusals are 400s naming the field.
   */
  async function priceAndBill(input: BillChoices, user: PublicUser | null, now: Date) {
    const pricing = priceOrder(input.type, input.items, await deps.menu.snapshot());
    if (!pricing.ok) {
      const [first] = Object.values(pricing.fieldErrors);
      throw badRequest(first ?? 'Check the items of your order', pricing.fieldErrors);
    }
    // The code is checked against the server's own price; an invalid one stores nothing.
    const discount = input.discountCode
      ? await deps.discounts.evaluate({
          code: input.discountCode,
          subtotalCents: pricing.totalCents,
          email: input.email || null,
          user,
        })
      : null;
    const { offer } = await deps.business();
    const fulfilment = input.fulfilment ?? (input.deliveryZip ? 'delivery' : 'pickup');
    // A dinner order is always picked up, whether or not catering orders may be.
    const rules =
      input.type === 'dinner' ? { ...offer, delivery: { ...offer.delivery, pickup: true } } : offer;
    const exemption = await exemptionFor(db, user?.id, now);
    const billWith = (discountCents: number) =>
      billOrRefuse(rules, {
        kind: 'orders',
        subtotalCents: pricing.totalCents,
        discountCents,
        fulfilment,
        deliveryZip: input.deliveryZip,
        gratuityPercent: input.gratuityPercent,
        exemption,
      });
    billWith(discount?.discountCents ?? 0);
    return { pricing, discount, billWith, fulfilment };
  }

  return {
    /**
     * A deleted account's orders stay in the books without the person: no name, contact or place
     * (inside the deletion's transaction, profile.account.ts).
     */
    async forgetCustomer(tx: Pick<Database, 'update'>, userId: number): Promise<void> {
      await tx
        .update(orders)
        .set({
          userId: null,
          customerName: DELETED_CLIENT,
          firstName: null,
          lastName: null,
          email: null,
          phone: '',
          eventLocation: null,
          updatedAt: new Date(),
        })
        .where(eq(orders.userId, userId));
    },

    /**
     * A recurring order's occurrence: delivered to the address set up with the business, its fee found
     * by the ZIP asked with it (`refuse`: a new one's ZIP must be in a zone, 400 on deliveryZip).
     */
    async billRecurring(
      userId: number,
      subtotalCents: number,
      where: { address: string | null; zip: string | null },
      { refuse = false } = {},
    ): Promise<Bill> {
      const { offer } = await deps.business();
      // Recurring orders made before the ZIP was asked: the last ZIP in the address, if any.
      const zip =
        where.zip ?? [...(where.address ?? '').matchAll(/\b(\d{5})(?:-\d{4})?\b/g)].at(-1)?.[1] ?? null;
      // A new recurring order is refused a ZIP outside every zone, as checkout is (400 on deliveryZip);
      // one already running is billed without a delivery fee rather than stopped if its zone went away.
      const zoned = refuse || (zip !== null && findZone(offer, zip) !== undefined);
      return billOrRefuse(offer, {
        kind: 'orders',
        subtotalCents,
        discountCents: 0,
        fulfilment: zoned ? 'delivery' : null,
        deliveryZip: zip,
        exemption: await exemptionFor(db, userId),
      });
    },

    /** The bill a cart would get now (POST /api/orders/estimate); nothing is stored. */
    async estimate(body: EstimateBody, user: PublicUser | null): Promise<Estimate> {
      const { discount, billWith } = await priceAndBill(body, user, new Date());
      return { bill: billWith(discount?.discountCents ?? 0) };
    },

    /**
     * `admit` runs once the order is known to be valid, before it is stored (the rate limit); `hold`
     * first thing in the transaction that stores it (the booking rules' capacity, see BookingRules.hold).
     */
    async place(
      body: PlaceOrder,
      user: PublicUser | null,
      {
        admit = async () => {},
        now = new Date(),
        hold,
        phone,
      }: {
        admit?: () => Promise<void>;
        now?: Date;
        hold?: BookingHold;
        /**
         * Taken by phone (POST /api/admin/orders): marked so, and mailed only when asked; the audit
         * trail names who keyed it in.
         */
        phone?: { sendConfirmation: boolean; keyedBy: PublicUser };
      } = {},
    ): Promise<PlacedOrder> {
      const { offer } = await deps.business();
      const customer = customerColumns(body, now, offer);
      // One saving per order: a promotion and a loyalty reward do not stack.
      if (body.discountCode && body.rewardCode) {
        throw badRequest('Use either a discount code or a reward code on one order.', {
          rewardCode: 'Use either a discount code or a reward code on one order.',
        });
      }
      const { pricing, discount, billWith, fulfilment } = await priceAndBill(
        {
          ...body,
          fulfilment: body.type === 'dinner' ? 'pickup' : body.fulfilment,
          deliveryZip: body.type === 'dinner' ? null : body.deliveryZip,
        },
        user,
        now,
      );
      const bill = billWith(discount?.discountCents ?? 0);
      const handover = body.type === 'catering' ? handoverColumns(body, fulfilment, offer) : {};
      await admit();
      const { id, trackingToken } = await db.transaction(async (tx) => {
        await hold?.(tx);
        const placed = await insertPricedOrder(
          tx,
          body.type,
          {
            ...customer,
            ...handover,
            userId: user?.id ?? null,
            source: phone ? 'phone' : 'online',
            deliveryZip:
              fulfilment === 'delivery' && body.type === 'catering' ? (body.deliveryZip ?? null) : null,
          },
          pricing,
          bill,
          discount,
        );
        if (discount) await deps.discounts.redeem(tx, discount);
        const reward = await deps.loyalty?.applyToOrder(tx, {
          code: body.rewardCode,
          userId: user?.id ?? null,
          orderId: placed.id,
          totalCents: pricing.totalCents,
        });
        // The reward shows on the bill as a line of its own (a free tray at $0.00).
        if (reward?.lineName) {
          await tx.insert(orderItems).values({
            orderId: placed.id,
            menuItemId: null,
            name: reward.lineName,
            quantity: 1,
            unitPriceCents: -reward.discountCents,
            lineTotalCents: -reward.discountCents,
          });
        }
        // A reward comes off the food before tax, like a discount code.
        let total = bill.total;
        if (reward && reward.discountCents > 0) {
          const rewarded = billWith(reward.discountCents);
          total = rewarded.total;
          await tx
            .update(orders)
            .set({ bill: rewarded, totalCents: toCents(rewarded.total) })
            .where(eq(orders.id, placed.id));
        }
        // Who placed it (a phone order: who keyed it in), in the same transaction (decision 0099).
        await recordAudit(tx, {
          actor: phone ? actorOf(phone.keyedBy) : actorOf(user, customer.customerName),
          action: phone ? 'phone-order' : 'placed',
          entity: 'order',
          entityId: placed.id,
          after: { status: 'received', type: body.type, source: phone ? 'phone' : 'online', total },
        });
        return placed;
      });
      // The confirmation goes to the typed email: the customer's own only when their verified account has it.
      const proven = !!user?.emailVerified && !!body.email && emailKey(body.email) === emailKey(user.email);
      const placed = phone
        ? await announce(id, trackingToken, true, { customer: phone.sendConfirmation, business: false })
        : await announce(id, trackingToken, proven);
      return {
        ...placed,
        trackingPath: trackingPath(id, trackingToken),
        payOnline:
          offer.orderPayment === 'checkout' &&
          deps.onlinePayment === true &&
          placed.type === 'catering' &&
          !placed.hasMarketPriceItems &&
          toCents(placed.total) > 0,
      };
    },

    announce,
    find,

    /**
     * The customer of a phone order as checkout would name them: a client's account (their profile's
     * name, email and phone), or the caller's details. An unknown client is a 404.
     */
    async phoneCustomer(customer: PhoneOrderBody['customer']): Promise<{
      user: PublicUser | null;
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
    }> {
      if (!('clientId' in customer)) return { user: null, ...customer, email: customer.email ?? '' };
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, customer.clientId), eq(users.role, 'client')));
      if (!row) throw notFound('Client not found.');
      if (!row.phone) {
        const message = 'This client has no phone number on file: enter their details instead.';
        throw badRequest(message, { customer: message });
      }
      const [firstName = row.username, ...rest] = (row.fullName?.trim() || row.username).split(/\s+/);
      return {
        user: toPublicUser(row),
        firstName,
        lastName: rest.join(' '),
        email: row.email,
        phone: row.phone,
      };
    },

    /** Clients whose name, username, email or phone holds the text (the "Enter order" search). */
    async searchClients(search: string): Promise<ClientMatch[]> {
      const text = search.trim();
      const digits = text.replace(/\D/g, '');
      const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const matches: SQL[] = [
        ilike(users.fullName, like),
        ilike(users.username, like),
        ilike(users.email, like),
        ilike(users.phone, like),
      ];
      // "2155550101" finds "(215) 555-0101": the phone's digits are compared too.
      if (digits.length >= 3)
        matches.push(sql`regexp_replace(${users.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
      return db
        .select({
          id: users.id,
          username: users.username,
          fullName: users.fullName,
          email: users.email,
          phone: users.phone,
        })
        .from(users)
        .where(and(eq(users.role, 'client'), text ? or(...matches) : undefined))
        .orderBy(users.fullName, users.id)
        .limit(10);
    },

    /**
     * Admins (and the kitchen: `user` null, its money left out by the route) see every order; a client
     * sees only their own. Newest first, one page at a time.
     */
    async list(user: PublicUser | null, query: OrderListQuery): Promise<OrderList> {
      const filters: SQL[] = orderListFilters(query);
      if (user && !isAdmin(user)) filters.push(eq(orders.userId, user.id));
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

    /**
     * "Order again" (issue 28 §5): the owner's order as cart lines at today's prices. Dishes no longer
     * on the menu (hidden, deleted, or no longer sold in that pan size) are named in `skipped`. Only the
     * order's own client may: anyone else's order answers 404, an admin's included.
     */
    async reorder(user: PublicUser, id: number): Promise<Reorder> {
      const order = await find(id);
      if (!order || order.userId !== user.id) throw notFound('Order not found.');
      if (order.type === 'dinner') {
        throw conflict(
          'A dinner order is ordered again from the dinner menu.',
          undefined,
          ErrorCode.dinnerOrderNotReorderable,
        );
      }
      const menu = await deps.menu.snapshot();
      const items: CartLine[] = [];
      const skipped: Reorder['skipped'] = [];
      for (const line of order.items) {
        const item = line.menuItemId === null ? undefined : menu.byId.get(line.menuItemId);
        const dinnerDish = item && menu.categoryBySlug.get(item.category)?.kind === 'dinner';
        const price = item ? unitPrice(item.prices, line.panSize ?? undefined) : null;
        if (!item?.isActive || dinnerDish || !price || 'error' in price) {
          skipped.push({ menuItemId: line.menuItemId, name: item?.name ?? line.name });
          continue;
        }
        const cartLine = lineFor(item, line.panSize ?? undefined);
        const existing = items.find((l) => l.id === cartLine.id);
        const quantity = Math.max(line.quantity, item.minOrder);
        if (existing) existing.quantity = Math.min(1000, existing.quantity + quantity);
        else items.push({ ...cartLine, quantity: Math.min(1000, quantity) });
      }
      return { items, skipped };
    },

    /** Someone else's order answers 404, as if it did not exist. */
    async get(user: PublicUser, id: number): Promise<Order> {
      return visibleTo(await find(id), user, (order) => order.userId, 'Order not found.');
    },

    /** Any order, for the kitchen's screens (the route leaves its money out for staff). */
    async getForKitchen(id: number): Promise<Order> {
      const order = await find(id);
      if (!order) throw notFound('Order not found.');
      return order;
    },

    /**
     * An order's status follows its path (status-paths.ts): its kind's hand-off step, completed on or
     * after its day, staff only forward on confirmed orders; a refusal is a 409 naming where it may go.
     * The customer's mail waits `statusMailDelayMs` and is replaced by a later change meanwhile: four
     * quick steps send one mail, about where the order ended (docs/decisions/0061). `notifyCustomer:
     * false` writes no mail at all. The audit trail names `by` (no one: the system).
     */
    async setStatus(
      id: number,
      status: OrderStatus,
      {
        actor = 'admin',
        notifyCustomer = true,
        by = null,
      }: { actor?: StatusActor; notifyCustomer?: boolean; by?: PublicUser | null } = {},
    ): Promise<Order> {
      const [previous] = await db
        .select({
          status: orders.status,
          type: orders.type,
          fulfilment: orders.fulfilment,
          eventDate: orders.eventDate,
          pickupAt: orders.pickupAt,
        })
        .from(orders)
        .where(eq(orders.id, id));
      if (!previous) throw notFound('Order not found.');
      const refusal = statusRefusal(previous, status, actor, new Date());
      if (refusal) throw conflict(refusal, { status: refusal }, ErrorCode.statusNotAllowed);
      await db.transaction(async (tx) => {
        // Only from the status checked above (or to the same one): two moves at once cannot both pass
        // the path's check each from a status the other has left.
        const [moved] = await tx
          .update(orders)
          .set({ status, updatedAt: new Date() })
          .where(and(eq(orders.id, id), inArray(orders.status, [previous.status, status])))
          .returning({ id: orders.id });
        if (!moved) {
          throw conflict(
            'This order was changed meanwhile: look at it again.',
            undefined,
            ErrorCode.changedMeanwhile,
          );
        }
        if (previous.status === status) return;
        // The tracker's timeline: each change is kept with its time; the audit trail says who.
        await tx.insert(orderStatusEvents).values({ orderId: id, status });
        await recordAudit(tx, {
          actor: by ? actorOf(by) : SYSTEM_ACTOR,
          action: 'status-changed',
          entity: 'order',
          entityId: id,
          before: { status: previous.status },
          after: { status },
        });
      });
      const order = (await find(id))!;
      // A cancelled order owes nothing: its discount code's use is given back (and taken again if not).
      // So is its first-order reservation: the customer may use such a code again.
      await deps.discounts.settleUse(
        order.discountCode,
        { before: previous.status !== 'cancelled', after: status !== 'cancelled' },
        { email: order.email, userId: order.userId },
      );
      if (previous.status !== status && notifyCustomer) {
        const mail = statusUpdate(order, await deps.business());
        if (mail && (await wantsStatusMail(db, order.userId))) {
          await mailer.send(mail, { key: `order-status:${id}`, delayMs: deps.statusMailDelayMs });
        }
      }
      await deps.loyalty?.syncOrder(id);
      return order;
    },

    /**
     * A payment of the order was taken, recorded or refunded: points follow (earned once it is
     * completed and paid, reversed when a refund leaves it unpaid).
     */
    async paymentChanged(id: number): Promise<void> {
      await deps.loyalty?.syncOrder(id);
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
