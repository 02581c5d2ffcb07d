import { addDays } from '../../../common/business-time.ts';

export type CalendarView = 'month' | 'week';

/** Monday = 0 … Sunday = 6: the business's week starts on Monday. */
const weekdayIndex = (date: string) => (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
const startOfWeek = (date: string) => addDays(date, -weekdayIndex(date));
const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

function lastOfMonth(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** The dates a view shows around `anchor`: whole weeks, Monday to Sunday (at most 42 days). */
export function viewRange(view: CalendarView, anchor: string): { from: string; to: string } {
  if (view === 'week') {
    const from = startOfWeek(anchor);
    return { from, to: addDays(from, 6) };
  }
  const from = startOfWeek(firstOfMonth(anchor));
  return { from, to: addDays(startOfWeek(lastOfMonth(anchor)), 6) };
}

/** The anchor one view earlier (-1) or later (+1). */
export function moveAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  if (view === 'week') return addDays(anchor, 7 * step);
  const [y, m] = anchor.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + step, 1)).toISOString().slice(0, 10);
}
