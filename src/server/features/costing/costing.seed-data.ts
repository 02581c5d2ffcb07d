import { PAN_RECIPES } from './costing.seed-pans.ts';
import { SERVING_RECIPES } from './costing.seed-servings.ts';

export { DEMO_INGREDIENTS } from './costing.seed-ingredients.ts';

/**
 * The demo kitchen's costing (issue 37 §4): what a Philadelphia caterer pays its suppliers in 2026
 * (wholesale pack prices) and a recipe for every dish of the demo menu (menu.seed-data.ts), so a new
 * install with DEMO_DATA shows real food-cost figures. Seeded with demo data only, while the
 * ingredients table is empty (costing.seed.ts); the owner edits both afterwards.
 *
 * A recipe is one full pan for a dish sold in pans (the foil pan and its lid included, as caterers
 * cost them; a half pan is half unless `halfPanFactor` says otherwise) and one serving for a dish sold
 * per person, per plate, per tray or per cup (market-price dishes too: the owner prices them by phone
 * from what they cost). Most dishes land between 20% and 30% of their price; the lobster tail
 * dinner, the fried whiting and the large fruit tray are honestly over a 30% target, so the owner's
 * "dishes over target" list has something true to show. costing.seed-data.test.ts checks all of it.
 *
 * The price list is costing.seed-ingredients.ts; the recipes are costing.seed-pans.ts (a full pan)
 * and costing.seed-servings.ts (one serving).
 */
export const DEMO_RECIPES = [...PAN_RECIPES, ...SERVING_RECIPES];
