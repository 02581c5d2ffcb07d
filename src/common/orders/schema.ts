import { z } from 'zod';
import { PAYMENT_METHODS, PoNumberSchema } from '../accounts/schema.ts';
import { EmailSchema } from '../auth.ts';
import { BillSchema, DeliveryZipSchema, FulfilmentSchema, GratuityPercentSchema } from '../bill/schema.ts';
import { CostingSchema } from '../costing/schema.ts';
import { requiredDateSchema } from '../dates.ts';
import { OptionalDiscountCodeSchema } from '../discounts/schema.ts';
import { idParam } from '../ids.ts';
import { RewardCodeInputSchema } from '../loyalty.ts';
import { nameSchema } from '../names.ts';
import { PhoneSchema } from '../phone.ts';
import { isOnPickupSlot, PICKUP_SLOT_MESSAGE } from './schedule.ts';

export const ORDER_STATUSES = [
  'received',
  'confirmed',
  'preparing',
  'ready',
  'out_for_delivery',
  'completed',
  'cancelled',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES, { error: 'Choose a status from the list' });
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const ORDER_TYPES = ['catering', 'dinner'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/**
 * An order's displayed number: ORD- and the id padded to 3 digits. Orders have their own prefix so order 5
 * and proposal 5 (CC-2024-005, the spec's number) never read the same (docs/decisions/0013).
 */
const ORDER_NUMBER_PREFIX = 'ORD-';
export function orderNumber(id: number): string {
  return `${ORDER_NUMBER_PREFIX}${String(id).padStart(3, '0')}`;
}

const MAX_ORDER_LINES = 100;

const optionalText = (max: number) => z.string().trim().max(max, 'This is too long').optional().default('');

/** The checkout form of spec part 1 (firstName, lastName, email, phone and eventDate required). */
export const CheckoutCustomerSchema = z.object({
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  email: EmailSchema,
  phone: PhoneSchema,
  eventDate: requiredDateSchema('Event date'),
  eventLocation: optionalText(300),
  specialRequests: optionalText(2000),
});
export type CheckoutCustomer = z.input<typeof CheckoutCustomerSchema>;

/**
 * The dinner customer card: full name and phone required, email optional, a pickup time on the
 * 24-hour clock. Whether it falls in the offer's pickup hours is the server's check (pickupProblem).
 */
export const DinnerCustomerSchema = z.object({
  fullName: nameSchema('Full name'),
  phone: PhoneSchema,
  email: z
    .union([z.literal(''), EmailSchema])
    .optional()
    .default(''),
  pickupDate: requiredDateSchema('Pickup date'),
  pickupTime: z
    .string({ error: 'Pickup time is required' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Choose a pickup time', abort: true })
    // Pickups are counted per 15-minute slot (the form offers 5:00, 5:15, …): 18:07 is no slot.
    .refine(isOnPickupSlot, PICKUP_SLOT_MESSAGE),
  specialInstructions: optionalText(1000),
});
export type DinnerCustomer = z.input<typeof DinnerCustomerSchema>;

export const OrderLineInputSchema = z.object({
  menuItemId: z.number({ error: 'Unknown menu item' }).int().min(1).max(2_147_483_647),
  panSize: z.enum(['half', 'full'], { error: "Pan size is 'half' or 'full'" }).optional(),
  quantity: z
    .number({ error: 'Quantity is required' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(1000, 'Quantity must be at most 1000'),
});

export const ItemsSchema = z
  .array(OrderLineInputSchema, { error: 'Your cart is empty' })
  .min(1, 'Your cart is empty')
  .max(MAX_ORDER_LINES, `An order can have at most ${MAX_ORDER_LINES} lines`);

/**
 * How the food gets there and the tip: without `fulfilment`, an order with a ZIP is delivered and one
 * without is picked up (checkout always says which).
 */
const BillChoicesShape = {
  fulfilment: FulfilmentSchema.optional(),
  deliveryZip: DeliveryZipSchema.nullish(),
  gratuityPercent: GratuityPercentSchema.optional(),
};

/**
 * When and where a checkout order is handed over: one of the offer's time windows (required when the
 * offer has any; checked by the server against the offer) and, for a delivery, the address.
 */
const HandoverShape = {
  timeWindow: z.string({ error: 'Choose one of our time windows.' }).trim().max(20).optional(),
  deliveryAddress: z.string().trim().max(300, 'This is too long').optional(),
};

/** POST /api/orders/estimate: the bill of a cart before it is ordered (docs/decisions/0065). */
export const EstimateBodySchema = z.strictObject({
  type: z.enum(ORDER_TYPES).default('catering'),
  items: ItemsSchema,
  fulfilment: FulfilmentSchema,
  deliveryZip: DeliveryZipSchema.nullish(),
  discountCode: OptionalDiscountCodeSchema,
  gratuityPercent: GratuityPercentSchema.optional(),
});
export type EstimateBody = z.input<typeof EstimateBodySchema>;
export const EstimateSchema = z.object({ bill: BillSchema });
export type Estimate = z.infer<typeof EstimateSchema>;

/** Issue 40 §1: the customer ticked "Text me updates about this order" (consent for the order's phone). */
const SmsOptInSchema = z.boolean({ error: 'smsOptIn is true or false' }).optional();

/**
 * POST /api/orders. Only ids, pan sizes and quantities are read from the cart: any price or total
 * the browser sends is dropped by the schema, and the server prices every line from the menu.
 */
export const PlaceOrderBodySchema = z.discriminatedUnion('type', [
  CheckoutCustomerSchema.extend({
    type: z.literal('catering'),
    items: ItemsSchema,
    discountCode: OptionalDiscountCodeSchema,
    rewardCode: RewardCodeInputSchema,
    ...BillChoicesShape,
    ...HandoverShape,
    // Issue 39: 'account' bills the client's house account (checked by the accounts feature).
    paymentMethod: z.enum(PAYMENT_METHODS, { error: "paymentMethod is 'card' or 'account'" }).optional(),
    poNumber: PoNumberSchema.optional(),
    smsOptIn: SmsOptInSchema,
  }),
  DinnerCustomerSchema.extend({
    type: z.literal('dinner'),
    items: ItemsSchema,
    discountCode: OptionalDiscountCodeSchema,
    rewardCode: RewardCodeInputSchema,
    // A dinner order is picked up: only the tip is the customer's choice.
    gratuityPercent: GratuityPercentSchema.optional(),
    smsOptIn: SmsOptInSchema,
  }),
]);
export type PlaceOrderBody = z.input<typeof PlaceOrderBodySchema>;

/** Checkout as the spec sends it has no `type`: it is a catering order. */
export const PlaceOrderRequestSchema = z.preprocess(
  (value) =>
    value && typeof value === 'object' && !Array.isArray(value) && !('type' in value)
      ? { ...value, type: 'catering' }
      : value,
  PlaceOrderBodySchema,
);

const OrderLineSchema = z.object({
  id: z.number().int(),
  menuItemId: z.number().int().nullable(),
  name: z.string(),
  panSize: z.enum(['half', 'full']).nullable(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  lineTotal: z.string(),
  isMarketPrice: z.boolean(),
});

export const OrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  type: z.enum(ORDER_TYPES),
  status: OrderStatusSchema,
  userId: z.number().int().nullable(),
  customerName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string(),
  eventDate: z.string().nullable(),
  eventLocation: z.string().nullable(),
  pickupAt: z.string().nullable(),
  notes: z.string().nullable(),
  /**
   * What the customer pays for the known prices: the bill's total (tax, charges and tip included);
   * market-price lines are priced when the business confirms.
   */
  total: z.string(),
  /** Known prices before the discount. */
  subtotal: z.string(),
  discountCode: z.string().nullable(),
  discountAmount: z.string(),
  hasMarketPriceItems: z.boolean(),
  /** Every part of what the customer pays; `total` is its total (docs/decisions/0065). */
  bill: BillSchema,
  deliveryZip: z.string().nullable(),
  /** How checkout said the food gets there; null on dinner orders and orders placed before it said. */
  fulfilment: FulfilmentSchema.nullable(),
  /** The offer's time window ('12:00-14:00') the customer chose at checkout. */
  timeWindow: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  /** 'phone': entered by the business from a call (POST /api/admin/orders); 'online': checkout. */
  source: z.enum(['online', 'phone']),
  /** What the customer paid online for it (checkout payment, docs/decisions/0066); '0.00' if nothing. */
  amountPaid: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(OrderLineSchema),
  /** What it costs and earns (issue 37): sent to an admin reading one order, absent for anyone else. */
  costing: CostingSchema.optional(),
});
export type Order = z.infer<typeof OrderSchema>;

/**
 * What Place Order answers: the order and its tracker link. The link's secret is the same one the
 * confirmation mail carries; the browser that placed the order may know it (a visitor has no other way
 * back to the order before the mail arrives). Lists and reads never include it.
 */
export const PlacedOrderSchema = OrderSchema.extend({
  trackingPath: z.string(),
  /** The business takes payment at checkout and this order can be paid online now (its full total). */
  payOnline: z.boolean(),
});
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

/** The tracker page's link for an order and its secret (mail and confirmation alike). */
export const trackingPath = (orderId: number, token: string) => `/tracker?order=${orderId}&token=${token}`;

/**
 * GET /api/orders (and the kitchen's list): one page, newest first, narrowed by the owner's filters.
 * Strict: an unknown parameter or a bad value is a 400 naming it, never an ignored filter.
 */
const OrderListQueryShape = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: OrderStatusSchema.optional(),
  type: z.enum(ORDER_TYPES, { error: "Choose 'catering' or 'dinner'" }).optional(),
  /** Part of the order number (ORD-012, 12), the customer's name, email or phone (its digits too). */
  q: z.string().trim().max(100, 'Search for at most 100 characters').optional(),
  /** The order's day (its event date, else its pickup's day) from and to, both included. */
  from: requiredDateSchema('From').optional(),
  to: requiredDateSchema('To').optional(),
  fulfilment: FulfilmentSchema.optional(),
  /**
   * 'true' (or 'paid'): paid in full (succeeded payments cover the total); 'false' (or 'unpaid'): not
   * yet. Admins only. Both spellings, as the owner's filter reads "Paid" / "Unpaid".
   */
  paid: z
    .enum(['true', 'false', 'paid', 'unpaid'], { error: 'Use paid=true or paid=false' })
    .transform((value) => (value === 'true' || value === 'paid' ? 'true' : 'false'))
    .optional(),
});
const rangeInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
const RANGE_BACKWARDS = { error: 'The end date is before the start date', path: ['to'] };
export const OrderListQuerySchema = OrderListQueryShape.refine(rangeInOrder, RANGE_BACKWARDS);
/** The kitchen's list: the same filters but paid, as staff see no money. */
export const CrewOrderListQuerySchema = OrderListQueryShape.omit({ paid: true }).refine(
  rangeInOrder,
  RANGE_BACKWARDS,
);
export type OrderListQuery = z.infer<typeof OrderListQuerySchema> | z.infer<typeof CrewOrderListQuerySchema>;

export const OrderListSchema = z.object({
  orders: z.array(OrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrderList = z.infer<typeof OrderListSchema>;

export const OrderIdParamsSchema = z.object({
  id: idParam('Unknown order'),
});

/**
 * PATCH /api/orders/{id}/status. `notifyCustomer: false` changes the status without writing to the
 * customer (the owner's "without emailing the customer").
 */
export const OrderStatusBodySchema = z.strictObject({
  status: OrderStatusSchema,
  notifyCustomer: z.boolean({ error: 'notifyCustomer is true or false' }).optional().default(true),
});

export const STATUS_LABELS: Record<OrderStatus, string> = {
  received: 'Received',
  confirmed: 'Confirmed',
  preparing: 'Preparing',
  ready: 'Ready for Pickup',
  out_for_delivery: 'Out for Delivery',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** What an order's saving is called on its bill: its discount code, or a loyalty reward. */
export function orderDiscountLabel(order: { discountCode: string | null }): string {
  return order.discountCode ? `Discount (${order.discountCode})` : 'Loyalty reward';
}
