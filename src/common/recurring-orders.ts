import { z } from 'zod';
import { BillSchema, DeliveryZipSchema } from './bill/schema.ts';
import { addDays, WEEKDAYS, type Weekday } from './business-time.ts';
import { OrderLineInputSchema } from './orders/schema.ts';
import { PhoneSchema } from './phone.ts';

// A recurring order's days are the business clock's weekdays (one list, common/business-time.ts).
export { WEEKDAYS, type Weekday };
export const FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
const RECURRING_ORDER_STATUSES = ['active', 'paused', 'cancelled'] as const;

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  weekly: 'Every week',
  biweekly: 'Every two weeks',
  monthly: 'Every month',
};

/** Occurrences become orders this many days before their date. */
export const OCCURRENCE_LEAD_DAYS = 7;
const MAX_RECURRING_ORDER_LINES = 30;

const ItemsSchema = z
  .array(OrderLineInputSchema, { error: 'Choose at least one item' })
  .min(1, 'Choose at least one item')
  .max(MAX_RECURRING_ORDER_LINES, `A recurring order can have at most ${MAX_RECURRING_ORDER_LINES} lines`);

export const CreateRecurringOrderSchema = z.object({
  items: ItemsSchema,
  frequency: z.enum(FREQUENCIES, { error: "Frequency is 'weekly', 'biweekly' or 'monthly'" }),
  weekday: z.enum(WEEKDAYS, { error: 'Choose a weekday' }),
  time: z.string({ error: 'Time is required' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM'),
  deliveryAddress: z
    .string({ error: 'Delivery address is required' })
    .trim()
    .min(5, 'Delivery address is required')
    .max(300, 'Delivery address is too long'),
  /** Where the delivery fee is found, as at checkout (an address without one paid no fee). */
  deliveryZip: DeliveryZipSchema,
  /** Who the kitchen calls about a delivery, as at checkout. */
  phone: PhoneSchema,
  startDate: z.iso.date({ error: 'Start date is required' }),
  notes: z.string().trim().max(1000, 'Notes are too long').optional(),
});
export type CreateRecurringOrder = z.input<typeof CreateRecurringOrderSchema>;

const RecurringOrderActionSchema = z.enum(['pause', 'resume', 'skip', 'cancel'], {
  error: "Action is 'pause', 'resume', 'skip' or 'cancel'",
});
export type RecurringOrderAction = z.infer<typeof RecurringOrderActionSchema>;

/** PATCH: an action, or new items (from the next occurrence not yet ordered). */
export const UpdateRecurringOrderSchema = z.union(
  [z.object({ action: RecurringOrderActionSchema }).strict(), z.object({ items: ItemsSchema }).strict()],
  { error: "Send an action ('pause', 'resume', 'skip' or 'cancel') or new items" },
);
export type UpdateRecurringOrder = z.infer<typeof UpdateRecurringOrderSchema>;

const RecurringOrderItemSchema = z.object({
  menuItemId: z.number().int(),
  panSize: z.enum(['half', 'full']).nullable(),
  quantity: z.number().int(),
  name: z.string(),
});

export const RecurringOrderSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  customerName: z.string(),
  status: z.enum(RECURRING_ORDER_STATUSES),
  items: z.array(RecurringOrderItemSchema),
  frequency: z.enum(FREQUENCIES),
  weekday: z.enum(WEEKDAYS),
  time: z.string(),
  deliveryAddress: z.string(),
  /** Null for recurring orders made before the ZIP was asked (the ZIP in the address is used). */
  deliveryZip: z.string().nullable(),
  phone: z.string().nullable(),
  startDate: z.string(),
  notes: z.string().nullable(),
  /** What one occurrence costs at today's menu prices (known prices only), before any charge. */
  estimatedTotal: z.string(),
  /**
   * The bill one occurrence gets at today's prices and offer: delivery by the ZIP in the address,
   * tax unless the client is exempt (docs/decisions/0065). Its order stores the bill made that day.
   */
  bill: BillSchema,
  /** The next dates that will be delivered (skipped dates left out); empty unless active. */
  nextDates: z.array(z.string()),
  /** Upcoming dates skipped, by the client or by the business's booking rules. */
  skippedDates: z.array(z.string()),
  /** Why the booking rules skipped a date (closed, booking paused, fully booked), by date. */
  skipReasons: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type RecurringOrder = z.infer<typeof RecurringOrderSchema>;
export const RecurringOrderListSchema = z.array(RecurringOrderSchema);

function weekdayIndex(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // monday = 0
}

/** The first date on or after `date` that falls on `weekday`. */
export function firstOnWeekday(date: string, weekday: Weekday): string {
  return addDays(date, (WEEKDAYS.indexOf(weekday) - weekdayIndex(date) + 7) % 7);
}

/** The n-th (1–4) `weekday` of the month of `date` ('YYYY-MM-…'). */
function nthWeekdayOfMonth(year: number, month: number, weekday: Weekday, n: number): string {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  return addDays(firstOnWeekday(first, weekday), (n - 1) * 7);
}

/**
 * The dates of a schedule from `from` to `to` (inclusive). Weekly and every-two-weeks count from the
 * first matching weekday on or after the start; monthly keeps that weekday's place in the month
 * (the 2nd Tuesday stays the 2nd Tuesday; a 5th becomes the 4th, which every month has).
 */
export function occurrenceDates(
  schedule: { frequency: Frequency; weekday: Weekday; startDate: string },
  from: string,
  to: string,
): string[] {
  const first = firstOnWeekday(schedule.startDate, schedule.weekday);
  const dates: string[] = [];
  if (schedule.frequency === 'monthly') {
    const [y, m, d] = first.split('-').map(Number) as [number, number, number];
    const n = Math.min(Math.ceil(d / 7), 4);
    if (first >= from && first <= to) dates.push(first);
    for (let i = 1; i < 1200; i++) {
      const month = m - 1 + i;
      const date = nthWeekdayOfMonth(y + Math.floor(month / 12), (month % 12) + 1, schedule.weekday, n);
      if (date > to) break;
      if (date >= from) dates.push(date);
    }
    return dates;
  }
  const step = schedule.frequency === 'weekly' ? 7 : 14;
  let date = first;
  if (from > first) {
    const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
    const [sy, sm, sd] = first.split('-').map(Number) as [number, number, number];
    const days = Math.round((Date.UTC(fy, fm - 1, fd) - Date.UTC(sy, sm - 1, sd)) / 86_400_000);
    date = addDays(first, Math.ceil(days / step) * step);
  }
  for (; date <= to; date = addDays(date, step)) dates.push(date);
  return dates;
}
