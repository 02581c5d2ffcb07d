import { billWithoutCharges } from '../../../common/bill/compute.ts';
import { fromCents } from '../../../common/money.ts';
import { type Order, orderNumber } from '../../../common/orders/schema.ts';
import type { orderItems, orders } from '../../db/schema/index.ts';

/** How the orders feature turns an order's rows (its lines, its payments) into the API's order. */

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderItems.$inferSelect;

/** An order row with its lines and what was paid of it, as the API answers it. */
export function toOrder(row: OrderRow, lines: LineRow[], paidCents = 0): Order {
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
