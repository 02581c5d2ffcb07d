import { and, eq, inArray } from 'drizzle-orm';
import type { BusinessIdentity } from '../../../common/business.ts';
import { type Order, trackingPath } from '../../../common/orders/schema.ts';
import type { Database } from '../../db/connect.ts';
import { orderItems, orders, payments } from '../../db/schema/index.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { DiscountService } from '../discounts/discounts.service.ts';
import type { Tx } from '../loyalty/loyalty.ledger.ts';
import type { OrderReward, OrderRewardInput } from '../loyalty/reward-codes.ts';
import type { MenuService } from '../menu/menu.service.ts';
import type { TextRequest } from '../texts/index.ts';
import { businessNotification, customerConfirmation } from './orders.mail.ts';
import { type OrderRow, toOrder } from './orders.rows.ts';

/**
 * Issue 39: what the accounts feature (registered after orders) adds to the order's life: the
 * check of an order billed to a house account at placing, and its invoice when it is confirmed.
 */
export type AccountHooks = {
  /** Refuses (4xx) an on-account order the account does not allow; null when the order is not on account. */
  checkout?: (
    input: { paymentMethod?: 'card' | 'account'; poNumber?: string },
    user: { id: number } | null,
    totalCents: number,
  ) => Promise<{ record: (tx: Tx, orderId: number) => Promise<void> } | null>;
  confirmed?: (orderId: number) => Promise<void>;
};

/** The orders feature's dependencies: the platform's mailing, the menu, discounts and loyalty. */
export type OrderServiceDeps = {
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
  /** Set by the accounts feature through OrderService.useAccounts. */
  accounts?: AccountHooks;
  /** Issue 40 §1: the customer's text beside a status mail (the texts feature's queueText). */
  texts?: { queue: (request: TextRequest) => Promise<unknown> };
};

/** What every use case of the orders feature shares: the database, reading an order with its lines, its placed mails. */
export function createOrderContext(deps: OrderServiceDeps) {
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

  return { deps, db, mailer, withLines, find, announce };
}

export type OrderContext = ReturnType<typeof createOrderContext>;
