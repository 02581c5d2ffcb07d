import { centsToMoney } from '../../../common/menu/price-text.ts';
import type { OrderType } from '../../../common/orders.ts';
import type { Database } from '../../db/connect.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { PricedLine } from './orders-pricing.ts';

/** A database handle or an open transaction: both run the same statements. */
export type Executor = Pick<Database, 'insert' | 'select' | 'update'>;

export type OrderColumns = Omit<
  typeof orders.$inferInsert,
  'id' | 'type' | 'total' | 'hasMarketPriceItems' | 'trackingTokenHash' | 'status' | 'createdAt' | 'updatedAt'
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
): Promise<{ id: number; trackingToken: string }> {
  const trackingToken = newToken();
  const [row] = await tx
    .insert(orders)
    .values({
      ...columns,
      type,
      total: centsToMoney(pricing.totalCents),
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
      unitPrice: centsToMoney(l.unitCents),
      lineTotal: centsToMoney(l.lineCents),
      isMarketPrice: l.isMarketPrice,
    })),
  );
  return { id: row!.id, trackingToken };
}
