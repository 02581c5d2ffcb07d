/**
 * What the costing feature offers the rest of the app (issue 37): the menu manager's food cost line,
 * its "Dishes over target" list, the Recipe button and the recipe editor. Other features import
 * these names from the modules named here (npm run check:imports).
 */
export { DishFoodCost } from './dish-food-cost.tsx';
export { DishesOverTarget } from './dishes-over-target.tsx';
export { RecipeButton } from './recipe-button.tsx';
export { RecipeModalFromAddress } from './recipe-modal.tsx';
