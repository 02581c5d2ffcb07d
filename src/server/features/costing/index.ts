/**
 * What the costing feature offers the rest of the server (issue 37): app.ts registers its plugin;
 * the recipe book every cost and the shopping list read. Other features import only the names below
 * (npm run check:imports).
 */
export { costingPlugin } from './costing.plugin.ts';
export { seedDemoCosting } from './costing.seed.ts';
export {
  type CostedBooking,
  costedOrder,
  costedProposal,
  createEventCosting,
  type EventCosting,
  type GrossMargin,
} from './event-costing.ts';
export { decimalText, loadRecipeBook, panDishesOf } from './recipe-book.ts';
