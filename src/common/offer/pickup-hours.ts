/**
 * Dinner pickup hours (issue 30 §4, docs/decisions/0087): an offer setting, one window a weekday, that
 * must lie inside the business's posted hours. The posted hours are the owner's words ("Tuesday -
 * Friday", "9:00 AM - 6:00 PM", "Events only"); they are read here as days and times. No zod: the
 * dinner page and the mails import it.
 */
import { formatTime12, WEEKDAYS, type Weekday } from '../business-time.ts';

/** Dinner pickups on one weekday, from `from` to `to` ('HH:MM', business clock, both bookable). */
export type PickupDay = { day: Weekday; from: string; to: string };

type PostedHours = { days: string; time: string }[];

const DAY_NAMES: Record<string, Weekday> = {};
for (const day of WEEKDAYS) {
  DAY_NAMES[day] = day;
  DAY_NAMES[day.slice(0, 3)] = day;
}
Object.assign(DAY_NAMES, { tues: 'tuesday', thur: 'thursday', thurs: 'thursday' });

/** 'tuesday' → 'Tuesday'. */
export const dayLabel = (day: Weekday): string => day.charAt(0).toUpperCase() + day.slice(1);

/** The weekday of a business date 'YYYY-MM-DD'. */
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7]!;
}

/** The weekdays a posted line names ("Tuesday - Friday", "Sat, Sun", "Daily"), or null when unreadable. */
export function postedDays(text: string): Weekday[] | null {
  const words = text.toLowerCase().trim();
  if (/^(daily|every ?day|7 days( a week)?|all week)$/.test(words)) return [...WEEKDAYS];
  if (words === 'weekdays') return WEEKDAYS.slice(0, 5);
  if (words === 'weekends') return ['saturday', 'sunday'];
  const days: Weekday[] = [];
  for (const part of words.split(/\s*(?:,|&|\band\b)\s*/)) {
    if (part === '') continue;
    const [first, last, ...rest] = part.split(/\s*(?:-|–|—|\bto\b|\bthrough\b|\bthru\b)\s*/);
    const from = DAY_NAMES[(first ?? '').replace(/\.$/, '')];
    const to = last === undefined ? from : DAY_NAMES[last.replace(/\.$/, '')];
    if (!from || !to || rest.length > 0) return null;
    // A range wraps round the week: "Saturday - Monday".
    for (let i = WEEKDAYS.indexOf(from); ; i = (i + 1) % 7) {
      days.push(WEEKDAYS[i]!);
      if (WEEKDAYS[i] === to) break;
    }
  }
  return days.length > 0 ? days : null;
}

const CLOCK = /(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?/i;

/** Minutes since midnight of "9", "9:30", with 'am'/'pm' or on the 24-hour clock; null when unreadable. */
function minutesOf(hour: number, minute: number, suffix: string | undefined): number | null {
  if (minute > 59) return null;
  if (suffix) {
    if (hour < 1 || hour > 12) return null;
    const pm = suffix.toLowerCase().startsWith('p');
    return ((hour % 12) + (pm ? 12 : 0)) * 60 + minute;
  }
  return hour > 24 ? null : hour * 60 + minute;
}

/**
 * The open intervals (minutes since midnight) a posted time names ("9:00 AM - 6:00 PM", "11am-2pm,
 * 5pm-10pm", "09:00-18:00"); none for words without a time ("Events only", "Closed").
 */
export function postedIntervals(text: string): { from: number; to: number }[] {
  const intervals: { from: number; to: number }[] = [];
  for (const part of text.split(/\s*(?:,|&|;|\band\b)\s*/)) {
    const [start, end] = part.split(/\s*(?:-|–|—|\bto\b)\s*/);
    const a = start ? CLOCK.exec(start) : null;
    const b = end ? CLOCK.exec(end) : null;
    if (!a || !b) continue;
    // "9 - 6 PM": the first time takes the second's half of the day unless that would run backwards.
    let from = minutesOf(Number(a[1]), Number(a[2] ?? 0), a[3] ?? b[3]);
    let to = minutesOf(Number(b[1]), Number(b[2] ?? 0), b[3]);
    if (from === null || to === null) continue;
    if (!a[3] && b[3] && from > to) from = minutesOf(Number(a[1]), Number(a[2] ?? 0), 'am');
    if (to === 0) to = 24 * 60; // "… - 12:00 AM" closes at midnight.
    if (from !== null && from < to) intervals.push({ from, to });
  }
  return intervals;
}

const toMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** What the posted hours say of a day: its lines ("Saturday, 10:00 AM - 4:00 PM") and open intervals. */
function postedOn(hours: PostedHours, day: Weekday) {
  const lines = hours.filter((h) => postedDays(h.days)?.includes(day));
  return { lines, intervals: lines.flatMap((h) => postedIntervals(h.time)) };
}

/**
 * Why the pickup hours do not fit the posted business hours, naming the first day that does not, or
 * null when they fit. No posted hours at all (a new installation without them): nothing to check.
 */
export function pickupHoursProblem(pickupHours: PickupDay[], hours: PostedHours): string | null {
  if (hours.length === 0) return null;
  for (const pickup of sortedPickupDays(pickupHours)) {
    const { lines, intervals } = postedOn(hours, pickup.day);
    const from = toMinutes(pickup.from);
    const to = toMinutes(pickup.to);
    if (intervals.some((open) => open.from <= from && to <= open.to)) continue;
    const window = `${formatTime12(pickup.from)} to ${formatTime12(pickup.to)}`;
    const posted = lines.map((h) => `${h.days}: ${h.time}`).join('; ');
    return posted
      ? `Pickup hours on ${dayLabel(pickup.day)} (${window}) are outside the business hours (${posted}). Change the pickup hours or the business hours.`
      : `Pickup hours on ${dayLabel(pickup.day)} (${window}) are outside the business hours: they do not open on ${dayLabel(pickup.day)}. Change the pickup hours or the business hours.`;
  }
  return null;
}

/** The pickup days in week order, Monday first. */
export function sortedPickupDays(pickupHours: PickupDay[]): PickupDay[] {
  return [...pickupHours].sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day));
}

/** The pickup window of a business date, or undefined when there are no dinner pickups that day. */
export function pickupWindowOn(date: string, pickupHours: PickupDay[]): PickupDay | undefined {
  const day = weekdayOf(date);
  return pickupHours.find((p) => p.day === day);
}

/**
 * The pickup hours in words, consecutive days with the same times together: "Tuesday to Friday
 * 4:00 PM to 6:00 PM; Saturday 2:00 PM to 4:00 PM".
 */
export function pickupHoursText(pickupHours: PickupDay[]): string {
  const runs: { first: Weekday; last: Weekday; from: string; to: string }[] = [];
  for (const p of sortedPickupDays(pickupHours)) {
    const run = runs.at(-1);
    const next = run && WEEKDAYS[WEEKDAYS.indexOf(run.last) + 1];
    if (run && next === p.day && run.from === p.from && run.to === p.to) run.last = p.day;
    else runs.push({ first: p.day, last: p.day, from: p.from, to: p.to });
  }
  if (runs.length === 0) return 'no pickup days at the moment';
  return runs
    .map((r) => {
      const days =
        r.first === r.last
          ? dayLabel(r.first)
          : WEEKDAYS.indexOf(r.last) - WEEKDAYS.indexOf(r.first) === 1
            ? `${dayLabel(r.first)} and ${dayLabel(r.last)}`
            : `${dayLabel(r.first)} to ${dayLabel(r.last)}`;
      return `${days} ${formatTime12(r.from)} to ${formatTime12(r.to)}`;
    })
    .join('; ');
}
