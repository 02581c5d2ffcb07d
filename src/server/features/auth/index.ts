export { authPlugin } from './auth.plugin.ts';
