/**
 * What the discounts feature offers the rest of the server: app.ts registers its plugin; other
 * features (and server code outside the features) import only the names below, from the modules
 * named here (npm run check:imports).
 */
export { discountCodeGuard } from './discount-misses.ts';
export { discountsPlugin } from './discounts.plugin.ts';
export { SEED_DISCOUNT_CODES, seedDiscountCodes } from './discounts.seed.ts';
export type { DiscountService } from './discounts.service.ts';
