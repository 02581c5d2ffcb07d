import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { addDays, formatCalendarDate } from '../../common/business-time.ts';
import classes from './calendar-grid.module.css';

export type CalendarGridProps = {
  /** The chosen business date ('YYYY-MM-DD'), if any. */
  value: string | null;
  /** Today on the business's clock (America/New_York), whatever zone the browser is in. */
  today: string;
  /** The first and last dates that may be chosen at all (lead time, booking horizon). */
  min: string;
  max?: string;
  /** Why a day before `min` is disabled ("Too soon: …"). */
  tooSoon: string;
  /** Why a day cannot be booked (closed, fully booked), or null when it is open. */
  closedReason: (date: string) => string | null;
  onSelect: (date: string) => void;
};

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const monthOf = (date: string) => date.slice(0, 7);
const dayOfWeek = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const longLabel = (date: string) =>
  formatCalendarDate(date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const shortLabel = (date: string) =>
  formatCalendarDate(date, { weekday: 'short', month: 'short', day: 'numeric' });

/** `date` moved by whole months, kept within the target month (Jan 31 + 1 month = Feb 28/29). */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** Where a key moves the focus from `date` (WAI-ARIA date grid keys), or null for other keys. */
function keyTarget(key: string, shift: boolean, date: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -dayOfWeek(date));
    case 'End':
      return addDays(date, 6 - dayOfWeek(date));
    case 'PageUp':
      return addMonths(date, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(date, shift ? 12 : 1);
    default:
      return null;
  }
}

/** The days shown for `month` ('YYYY-MM'): whole weeks from Sunday, 35 to 42 days. */
function monthDays(month: string): string[] {
  const first = `${month}-01`;
  const start = addDays(first, -dayOfWeek(first));
  const cells = Math.max(35, Math.ceil((dayOfWeek(first) + daysIn(month)) / 7) * 7);
  return Array.from({ length: cells }, (_, i) => addDays(start, i));
}
function daysIn(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/**
 * A month of day buttons in a grid (WAI-ARIA date picker pattern): arrow keys move by day and week,
 * Home/End to the week's ends, Page Up/Down by month. Days that cannot be booked stay focusable but
 * are `aria-disabled`, with the reason as their tooltip and in their accessible name, and the
 * month's closed days are listed under the grid (touch screens show no tooltips).
 */
export default function CalendarGrid(props: CalendarGridProps) {
  const { value, today, min, max, tooSoon, closedReason, onSelect } = props;
  const start = value && value >= min && (!max || value <= max) ? value : min;
  const [focused, setFocused] = useState(start);
  const [notice, setNotice] = useState('');
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(true);
  const month = monthOf(focused);

  const reasonFor = (date: string): string | null => {
    if (date < min) return tooSoon;
    if (max && date > max) return 'Too far ahead to book online';
    return closedReason(date);
  };

  useEffect(() => {
    if (!moveFocus.current) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const go = (date: string) => {
    moveFocus.current = true;
    setNotice('');
    setFocused(date);
  };
  const choose = (date: string) => {
    const reason = reasonFor(date);
    if (reason) {
      // A disabled day of another month shows that month, with the reason, and keeps the choice open.
      if (monthOf(date) !== month) go(date);
      setNotice(`${longLabel(date)}: ${reason}`);
      return;
    }
    onSelect(date);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = keyTarget(event.key, event.shiftKey, focused);
    if (!target) return;
    event.preventDefault();
    go(target);
  };

  const canGoBack = month > monthOf(today);
  const closedThisMonth = monthDays(month)
    .filter((d) => monthOf(d) === month && d >= min && (!max || d <= max))
    .flatMap((d) => {
      const reason = closedReason(d);
      return reason ? [{ date: d, reason }] : [];
    });

  return (
    <div className={classes.root}>
      <div className={classes.header}>
        <button
          type="button"
          className={classes.nav}
          aria-label="Previous month"
          disabled={!canGoBack}
          onClick={() => go(addMonths(focused, -1))}
        >
          ‹
        </button>
        <p id={titleId} className={classes.month} aria-live="polite">
          {formatCalendarDate(`${month}-01`, { month: 'long', year: 'numeric' })}
        </p>
        <button
          type="button"
          className={classes.nav}
          aria-label="Next month"
          onClick={() => go(addMonths(focused, 1))}
        >
          ›
        </button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={titleId}
        className={classes.grid}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" abbr={day} className={classes.weekday}>
                {day.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chunk(monthDays(month), 7).map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const reason = reasonFor(date);
                const closed = date >= min && (!max || date <= max) && closedReason(date) !== null;
                return (
                  <td key={date} className={classes.cell}>
                    <button
                      type="button"
                      className={classes.day}
                      data-date={date}
                      data-outside={monthOf(date) !== month || undefined}
                      data-today={date === today || undefined}
                      data-closed={closed || undefined}
                      aria-disabled={reason ? true : undefined}
                      aria-pressed={date === value}
                      aria-current={date === today ? 'date' : undefined}
                      aria-label={reason ? `${longLabel(date)}, ${reason}` : longLabel(date)}
                      title={reason ?? undefined}
                      tabIndex={date === focused ? 0 : -1}
                      onFocus={() => {
                        // A pointer on a day of the next or previous month focuses it before its
                        // click: turning the grid now would replace the button under the pointer
                        // and the click would choose nothing. The month turns when the day is chosen.
                        if (monthOf(date) !== month) return;
                        moveFocus.current = false;
                        setFocused(date);
                      }}
                      onClick={() => choose(date)}
                    >
                      {Number(date.slice(8, 10))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={classes.notice} aria-live="assertive">
        {notice}
      </p>
      {closedThisMonth.length > 0 && (
        <ul className={classes.notes} aria-label="Days we cannot take this month">
          {closedThisMonth.slice(0, 8).map((d) => (
            <li key={d.date}>
              {shortLabel(d.date)}: {d.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function chunk<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  );
}
