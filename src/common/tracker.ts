import { z } from 'zod';
import { BillSchema, FulfilmentSchema } from './bill/schema.ts';
import { ORDER_TYPES, type OrderStatus, OrderStatusSchema, STATUS_LABELS } from './orders/schema.ts';

/** One step an order reached, and when (ISO 8601). */
const TimelineEntrySchema = z.object({ status: OrderStatusSchema, at: z.string() });
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

const TrackedItemSchema = z.object({ name: z.string(), quantity: z.number().int() });

/** GET /api/orders/:id/tracking?token=…: only what the tracking link may show, nothing personal. */
export const PublicTrackingSchema = z.object({
  orderNumber: z.string(),
  status: OrderStatusSchema,
  timeline: z.array(TimelineEntrySchema),
  items: z.array(TrackedItemSchema),
});
export type PublicTracking = z.infer<typeof PublicTrackingSchema>;

/** A missing, repeated or malformed token is simply not the right token: the route answers 404. */
export const TrackingQuerySchema = z.object({
  token: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' && v.length <= 200 ? v : undefined)),
});

const TrackedOrderSchema = PublicTrackingSchema.extend({
  id: z.number().int(),
  type: z.enum(ORDER_TYPES),
  eventDate: z.string().nullable(),
  pickupAt: z.string().nullable(),
  total: z.string(),
  /** The order's bill, part by part (docs/decisions/0065). */
  bill: BillSchema,
  deliveryZip: z.string().nullable(),
  /** How and when the food is handed over (see orders/time-windows.ts fulfilmentText). */
  fulfilment: FulfilmentSchema.nullable(),
  timeWindow: z.string().nullable(),
  createdAt: z.string(),
});
export type TrackedOrder = z.infer<typeof TrackedOrderSchema>;

const TrackedEventSchema = z.object({
  id: z.number().int(),
  eventType: z.string(),
  eventDate: z.string().nullable(),
  guestCount: z.number().int(),
  venue: z.string().nullable(),
});

/** GET /api/tracker: the signed-in user's orders (newest first) and upcoming accepted events. */
export const TrackerSchema = z.object({
  orders: z.array(TrackedOrderSchema),
  events: z.array(TrackedEventSchema),
});
export type Tracker = z.infer<typeof TrackerSchema>;

export type TimelineStep = {
  key: string;
  label: string;
  at: string | null;
  state: 'done' | 'current' | 'upcoming';
};

const MAIN_PATH: OrderStatus[] = ['received', 'confirmed', 'preparing'];

/**
 * The steps to draw: received → confirmed → preparing → ready for pickup or out for delivery →
 * completed, each with the time it was (last) reached; a cancelled order ends at Cancelled.
 */
export function timelineSteps(status: OrderStatus, timeline: TimelineEntry[]): TimelineStep[] {
  const reachedAt = new Map<string, string>();
  for (const entry of timeline) reachedAt.set(entry.status, entry.at);
  const handoff: OrderStatus | null = reachedAt.has('out_for_delivery')
    ? 'out_for_delivery'
    : reachedAt.has('ready') || status === 'ready'
      ? 'ready'
      : null;
  const path: { key: string; label: string }[] = [
    ...MAIN_PATH.map((s) => ({ key: s, label: STATUS_LABELS[s] })),
    handoff
      ? { key: handoff, label: STATUS_LABELS[handoff] }
      : { key: 'handoff', label: 'Ready for Pickup or Out for Delivery' },
    { key: 'completed', label: STATUS_LABELS.completed },
  ];
  if (status === 'cancelled') {
    const steps = path
      .filter((p) => reachedAt.has(p.key))
      .map((p) => ({ ...p, at: reachedAt.get(p.key) ?? null, state: 'done' as const }));
    return [
      ...steps,
      {
        key: 'cancelled',
        label: STATUS_LABELS.cancelled,
        at: reachedAt.get('cancelled') ?? null,
        state: 'current',
      },
    ];
  }
  const currentIndex = path.findIndex((p) => p.key === status);
  return path.map((p, i) => ({
    ...p,
    at: i <= currentIndex ? (reachedAt.get(p.key) ?? null) : null,
    state: i < currentIndex ? 'done' : i === currentIndex ? 'current' : 'upcoming',
  }));
}
