/** What the truck feature offers the rest of the app (npm run check:imports). */
export { truckKeys } from './query-keys.ts';
