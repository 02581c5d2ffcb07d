/** What the tracker feature offers the rest of the app (npm run check:imports). */
export { trackerKeys } from './query-keys.ts';
