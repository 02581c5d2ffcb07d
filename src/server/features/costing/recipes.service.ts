/**
 * A dish's recipe (issue 37 §1): a full pan's ingredients (one serving's for a dish not sold in
 * pans), replaced whole by the owner's editor. Read through the recipe book like every cost, so the
 * editor's line costs and the dish's food cost come from the same prices.
 */
import { eq, inArray } from 'drizzle-orm';
import { changedFields } from '../../../common/audit/changes.ts';
import type { PublicUser } from '../../../common/auth.ts';
import { Decimal } from '../../../common/costing/convert.ts';
import { lineCostExact, type RecipeBook } from '../../../common/costing/cost.ts';
import type { Recipe, RecipeBody } from '../../../common/costing/schema.ts';
import { type RecipeUnit, UNIT_LABELS, unitKind } from '../../../common/costing/units.ts';
import type { Database } from '../../db/connect.ts';
import { ingredients, menuItems, recipeLines, recipes } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../platform/db-errors.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { actorOrSystem, recordAudit } from '../audit/audit.record.ts';
import { roundedCents } from './dish-cost.ts';
import { loadRecipeBook } from './recipe-book.ts';

type DishRow = { id: number; name: string; halfPanCents: number | null; fullPanCents: number | null };

/** How a unit's kind is said of an ingredient bought in it: "Eggs are counted in each". */
const KIND_VERBS = { mass: 'is weighed in', volume: 'is measured in', each: 'are counted in' } as const;

/** A dish sold by the pan has a full pan's recipe; any other one serving's (panDishesOf's rule). */
const basisOf = (dish: DishRow): Recipe['basis'] =>
  dish.halfPanCents !== null || dish.fullPanCents !== null ? 'pan' : 'serving';

/** The recipe's lines as the history shows them: "2.5 lb Chicken breast". */
function auditedRecipe(book: Pick<RecipeBook, 'recipes' | 'ingredients'>, menuItemId: number) {
  const recipe = book.recipes.get(menuItemId);
  return {
    ingredients: (recipe?.lines ?? []).map(
      (line) =>
        `${line.quantity} ${UNIT_LABELS[line.unit]} ${book.ingredients.get(line.ingredientId)?.name ?? '?'}`,
    ),
    halfPanFactor: recipe?.halfPanFactor ?? null,
  };
}

function toRecipe(dish: DishRow, book: RecipeBook): Recipe {
  const recipe = book.recipes.get(dish.id);
  return {
    menuItemId: dish.id,
    basis: basisOf(dish),
    halfPanFactor: recipe?.halfPanFactor ? Number(recipe.halfPanFactor) : null,
    lines: (recipe?.lines ?? []).map((line) => {
      const ingredient = book.ingredients.get(line.ingredientId)!;
      return {
        ingredientId: line.ingredientId,
        name: ingredient.name,
        quantity: Number(line.quantity),
        unit: line.unit,
        // Each line rounded on its own, for display: the dish's cost rounds its exact sum once.
        costCents: roundedCents(lineCostExact(line, ingredient)),
      };
    }),
  };
}

export function createRecipeService(db: Database) {
  async function requireDish(id: number): Promise<DishRow> {
    const [dish] = await db
      .select({
        id: menuItems.id,
        name: menuItems.name,
        halfPanCents: menuItems.halfPanCents,
        fullPanCents: menuItems.fullPanCents,
      })
      .from(menuItems)
      .where(eq(menuItems.id, id));
    if (!dish) throw notFound('Menu item not found.');
    return dish;
  }

  /**
   * Refuses a line whose ingredient is unknown or measured in a unit of another kind, naming it;
   * answers the lines' ingredients' names.
   */
  async function checkLines(body: RecipeBody): Promise<Map<number, string>> {
    const ids = body.lines.map((line) => line.ingredientId);
    const known =
      ids.length === 0
        ? []
        : await db
            .select({ id: ingredients.id, name: ingredients.name, packUnit: ingredients.packUnit })
            .from(ingredients)
            .where(inArray(ingredients.id, ids));
    const byId = new Map(known.map((i) => [i.id, i]));
    body.lines.forEach((line, index) => {
      const ingredient = byId.get(line.ingredientId);
      const field = `lines.${index}`;
      if (!ingredient) {
        const message = `Line ${index + 1}: there is no ingredient ${line.ingredientId} (it may have been deleted)`;
        throw badRequest(message, { [`${field}.ingredientId`]: message });
      }
      const packUnit: RecipeUnit = ingredient.packUnit;
      if (unitKind(line.unit) !== unitKind(packUnit)) {
        const message = `Line ${index + 1}: ${ingredient.name} ${KIND_VERBS[unitKind(packUnit)]} ${UNIT_LABELS[packUnit]}, not ${UNIT_LABELS[line.unit]}`;
        throw badRequest(message, { [`${field}.unit`]: message });
      }
    });
    return new Map(known.map((i) => [i.id, i.name]));
  }

  /**
   * Runs the write; a foreign key refusing it means the dish or an ingredient was deleted since they
   * were checked: checked again, that answers 404 or 400 naming the line, as it would have before.
   */
  async function saving(menuItemId: number, body: RecipeBody, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      await requireDish(menuItemId);
      await checkLines(body);
      throw error;
    }
  }

  return {
    async get(menuItemId: number): Promise<Recipe> {
      const dish = await requireDish(menuItemId);
      return toRecipe(dish, await loadRecipeBook(db));
    },

    /** Replaces the dish's recipe in one transaction; no lines: the dish has no recipe. */
    async put(menuItemId: number, body: RecipeBody, by: PublicUser | null): Promise<Recipe> {
      const dish = await requireDish(menuItemId);
      const names = await checkLines(body);
      const before = auditedRecipe(await loadRecipeBook(db), menuItemId);
      // Exact text as the table keeps it (4 decimals), written as the book reads it back ("0.6").
      const exact = (value: Decimal.Value) =>
        new Decimal(value).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toString();
      const factor =
        body.lines.length === 0 || body.halfPanFactor === null || body.halfPanFactor === undefined
          ? null
          : exact(body.halfPanFactor);
      const lines = body.lines.map((line, position) => ({
        menuItemId,
        ingredientId: line.ingredientId,
        quantity: exact(line.quantity),
        unit: line.unit,
        position,
      }));
      const after = {
        ingredients: lines.map((l) => `${l.quantity} ${UNIT_LABELS[l.unit]} ${names.get(l.ingredientId)}`),
        halfPanFactor: factor,
      };
      await saving(menuItemId, body, () =>
        db.transaction(async (tx) => {
          // The lines go with their recipe (on delete cascade).
          await tx.delete(recipes).where(eq(recipes.menuItemId, menuItemId));
          if (body.lines.length > 0) {
            await tx.insert(recipes).values({ menuItemId, halfPanFactor: factor });
            await tx.insert(recipeLines).values(lines);
          }
          const changed = changedFields(before, after);
          if (changed) {
            await recordAudit(tx, {
              actor: actorOrSystem(by),
              action: 'recipe',
              entity: 'menu-item',
              entityId: menuItemId,
              ...changed,
            });
          }
        }),
      );
      return toRecipe(dish, await loadRecipeBook(db));
    },
  };
}

export type RecipeService = ReturnType<typeof createRecipeService>;
