/** What other features use of the calendar: its query of a range of days, and the tentative mark. */

export { TentativeBadge } from './day-list.tsx';
export { calendarKeys } from './query-keys.ts';
export { useCalendar } from './use-calendar.ts';
