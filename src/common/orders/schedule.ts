import { addDays, businessClock, formatTime12 } from '../business-time.ts';
import { dayLabel, type PickupDay, pickupWindowOn, weekdayOf } from '../offer/pickup-hours.ts';

/**
 * Dinner pickups follow the offer's pickup hours (issue 30 §4, docs/decisions/0087): one window a
 * weekday, inside the business's posted hours; a pickup time every 15 minutes from its start to its end.
 */
const PICKUP_SLOT_MINUTES = 15;
/** The dinner dishes take 25-35 minutes; no pickup sooner than this from now. */
const PICKUP_LEAD_MINUTES = 30;
export const PICKUP_MAX_DAYS_AHEAD = 14;
/**
 * The booking horizon: events (quote requests, checkout orders) are taken up to this far ahead.
 * Further off, no menu, price or calendar can be promised, and a typo such as 9999 would be stored.
 */
const BOOKING_HORIZON_YEARS = 2;
export const EVENT_MAX_DAYS_AHEAD = 365 * BOOKING_HORIZON_YEARS;
export const BOOKING_HORIZON_MESSAGE = `Please choose a date within the next ${BOOKING_HORIZON_YEARS} years.`;

export const PICKUP_SLOT_MESSAGE =
  'Please choose a pickup time on the quarter hour, such as 6:00, 6:15, 6:30 or 6:45 PM.';

/** Whether 'HH:MM' starts a pickup slot (minutes 00, 15, 30 or 45). */
export function isOnPickupSlot(time: string): boolean {
  return /^\d{2}:\d{2}$/.test(time) && Number(time.slice(3, 5)) % PICKUP_SLOT_MINUTES === 0;
}

/** Every pickup time of a pickup window: 16:00, 16:15, ... 18:00. */
function windowSlots(window: Pick<PickupDay, 'from' | 'to'>): string[] {
  const slots: string[] = [];
  const [openH, openM] = window.from.split(':').map(Number) as [number, number];
  const [closeH, closeM] = window.to.split(':').map(Number) as [number, number];
  for (let t = openH * 60 + openM; t <= closeH * 60 + closeM; t += PICKUP_SLOT_MINUTES) {
    slots.push(`${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`);
  }
  return slots;
}

/** Every pickup time of a business date (none on a day without pickups). */
export function pickupSlots(date: string, hours: PickupDay[]): string[] {
  const window = pickupWindowOn(date, hours);
  return window ? windowSlots(window) : [];
}

/** The pickup times still open on `date`, seen at `now`. */
export function availableSlots(date: string, now: Date, hours: PickupDay[]): string[] {
  return pickupSlots(date, hours).filter((time) => isLaterThanLead(date, time, now));
}

/** The first day from today with a pickup time still open (today when none in the booking range). */
export function firstPickupDate(now: Date, hours: PickupDay[]): string {
  const today = businessClock(now).date;
  for (let i = 0; i <= PICKUP_MAX_DAYS_AHEAD; i++) {
    const date = addDays(today, i);
    if (availableSlots(date, now, hours).length > 0) return date;
  }
  return today;
}

/** Why a day has no dinner pickups ("No dinner pickups on Sundays"), or null when it has. */
export function pickupDayProblem(date: string, hours: PickupDay[]): string | null {
  return pickupWindowOn(date, hours) ? null : `No dinner pickups on ${dayLabel(weekdayOf(date))}s`;
}

/** Why a pickup date and time cannot be taken, or null when it can. */
export function pickupProblem(
  date: string,
  time: string,
  now: Date,
  hours: PickupDay[],
): { field: 'pickupDate' | 'pickupTime'; message: string } | null {
  const today = businessClock(now).date;
  if (date < today) return { field: 'pickupDate', message: 'Choose today or a later day' };
  if (date > addDays(today, PICKUP_MAX_DAYS_AHEAD)) {
    return { field: 'pickupDate', message: `Pickup can be booked up to ${PICKUP_MAX_DAYS_AHEAD} days ahead` };
  }
  const window = pickupWindowOn(date, hours);
  if (!window) return { field: 'pickupDate', message: pickupDayProblem(date, hours) ?? '' };
  if (!windowSlots(window).includes(time)) {
    return {
      field: 'pickupTime',
      message: `On ${dayLabel(window.day)}s pickup is between ${formatTime12(window.from)} and ${formatTime12(window.to)}`,
    };
  }
  if (!isLaterThanLead(date, time, now)) {
    return {
      field: 'pickupTime',
      message: `Choose a pickup time at least ${PICKUP_LEAD_MINUTES} minutes from now`,
    };
  }
  return null;
}

function isLaterThanLead(date: string, time: string, now: Date): boolean {
  const soonest = businessClock(new Date(now.getTime() + PICKUP_LEAD_MINUTES * 60_000));
  return `${date} ${time}` >= `${soonest.date} ${soonest.time}`;
}

/**
 * A recurring order starts tomorrow or later: its first delivery within the week is ordered at once.
 * (How soon an event may be booked is the Book Now minimum lead time: src/common/lead-time.ts.)
 */
export function earliestStartDate(now: Date): string {
  return addDays(businessClock(now).date, 1);
}

/** The last business date an event may be booked for, seen at `now`. */
export function latestEventDate(now: Date): string {
  return addDays(businessClock(now).date, EVENT_MAX_DAYS_AHEAD);
}

export const PAST_DATE_MESSAGE = 'That date has passed. Please choose a later one.';

/**
 * What is always true of an event's date (a checkout order's): not past and within the booking
 * horizon. How soon is the admin's minimum lead time, which the server's booking check applies.
 */
export function eventDateProblem(date: string, now: Date): string | null {
  if (date < businessClock(now).date) return PAST_DATE_MESSAGE;
  if (date > latestEventDate(now)) return BOOKING_HORIZON_MESSAGE;
  return null;
}

/** A recurring order's first date: from tomorrow on, within the booking horizon. */
export function startDateProblem(date: string, now: Date): string | null {
  if (date < earliestStartDate(now)) return 'Choose a date from tomorrow on';
  return eventDateProblem(date, now);
}
