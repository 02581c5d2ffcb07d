/** What other features use of the calendar: its query of a range of days. */

export { calendarKeys } from './query-keys.ts';
export { useCalendar } from './use-calendar.ts';
