/**
 * Business time: the business runs on America/New_York, whatever zone the server or browser is in.
 * Dates are 'YYYY-MM-DD', times 'HH:MM' (24-hour), both as a person in Philadelphia reads the clock.
 * The zone arithmetic is @date-fns/tz's (TZDateMini: getters and setters only, the smallest build);
 * texts for people are Intl formats pinned to the same zone. Server, mail, PDF and browser all use
 * this one module, so a date reads the same everywhere.
 */
import { TZDateMini } from '@date-fns/tz';

export const BUSINESS_TIME_ZONE = 'America/New_York';

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type BusinessClock = { date: string; time: string; day: Weekday };

const pad = (n: number) => String(n).padStart(2, '0');

/** The business's wall clock at an instant: { date: '2025-05-02', time: '18:30', day: 'friday' }. */
export function businessClock(at: Date): BusinessClock {
  const d = new TZDateMini(at.getTime(), BUSINESS_TIME_ZONE);
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
    // Date#getDay counts from Sunday; the business's week starts on Monday.
    day: WEEKDAYS[(d.getDay() + 6) % 7]!,
  };
}

/** The calendar date `days` after `date` (both 'YYYY-MM-DD'); calendar days, so DST does not matter. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The instant at which the business's clock shows `date` `time` (DST-aware). */
export function businessInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDateMini(y, m - 1, d, hh, mm, BUSINESS_TIME_ZONE).getTime());
}

/** "2030-05-04T18:00": the instant as a date-and-time input shows it, on the business's clock. */
export function toBusinessInputValue(at: Date): string {
  const clock = businessClock(at);
  return `${clock.date}T${clock.time}`;
}

/** The instant a date-and-time input means, read on the business's clock (events happen there). */
export function fromBusinessInputValue(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  if (!match) return null;
  const instant = businessInstant(match[1]!, match[2]!);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** "6:30 PM" from "18:30". */
export function formatTime12(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(m)} ${h < 12 ? 'AM' : 'PM'}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function zoned(options: Intl.DateTimeFormatOptions, timeZone = BUSINESS_TIME_ZONE): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

function toDate(at: string | Date | null | undefined): Date | null {
  if (!at) return null;
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant as the business's clock reads it, in the words `options` ask for ('' when there is none). */
export function formatBusiness(
  at: string | Date | null | undefined,
  options: Intl.DateTimeFormatOptions,
): string {
  const date = toDate(at);
  return date ? zoned(options).format(date) : '';
}

/** A calendar date ('YYYY-MM-DD', no time of day) in words: it names the same day in every zone. */
export function formatCalendarDate(date: string, options: Intl.DateTimeFormatOptions): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d, 12));
  return Number.isNaN(at.getTime()) ? date : zoned(options, 'UTC').format(at);
}

/** "Saturday, May 4, 2030 at 6:00 PM" in the business's time zone, or TBD when there is no date. */
export function formatEventDate(iso: string | null | undefined): string {
  const date = toDate(iso);
  if (!date) return 'TBD';
  const day = formatBusiness(date, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
  return `${day} at ${formatBusiness(date, { hour: 'numeric', minute: '2-digit' })}`;
}

/** "May 4, 2030" for cards and lists, or TBD. */
export function formatShortDate(iso: string | null | undefined): string {
  return formatBusiness(iso, { year: 'numeric', month: 'short', day: 'numeric' }) || 'TBD';
}

/** "May 4, 2030, 6:00 PM": when something happened (an order placed, a message received). */
export function formatDateTime(iso: string | null | undefined): string {
  return formatBusiness(iso, { dateStyle: 'medium', timeStyle: 'short' });
}
