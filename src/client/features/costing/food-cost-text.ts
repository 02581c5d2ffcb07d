import type { DishCost, Ingredient } from '../../../common/costing/schema.ts';
import { UNIT_LABELS } from '../../../common/costing/units.ts';
import { formatCents } from '../../../common/money.ts';

/** The sizes a dish's cost is given for, in the menu card's order and words. */
const SIZES = [
  ['half', 'Half Pan'],
  ['full', 'Full Pan'],
  ['perPerson', 'Per person'],
  ['each', 'Each'],
] as const;

const PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 28 → "28%", 28.4 → "28.4%": the server's one decimal, never rounded into or out of the target. */
export function percentText(percent: number): string {
  return `${PERCENT.format(percent)}%`;
}

export type FoodCostLine = {
  /** The size's name when the dish is sold in several ("Half Pan"), else null. */
  size: string | null;
  text: string;
  /** Over the owner's food cost target: shown in red. */
  over: boolean;
};

/**
 * What the menu manager says of a dish's cost: "Food cost 28%" per size it is sold in, or why it is
 * unknown ("No recipe yet", "Food cost unknown: 2 ingredients missing"), never a wrong 0%.
 */
export function foodCostLines(cost: DishCost): FoodCostLine[] {
  if (!cost.hasRecipe) return [{ size: null, text: 'No recipe yet', over: false }];
  const missing = cost.missingIngredients.length;
  if (missing > 0)
    return [
      {
        size: null,
        text: `Food cost unknown: ${missing} ${missing === 1 ? 'ingredient' : 'ingredients'} missing`,
        over: false,
      },
    ];
  const sold = SIZES.flatMap(([key, label]) => {
    const size = cost[key];
    return size ? [{ label, size }] : [];
  });
  return sold.map(({ label, size }) => ({
    size: sold.length > 1 ? label : null,
    text:
      size.foodCostPercent !== null
        ? `Food cost ${percentText(size.foodCostPercent)}`
        : size.costCents !== null
          ? // A market-price dish has a cost but no price to divide it by.
            `Cost ${formatCents(size.costCents)}`
          : 'Food cost unknown',
    over: size.foodCostPercent !== null && size.foodCostPercent > cost.targetPercent,
  }));
}

/** The highest food cost percent of a dish's sizes (the over-target list names it), or null. */
export function worstPercent(cost: DishCost): number | null {
  const percents = SIZES.flatMap(([key]) => {
    const p = cost[key]?.foodCostPercent;
    return p === null || p === undefined ? [] : [p];
  });
  return percents.length > 0 ? Math.max(...percents) : null;
}

/** How an ingredient is bought, as the owner says it: a "10 lb case" reads "10 lb". */
export function packText(ingredient: Pick<Ingredient, 'packSize' | 'packUnit'>): string {
  return `${ingredient.packSize} ${UNIT_LABELS[ingredient.packUnit]}`;
}

/** The pack price over the pack size, for reading only ("$2.00 / lb"); costs come from the server. */
export function pricePerUnitText(
  ingredient: Pick<Ingredient, 'packSize' | 'packUnit' | 'packPriceCents'>,
): string | null {
  const size = Number(ingredient.packSize);
  if (ingredient.packPriceCents === null || !(size > 0)) return null;
  const perUnit = ingredient.packPriceCents / size;
  // Under a dollar a unit, a tenth of a cent matters (a napkin, an egg): show it.
  const text =
    perUnit < 100 && Math.round(perUnit) !== perUnit
      ? `$${(perUnit / 100).toFixed(3).replace(/0$/, '')}`
      : formatCents(perUnit);
  return `${text} / ${UNIT_LABELS[ingredient.packUnit]}`;
}
