import { z } from 'zod';
import { type Order, OrderSchema, type OrderStatus } from './schema.ts';

/**
 * An order as staff see it (issue 28 §4, docs/decisions/0085): its items, times, addresses and
 * status, never a price, a payment or a discount code. The server sends staff this and nothing more.
 * The customer is reached by phone from the kitchen; their email is the office's (issue 34 §7).
 */
export const CrewOrderSchema = OrderSchema.omit({
  email: true,
  total: true,
  subtotal: true,
  discountCode: true,
  discountAmount: true,
  hasMarketPriceItems: true,
  bill: true,
  amountPaid: true,
  items: true,
  costing: true,
}).extend({
  items: z.array(
    z.object({
      id: z.number().int(),
      menuItemId: z.number().int().nullable(),
      name: z.string(),
      panSize: z.enum(['half', 'full']).nullable(),
      quantity: z.number().int(),
    }),
  ),
});
export type CrewOrder = z.infer<typeof CrewOrderSchema>;

export const CrewOrderListSchema = z.object({
  orders: z.array(CrewOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CrewOrderList = z.infer<typeof CrewOrderListSchema>;

/** The statuses staff may set: the kitchen's and the driver's steps, not confirming or cancelling. */
export const CREW_STATUSES: readonly OrderStatus[] = ['preparing', 'ready', 'out_for_delivery', 'completed'];

/** An order with its money left out: what is sent to staff. */
export function crewOrder(order: Order): CrewOrder {
  const {
    total: _total,
    subtotal: _subtotal,
    discountCode: _code,
    discountAmount: _discount,
    hasMarketPriceItems: _market,
    bill: _bill,
    amountPaid: _paid,
    email: _email,
    costing: _costing,
    items,
    ...rest
  } = order;
  return {
    ...rest,
    items: items.map(({ id, menuItemId, name, panSize, quantity }) => ({
      id,
      menuItemId,
      name,
      panSize,
      quantity,
    })),
  };
}
