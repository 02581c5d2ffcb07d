/**
 * What the menu feature offers the rest of the server: app.ts registers its plugin; other
 * features (and server code outside the features) import only the names below, from the modules
 * named here (npm run check:imports). SEED_ITEMS: the demo recipes are written for its dishes.
 */
export type { MenuSnapshot } from './menu.cache.ts';
export { menuPlugin } from './menu.plugin.ts';
export { seedMenu } from './menu.seed.ts';
export { SEED_ITEMS } from './menu.seed-data.ts';
export type { MenuService } from './menu.service.ts';
