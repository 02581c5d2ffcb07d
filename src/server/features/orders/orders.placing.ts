import { eq } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { findZone } from '../../../common/bill/from-offer.ts';
import type { Bill, Fulfilment } from '../../../common/bill/types.ts';
import { businessInstant } from '../../../common/business-time.ts';
import { emailKey } from '../../../common/email-key.ts';
import { toCents } from '../../../common/money.ts';
import type { Offer } from '../../../common/offer/types.ts';
import { eventDateProblem, pickupProblem } from '../../../common/orders/schedule.ts';
import {
  type Estimate,
  type EstimateBodySchema,
  type OrderType,
  type PlacedOrder,
  type PlaceOrderBodySchema,
  trackingPath,
} from '../../../common/orders/schema.ts';
import { DELIVERY_ADDRESS_MESSAGE, TIME_WINDOW_MESSAGE } from '../../../common/orders/time-windows.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';
import { fieldError } from '../../platform/field-error.ts';
import { actorOf, recordAudit } from '../audit/audit.record.ts';
import { billOrRefuse, exemptionFor } from '../bill/bill.exemption.ts';
import type { BookingHold } from '../switches/booking-rules.ts';
import type { OrderContext } from './orders.context.ts';
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

/** Placing an order: checkout's estimate and order, a phone order, a recurring order's bill. */
export function createOrderPlacing(context: OrderContext) {
  const { deps, db, announce } = context;

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
      // Issue 39: billed to a house account (the accounts feature's terms, PO and credit checks).
      const onAccount =
        body.type === 'catering'
          ? ((await deps.accounts?.checkout?.(body, user, toCents(bill.total))) ?? null)
          : null;
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
        await onAccount?.record(tx, placed.id);
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
          !onAccount &&
          deps.onlinePayment === true &&
          placed.type === 'catering' &&
          !placed.hasMarketPriceItems &&
          toCents(placed.total) > 0,
      };
    },
  };
}
