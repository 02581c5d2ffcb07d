import { Text } from '@mantine/core';
import { formatCalendarDate, formatTime12 } from '../../../common/business-time.ts';
import { type CalendarDay, TENTATIVE_COLOR, TENTATIVE_LABEL } from '../../../common/calendar/schema.ts';
import classes from './calendar.module.css';
import type { CalendarView } from './calendar-range.ts';
import { entryCount, KIND_COLORS } from './day-list.tsx';

const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** A month cell shows this many entries, then "+N more" (the day's list has them all). */
const CELL_ENTRIES = { month: 3, week: 12 } as const;

/** Seven columns, Monday first; a day opens its list below the grid. */
export function MonthGrid(props: {
  view: CalendarView;
  days: CalendarDay[];
  today: string;
  selected: string | null;
  inMonth: (day: CalendarDay) => boolean;
  onSelect: (date: string) => void;
}) {
  const shown = CELL_ENTRIES[props.view];
  return (
    <div className={`${classes.grid} ${props.view === 'week' ? classes.week : ''}`}>
      {WEEKDAY_NAMES.map((name) => (
        <div key={name} className={classes.weekday} aria-hidden="true">
          {name}
        </div>
      ))}
      {props.days.map((day) => {
        const className = [
          classes.cell,
          props.inMonth(day) ? '' : classes.outside,
          day.blackout ? classes.blackout : '',
          day.date === props.selected ? classes.selected : '',
          day.date === props.today ? classes.today : '',
        ].join(' ');
        const label = formatCalendarDate(day.date, { weekday: 'long', month: 'long', day: 'numeric' });
        const { used, limit } = day.capacity;
        return (
          <button
            type="button"
            key={day.date}
            className={className}
            aria-pressed={day.date === props.selected}
            aria-label={`${label}: ${day.entries.length} booked${day.capacity.pending > 0 ? `, ${day.capacity.pending} pending` : ''}${day.blackout ? ', closed' : ''}`}
            onClick={() => props.onSelect(day.date)}
          >
            <Text
              component="span"
              size="sm"
              fw={600}
              style={{ display: 'flex', justifyContent: 'space-between' }}
            >
              <span className={classes.dayNumber}>{Number(day.date.slice(8))}</span>
              {limit !== null && used > 0 && (
                <Text component="span" size="xs" c={used >= limit ? 'red' : 'dimmed'}>
                  {used}/{limit}
                </Text>
              )}
            </Text>
            {day.entries.slice(0, shown).map((entry) => {
              // An order not confirmed yet takes the tentative colour, with the word for who cannot see it.
              const color = entry.tentative ? TENTATIVE_COLOR : KIND_COLORS[entry.kind];
              return (
                <span
                  key={`${entry.kind}-${entry.id}`}
                  className={classes.chip}
                  data-tentative={entry.tentative || undefined}
                  style={{
                    background: `var(--mantine-color-${color}-0)`,
                    color: `var(--mantine-color-${color}-9)`,
                  }}
                >
                  {entry.time ? `${formatTime12(entry.time)} ` : ''}
                  {entry.number}
                  {entry.tentative ? ` · ${TENTATIVE_LABEL}` : ''}
                  {props.view === 'week' && entryCount(entry) ? ` · ${entryCount(entry)}` : ''}
                </span>
              );
            })}
            {day.entries.length > shown && (
              <Text component="span" size="xs" c="dimmed">
                +{day.entries.length - shown} more
              </Text>
            )}
            {day.capacity.pending > 0 && (
              <Text component="span" size="xs" c="dimmed" fs="italic" aria-hidden>
                {day.capacity.pending} pending
              </Text>
            )}
          </button>
        );
      })}
    </div>
  );
}
