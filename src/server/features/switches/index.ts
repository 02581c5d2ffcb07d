/**
 * What the switches feature offers the rest of the server: app.ts registers its plugin; other
 * features (and server code outside the features) import only the names below, from the modules
 * named here (npm run check:imports).
 */
export {
  type BookingHold,
  type BookingRules,
  type OccurrenceHold,
  orderBooking,
  quoteBooking,
} from './booking-rules.ts';
export { switchesPlugin } from './switches.plugin.ts';
export { type SwitchService, seedDemoHolidays } from './switches.service.ts';
