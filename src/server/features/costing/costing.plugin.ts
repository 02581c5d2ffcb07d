import { featurePlugin } from '../../platform/feature-plugin.ts';
import { costingRoutes } from './costing.routes.ts';
import { createDishCosts } from './dish-cost.ts';
import { createIngredientService } from './ingredients.service.ts';
import { createRecipeService } from './recipes.service.ts';

/**
 * Costing (issue 37): ingredients and their prices, dishes' recipes and their food cost. The owner's
 * food cost target is the offer's (the settings feature), read when a cost is asked.
 */
export const costingPlugin = featurePlugin('costing', ['audit', 'settings', 'menu'], async (app, { db }) => {
  const ingredients = createIngredientService(db);
  const recipes = createRecipeService(db);
  const dishCosts = createDishCosts(
    db,
    async () => (await app.settings.getBusiness()).offer.costing.foodCostTargetPercent,
  );
  await app.register(async (scope) => costingRoutes(scope, { ingredients, recipes, dishCosts }));
});
