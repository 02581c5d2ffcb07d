/**
 * What the features feature offers the rest of the app. Other features import only these names,
 * from the modules named here (npm run check:imports); importing this file works too, but puts every
 * module below into the importer's chunk.
 */
export { BookingPaused } from './booking-paused.tsx';
export { switchKeys } from './query-keys.ts';
export { ServiceGate, ServiceUnavailable } from './service-unavailable.tsx';
export { useAvailability, useDateProblem } from './use-availability.ts';
