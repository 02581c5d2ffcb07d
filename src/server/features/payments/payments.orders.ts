import { and, eq } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import type { BusinessIdentity } from '../../../common/business.ts';
import { ErrorCode } from '../../../common/error-codes.ts';
import { fromCents, toCents } from '../../../common/money.ts';
import { orderNumber } from '../../../common/orders/schema.ts';
import type {
  OrderOfflinePaymentBody,
  OrderPaymentBody,
  Payment,
  PaymentResult,
} from '../../../common/payments.ts';
import type { Database } from '../../db/connect.ts';
import { orders, payments } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { PaymentGateway } from '../../platform/payments/index.ts';
import { hashToken } from '../../platform/tokens.ts';
import { actorOf, recordAudit } from '../audit/audit.record.ts';
import type { OrderService } from '../orders/orders.service.ts';
import {
  createCharger,
  idempotencyKey,
  PaymentFailedError,
  type PaymentRow,
  toPayment,
} from './payments.charges.ts';
import { orderPaymentNoticeMail, orderReceiptMail } from './payments.mail.ts';

const NOT_FOUND = 'Order not found.';

/**
 * Checkout orders paid online (issue 26 §2): when the offer says orders are paid at checkout, the
 * customer pays the order's stored bill total through the payment gateway, once.
 */
