import type { Bill } from '../../../common/bill/types.ts';
import { toCents } from '../../../common/money.ts';
import type { OrderType } from '../../../common/orders/schema.ts';
import type { Database } from '../../db/connect.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { PricedLine } from './orders.pricing.ts';

/** A database handle or an open transaction: both run the same statements. */
export type Executor = Pick<Database, 'insert' | 'select' | 'update'>;

export type OrderColumns = Omit<
  typeof orders.$inferInsert,
  | 'id'
  | 'type'
  | 'totalCents'
  | 'subtotalCents'
  | 'discountCode'
  | 'discountCents'
  | 'hasMarketPriceItems'
  | 'bill'
  | 'trackingTokenHash'
  | 'status'
  | 'createdAt'
  | 'updatedAt'
>;

export type PricedOrder = { lines: PricedLine[]; totalCents: number; hasMarketPriceItems: boolean };

/**
 * Stores a priced order and its lines (run it inside a transaction). Returns the tracking link's
 * secret, which only the confirmation mail ever carries: the database keeps its hash.
 */
export async function insertPricedOrder(
  tx: Executor,
  type: OrderType,
  columns: OrderColumns,
  pricing: PricedOrder,
  /** The bill computed for this order; the order's total is its total. */
  bill: Bill,
  /** A discount code the server accepted for this order (checked by the discounts service). */
  discount?: { code: string; discountCents: number } | null,
): Promise<{ id: number; trackingToken: string }> {
  const discountCents = discount?.discountCents ?? 0;
  const trackingToken = newToken();
  const [row] = await tx
    .insert(orders)
    .values({
      ...columns,
      type,
      subtotalCents: pricing.totalCents,
      totalCents: toCents(bill.total),
      bill,
      discountCode: discount?.code ?? null,
      discountCents,
      hasMarketPriceItems: pricing.hasMarketPriceItems,
      trackingTokenHash: hashToken(trackingToken),
    })
    .returning({ id: orders.id });
  await tx.insert(orderItems).values(
    pricing.lines.map((l) => ({
      orderId: row!.id,
      menuItemId: l.menuItemId,
      name: l.name,
      panSize: l.panSize,
      quantity: l.quantity,
      unitPriceCents: l.unitCents,
      lineTotalCents: l.lineCents,
      isMarketPrice: l.isMarketPrice,
    })),
  );
  return { id: row!.id, trackingToken };
}
