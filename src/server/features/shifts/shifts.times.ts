import { businessClock, formatBusiness, formatCalendarDate } from '../../../common/business-time.ts';

const clock = (at: Date) => formatBusiness(at, { hour: 'numeric', minute: '2-digit' });

/** "4:00–10:00 PM", "11:00 AM–2:00 PM": a shift's times as people say them, on the business clock. */
export function timeRange(from: Date, to: Date): string {
  const a = clock(from);
  const b = clock(to);
  const [aTime, aHalf] = a.split(' ');
  const [, bHalf] = b.split(' ');
  return aHalf && aHalf === bHalf ? `${aTime}–${b}` : `${a}–${b}`;
}

/** "Sat, Jun 12": a business date. */
export const dayText = (date: string) =>
  formatCalendarDate(date, { weekday: 'short', month: 'short', day: 'numeric' });

/** "Sat, Jun 12, 4:00–10:00 PM". */
export const shiftWhen = (from: Date, to: Date) =>
  `${dayText(businessClock(from).date)}, ${timeRange(from, to)}`;

/** The business dates a span of time touches (a shift past midnight touches two). */
export function businessDatesOf(from: Date, to: Date): string[] {
  const first = businessClock(from).date;
  const last = businessClock(new Date(to.getTime() - 1)).date;
  const dates = [first];
  let at = from.getTime();
  while (dates.at(-1)! < last) {
    at += 6 * 3_600_000;
    const date = businessClock(new Date(at)).date;
    if (date !== dates.at(-1)) dates.push(date);
  }
  return dates;
}

export const minutesBetween = (from: Date, to: Date) =>
  Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000));

/** Pay for `minutes` at `rateCents` an hour: whole cents, rounded once (per shift). */
export const payOf = (minutes: number, rateCents: number | null) =>
  rateCents === null ? 0 : Math.round((minutes * rateCents) / 60);