export function createOrderPayments(deps: {
  db: Database;
  gateway: PaymentGateway;
  mailer: Mailer;
  orders: OrderService;
  business: () => Promise<BusinessIdentity>;
  businessEmail: string;
  publicUrl: string;
}) {
  const { db, gateway } = deps;

  /** A settled payment of an order: the receipt to the customer, the notice to the business. */
  async function notifyPaid(row: PaymentRow): Promise<void> {
    if (row.orderId === null || row.status !== 'succeeded') return;
    // Paid in full: a completed order now earns its points (issue 34 §7).
    await deps.orders.paymentChanged(row.orderId);
    const order = await deps.orders.find(row.orderId);
    if (!order) return;
    const payment = toPayment(row);
    const ctx = { businessName: (await deps.business()).name, businessEmail: deps.businessEmail };
    const receipt = orderReceiptMail(payment, order, ctx);
    if (receipt) await deps.mailer.send(receipt);
    await deps.mailer.send(orderPaymentNoticeMail(payment, order, ctx));
  }

  const { chargeOnce } = createCharger(db, gateway, notifyPaid);

  /**
   * Who may pay: the signed-in owner of the order, or whoever holds its tracking link's secret (a
   * visitor's order has no account). Anyone else is told the order does not exist.
   */
  async function payableBy(id: number, user: PublicUser | null, token: string | undefined) {
    const [row] = await db
      .select({ userId: orders.userId, tokenHash: orders.trackingTokenHash })
      .from(orders)
      .where(eq(orders.id, id));
    if (!row) throw notFound(NOT_FOUND);
    const owner = user !== null && row.userId !== null && row.userId === user.id;
    const holder = token !== undefined && row.tokenHash !== null && hashToken(token) === row.tokenHash;
    if (!owner && !holder) throw notFound(NOT_FOUND);
    return (await deps.orders.find(id))!;
  }

  return {
    notifyPaid,

    /**
     * The owner records money received for an order by check, cash or transfer (orders the business
     * confirms by phone are paid that way): what is still owed, so the order reads paid. The audit
     * trail names who recorded it, written with the payment.
     */
    async recordOffline(id: number, body: OrderOfflinePaymentBody, by: PublicUser): Promise<Payment> {
      const order = await deps.orders.find(id);
      if (!order) throw notFound(NOT_FOUND);
      if (order.status === 'cancelled')
        throw conflict(
          'This order was cancelled: there is nothing to pay.',
          undefined,
          ErrorCode.nothingToPay,
        );
      const owed = toCents(order.total) - toCents(order.amountPaid);
      if (owed <= 0) throw conflict('This order is already paid.', undefined, ErrorCode.alreadyPaid);
      // Two clicks at once record once: the key names how many payments the order had before.
      const earlier = await db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, id));
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(payments)
          .values({
            orderId: id,
            idempotencyKey: `o${id}:offline:${earlier.length}`,
            kind: 'offline',
            amountCents: owed,
            status: 'succeeded',
            gateway: 'offline',
            method: body.method,
            note: body.note ?? null,
            paidBy: by.id,
            settledAt: new Date(),
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) throw conflict('This order is already paid.', undefined, ErrorCode.alreadyPaid);
        const payment = toPayment(inserted);
        await recordAudit(tx, {
          actor: actorOf(by),
          action: 'recorded',
          entity: 'payment',
          entityId: payment.id,
          after: {
            status: payment.status,
            amount: payment.amount,
            method: payment.method,
            note: payment.note,
            order: orderNumber(id),
          },
        });
        return inserted;
      });
      await deps.orders.paymentChanged(id);
      return toPayment(row);
    },

    /** Charges the order's bill total; the amount a browser sends is never read. */
    async pay(
      id: number,
      body: OrderPaymentBody,
      user: PublicUser | null,
      keyHeader: string | undefined,
    ): Promise<{ result: PaymentResult; status: 'succeeded' | 'pending' }> {
      const order = await payableBy(id, user, body.token);
      const { offer } = await deps.business();
      if (offer.orderPayment !== 'checkout' || gateway.name === 'off') {
        throw conflict(
          'Orders are paid when we confirm them: we will call you to arrange payment.',
          undefined,
          ErrorCode.orderNotPayableOnline,
        );
      }
      if (order.type !== 'catering')
        throw conflict('A dinner order is paid at pickup.', undefined, ErrorCode.orderNotPayableOnline);
      if (order.status === 'cancelled')
        throw conflict(
          'This order was cancelled: there is nothing to pay.',
          undefined,
          ErrorCode.nothingToPay,
        );
      if (order.hasMarketPriceItems) {
        throw conflict(
          'This order has market-price items: we price them when we confirm, then you pay.',
          undefined,
          ErrorCode.orderNotPayableOnline,
        );
      }
      const cents = toCents(order.total);
      if (cents === 0)
        throw conflict(
          'This order totals $0.00: there is nothing to pay.',
          undefined,
          ErrorCode.nothingToPay,
        );
      if (toCents(order.amountPaid) >= cents)
        throw conflict('This order is already paid.', undefined, ErrorCode.alreadyPaid);

      const key = idempotencyKey(`o${id}:order`, keyHeader);
      const { row, clientSecret } = await chargeOnce(
        {
          orderId: id,
          kind: 'order',
          amountCents: cents,
          status: 'pending',
          gateway: gateway.name,
          idempotencyKey: key,
          paidBy: user?.id ?? null,
        },
        body.card,
        `Order ${order.orderNumber}`,
        () => conflict('This order is already paid.', undefined, ErrorCode.alreadyPaid),
      );
      if (row.status === 'failed') throw new PaymentFailedError(toPayment(row));
      if (row.status === 'refunded')
        throw conflict('This payment was refunded.', undefined, ErrorCode.paymentRefunded);
      const paid = await db
        .select({ amountCents: payments.amountCents })
        .from(payments)
        .where(and(eq(payments.orderId, id), eq(payments.status, 'succeeded')));
      const paidCents = paid.reduce((sum, p) => sum + p.amountCents, 0);
      return {
        result: {
          payment: toPayment(row),
          amountPaid: fromCents(paidCents),
          balanceDue: fromCents(Math.max(0, cents - paidCents)),
          ...(clientSecret ? { clientSecret } : {}),
        },
        status: row.status,
      };
    },
  };
}

export type OrderPayments = ReturnType<typeof createOrderPayments>;
