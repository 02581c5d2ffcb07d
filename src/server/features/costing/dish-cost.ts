/**
 * A dish's food cost (issue 37 §2): each size it is sold in, its cost rounded once and its share of
 * that size's price, against the owner's target. One dish (GET /api/menu-items/{id}/cost) or the
 * whole menu at once (GET /api/admin/dish-costs), both from one load of the recipe book.
 */
import { asc, eq } from 'drizzle-orm';
import { type Decimal, roundCents } from '../../../common/costing/convert.ts';
import { type RecipeBook, recipeCost, sizeCost } from '../../../common/costing/cost.ts';
import type { DishCost } from '../../../common/costing/schema.ts';
import type { Database } from '../../db/connect.ts';
import { menuItems } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { loadRecipeBook } from './recipe-book.ts';

/** An exact amount of cents in whole cents; null stays null (an unpriced ingredient). */
export const roundedCents = (exact: Decimal | null): number | null =>
  exact === null ? null : roundCents(exact);

const dishColumns = {
  id: menuItems.id,
  name: menuItems.name,
  halfPanCents: menuItems.halfPanCents,
  fullPanCents: menuItems.fullPanCents,
  perPersonCents: menuItems.perPersonCents,
  eachCents: menuItems.eachCents,
};

type DishPrices = {
  id: number;
  halfPanCents: number | null;
  fullPanCents: number | null;
  perPersonCents: number | null;
  eachCents: number | null;
};

/**
 * A dish's cost by size: a size it is not sold in is null. A full pan (or a serving, for a dish sold
 * per person or per piece) is the recipe; a half pan is the recipe times its half pan factor. Each
 * size is rounded once, from the exact sum of its lines.
 */
function dishCostOf(dish: DishPrices, book: RecipeBook, targetPercent: number): DishCost {
  const cost = recipeCost(dish.id, book);
  const perBase = cost.perBase;
  const size = (exact: Decimal | null, priceCents: number | null) =>
    priceCents === null ? null : sizeCost(exact, priceCents);
  const sizes = {
    half: size(perBase?.times(cost.halfPanFactor) ?? null, dish.halfPanCents),
    full: size(perBase, dish.fullPanCents),
    perPerson: size(perBase, dish.perPersonCents),
    each: size(perBase, dish.eachCents),
  };
  const overTarget = Object.values(sizes).some(
    (s) =>
      s?.foodCostPercent !== null && s?.foodCostPercent !== undefined && s.foodCostPercent > targetPercent,
  );
  return {
    menuItemId: dish.id,
    ...sizes,
    hasRecipe: cost.hasRecipe,
    missingIngredients: cost.missingIngredients,
    targetPercent,
    overTarget,
  };
}

export function createDishCosts(db: Database, targetPercent: () => Promise<number>) {
  return {
    async ofDish(menuItemId: number): Promise<DishCost> {
      const [dish] = await db.select(dishColumns).from(menuItems).where(eq(menuItems.id, menuItemId));
      if (!dish) throw notFound('Menu item not found.');
      const [book, target] = await Promise.all([loadRecipeBook(db), targetPercent()]);
      return dishCostOf(dish, book, target);
    },

    /** Every dish of the menu (hidden ones too), in the menu's order: one query, one book. */
    async ofMenu() {
      const [dishes, book, target] = await Promise.all([
        db.select(dishColumns).from(menuItems).orderBy(asc(menuItems.sortOrder), asc(menuItems.id)),
        loadRecipeBook(db),
        targetPercent(),
      ]);
      return {
        targetPercent: target,
        dishes: dishes.map((dish) => ({ ...dishCostOf(dish, book, target), name: dish.name })),
      };
    },
  };
}

export type DishCosts = ReturnType<typeof createDishCosts>;
