/**
 * What the auth feature offers the rest of the server: app.ts registers its plugin; other
 * features (and server code outside the features) import only the names below, from the modules
 * named here (npm run check:imports).
 */
export { endMailedLinks, forgetAccountAccess } from './account-links.ts';
export { authPlugin } from './auth.plugin.ts';
export type { AuthService } from './auth.service.ts';
