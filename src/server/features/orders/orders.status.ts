import { and, eq, inArray } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { ErrorCode } from '../../../common/errors.ts';
import type { Order, OrderStatus } from '../../../common/orders/schema.ts';
import { type StatusActor, statusRefusal } from '../../../common/orders/status-paths.ts';
import { orderStatusEvents, orders } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { wantsStatusMail } from '../../platform/preferences.ts';
import { actorOf, recordAudit, SYSTEM_ACTOR } from '../audit/audit.record.ts';
import type { OrderContext } from './orders.context.ts';
import { statusUpdate } from './orders.mail.ts';
import { orderStatusText } from './orders.texts.ts';

/** An order's status moves along its status path, with the customer's status mail and loyalty's points. */
export function createOrderStatus(context: OrderContext) {
  const { deps, db, mailer, find } = context;

  return {
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
      // Issue 39: an order billed to a house account gets its invoice when confirmed.
      if (status === 'confirmed' && previous.status !== status) await deps.accounts?.confirmed?.(id);
      const order = (await find(id))!;
      // A cancelled order owes nothing: its discount code's use is given back (and taken again if not).
      // So is its first-order reservation: the customer may use such a code again.
      await deps.discounts.settleUse(
        order.discountCode,
        { before: previous.status !== 'cancelled', after: status !== 'cancelled' },
        { email: order.email, userId: order.userId },
      );
      if (previous.status !== status && notifyCustomer) {
        const business = await deps.business();
        const mail = statusUpdate(order, business);
        if (mail && (await wantsStatusMail(db, order.userId))) {
          await mailer.send(mail, { key: `order-status:${id}`, delayMs: deps.statusMailDelayMs });
        }
        // The text goes only to a number that opted in (the texts feature checks, and skips otherwise).
        const text = orderStatusText(order, business);
        if (text) await deps.texts?.queue(text);
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
  };
}
