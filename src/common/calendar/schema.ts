import { z } from 'zod';
import { addDays, formatTime12 } from '../business-time.ts';
import { IsoDateSchema } from '../switches/schema.ts';

/** The longest range one calendar request may cover: a month view with its leading and trailing weeks. */
const MAX_CALENDAR_DAYS = 62;

/** Days from `from` to `to`, both counted ('2026-03-01'..'2026-03-01' is 1). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Every business date from `from` to `to`, inclusive. */
export function datesFrom(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

export const CalendarQuerySchema = z
  .object({ from: IsoDateSchema, to: IsoDateSchema })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
  .refine((q) => daysBetween(q.from, q.to) <= MAX_CALENDAR_DAYS, {
    message: `Ask for at most ${MAX_CALENDAR_DAYS} days at a time`,
    path: ['to'],
  });

export const CALENDAR_ENTRY_KINDS = ['event', 'order', 'pickup', 'occurrence'] as const;
export type CalendarEntryKind = (typeof CALENDAR_ENTRY_KINDS)[number];

/**
 * One thing happening on a day: an accepted proposal's event, a catering order (tentative while received),
 * a dinner pickup, or a recurring order's date that has not become an order yet.
 */
const CalendarEntrySchema = z.object({
  kind: z.enum(CALENDAR_ENTRY_KINDS),
  /** The quote's, order's or recurring order's id. */
  id: z.number().int(),
  /** CC-…, ORD-…, or the recurring order's number. */
  number: z.string(),
  /** 'HH:MM' on the business clock; null when only the day is known (an order without a window). */
  time: z.string().nullable(),
  /** 'HH:MM' the window ends (a checkout order's time window); null when only a start is known. */
  until: z.string().nullable(),
  /** Received but not yet confirmed by the business: shown, marked "Tentative". */
  tentative: z.boolean(),
  /** Whose it is, as the kitchen reads it. */
  name: z.string(),
  guests: z.number().int().optional(),
  /** How many pans, trays or portions were ordered. */
  items: z.number().int().optional(),
  status: z.string(),
  /**
   * Orders and dinner pickups: how the food reaches the customer, so the kitchen offers the step of
   * that path (a catering pickup is "Ready", never "Out for Delivery"); absent for events and
   * recurring dates.
   */
  fulfilment: z.enum(['pickup', 'delivery']).optional(),
});
export type CalendarEntry = z.infer<typeof CalendarEntrySchema>;

const CalendarDaySchema = z.object({
  date: z.string(),
  blackout: z.boolean(),
  blackoutReason: z.string().nullable(),
  /**
   * Events held that day against the Book Now limit of events per day (null: no limit), and the quote
   * requests pending that day: a visitor's or an unverified account's, which hold no place until the
   * business accepts them or a verified customer claims them (docs/decisions/0040).
   */
  capacity: z.object({
    used: z.number().int(),
    limit: z.number().int().nullable(),
    pending: z.number().int(),
  }),
  entries: z.array(CalendarEntrySchema),
});
export type CalendarDay = z.infer<typeof CalendarDaySchema>;

export const CalendarSchema = z.object({ days: z.array(CalendarDaySchema) });
export type Calendar = z.infer<typeof CalendarSchema>;

export const ENTRY_KIND_LABELS: Record<CalendarEntryKind, string> = {
  event: 'Event',
  order: 'Order',
  pickup: 'Dinner pickup',
  occurrence: 'Recurring order',
};

/** The word and colour of an order received but not confirmed yet, on every kitchen screen. */
export const TENTATIVE_LABEL = 'Tentative';
export const TENTATIVE_COLOR = 'orange';

/** When an entry is due: '12:00 PM – 2:00 PM' (a window), '6:30 PM' (a start), or 'Time to be agreed'. */
export function entryWhen(entry: { time: string | null; until: string | null }): string {
  if (!entry.time) return 'Time to be agreed';
  return entry.until
    ? `${formatTime12(entry.time)} – ${formatTime12(entry.until)}`
    : formatTime12(entry.time);
}

/** A recurring order's number, as the calendar and the prep sheet show it. */
export const recurringOrderNumber = (id: number) => `REC-${String(id).padStart(3, '0')}`;

/** Where an entry opens in the portal (the admin's order list, the proposal, the recurring orders). */
export function entryHref(entry: { kind: CalendarEntryKind; id: number }): string {
  switch (entry.kind) {
    case 'event':
      return `/proposals?tab=details&quote=${entry.id}`;
    case 'occurrence':
      return '/subscribe';
    default:
      return `/orders?order=${entry.id}`;
  }
}
