export { calendarPlugin } from './calendar.plugin.ts';
