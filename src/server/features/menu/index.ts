/**
 * What the menu feature offers the rest of the server: app.ts registers its plugin; other
 * features (and server code outside the features) import only the names below, from the modules
 * named here (npm run check:imports).
 */
export type { MenuSnapshot } from './menu.cache.ts';
export { menuPlugin } from './menu.plugin.ts';
export { seedMenu } from './menu.seed.ts';
export type { MenuService } from './menu.service.ts';
