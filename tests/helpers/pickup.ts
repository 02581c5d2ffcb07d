/**
 * Dinner pickups in tests (issue 30 §4): days and times taken from the offer's pickup hours, never
 * hard-coded, so a test placing a pickup passes on any weekday and across a month end.
 */
import { addDays, businessClock } from '../../src/common/business-time.ts';
import { DEFAULT_OFFER } from '../../src/common/offer/defaults.ts';
import type { PickupDay } from '../../src/common/offer/pickup-hours.ts';
import { PICKUP_MAX_DAYS_AHEAD, pickupSlots } from '../../src/common/orders/schedule.ts';

export const DEFAULT_PICKUP_HOURS: PickupDay[] = DEFAULT_OFFER.dinnerPickup.hours;

/** The pickup days from tomorrow (no lead time to worry about) within the booking range, soonest first. */
export function pickupDays({
  hours = DEFAULT_PICKUP_HOURS,
  now = new Date(),
}: {
  hours?: PickupDay[];
  now?: Date;
} = {}): { date: string; slots: string[] }[] {
  const today = businessClock(now).date;
  const days: { date: string; slots: string[] }[] = [];
  for (let i = 1; i <= PICKUP_MAX_DAYS_AHEAD; i++) {
    const date = addDays(today, i);
    const slots = pickupSlots(date, hours);
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}

/**
 * A valid pickup: the `nth` pickup day from tomorrow (0: the first) at its `slot`-th pickup time
 * (0: the first; -1: the last), as an order's { pickupDate, pickupTime }.
 */
export function nextPickup({
  nth = 0,
  slot = 0,
  hours,
  now,
}: {
  nth?: number;
  slot?: number;
  hours?: PickupDay[];
  now?: Date;
} = {}): { pickupDate: string; pickupTime: string } {
  const day = pickupDays({ hours, now })[nth];
  if (!day) throw new Error(`No pickup day number ${nth} in the next ${PICKUP_MAX_DAYS_AHEAD} days`);
  const pickupTime = day.slots.at(slot);
  if (!pickupTime) throw new Error(`No pickup time number ${slot} on ${day.date}`);
  return { pickupDate: day.date, pickupTime };
}

/** A date within the booking range with no dinner pickups (Sunday and Monday by default). */
export function closedPickupDay({
  hours = DEFAULT_PICKUP_HOURS,
  now = new Date(),
}: {
  hours?: PickupDay[];
  now?: Date;
} = {}): string {
  const today = businessClock(now).date;
  for (let i = 1; i <= PICKUP_MAX_DAYS_AHEAD; i++) {
    const date = addDays(today, i);
    if (pickupSlots(date, hours).length === 0) return date;
  }
  throw new Error('Pickups every day: no closed day');
}
