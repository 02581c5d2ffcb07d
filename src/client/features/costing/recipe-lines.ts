import type { Ingredient, Recipe, RecipeBody } from '../../../common/costing/schema.ts';
import { type RecipeUnit, unitsOfKind } from '../../../common/costing/units.ts';

/** A line as the editor holds it: what the owner typed, kept as typed until saved. */
export type DraftLine = {
  key: string;
  ingredientId: string | null;
  quantity: string;
  unit: RecipeUnit | null;
};

let nextKey = 0;
export const newLine = (): DraftLine => ({
  key: `line-${++nextKey}`,
  ingredientId: null,
  quantity: '',
  unit: null,
});

export function draftOf(recipe: Recipe | null): DraftLine[] {
  const lines = (recipe?.lines ?? []).map((line) => ({
    key: `line-${++nextKey}`,
    ingredientId: String(line.ingredientId),
    quantity: String(line.quantity),
    unit: line.unit,
  }));
  return lines.length > 0 ? lines : [newLine()];
}

/** An ingredient chosen on a line keeps its unit if of the same kind, else takes the pack's unit. */
export function withIngredient(line: DraftLine, ingredient: Ingredient | undefined): DraftLine {
  if (!ingredient) return { ...line, ingredientId: null, unit: null };
  const units = unitsOfKind(ingredient.packUnit);
  return {
    ...line,
    ingredientId: String(ingredient.id),
    unit: line.unit && units.includes(line.unit) ? line.unit : ingredient.packUnit,
  };
}

/**
 * The body PUT …/recipe takes: lines left wholly empty are dropped (an unused last row is no error);
 * a half-filled one is sent as typed for the check to name its missing part.
 */
export function bodyOf(lines: DraftLine[], halfPanFactor: number | null): RecipeBody {
  return {
    lines: lines
      .filter((l) => l.ingredientId !== null || l.quantity.trim() !== '')
      .map((l) => ({
        ingredientId: l.ingredientId === null ? 0 : Number(l.ingredientId),
        quantity: l.quantity.trim(),
        unit: (l.unit ?? '') as RecipeUnit,
      })),
    halfPanFactor,
  };
}

/** The saved line's cost when the draft line is still what was saved; undefined once it changed. */
export function savedCost(line: DraftLine, saved: Recipe | null | undefined): number | null | undefined {
  const match = saved?.lines.find((s) => String(s.ingredientId) === line.ingredientId);
  if (!match || match.unit !== line.unit || Number(match.quantity) !== Number(line.quantity))
    return undefined;
  return match.costCents;
}

/**
 * The server's reasons for the lines, by the index of the sent line: under `lines.2.unit`-like keys,
 * or in a message naming "line 3" (one-based, as a person counts). The rest is about the recipe.
 */
export function lineErrors(
  fieldErrors: Record<string, string>,
  message: string | undefined,
  sentCount: number,
): { byLine: Map<number, string>; general: string[] } {
  const byLine = new Map<number, string>();
  const general: string[] = [];
  for (const [key, reason] of Object.entries(fieldErrors)) {
    const index = /^lines\.(\d+)/.exec(key)?.[1];
    if (index !== undefined && Number(index) < sentCount) byLine.set(Number(index), reason);
    else {
      const named = /\bline (\d+)\b/i.exec(reason)?.[1];
      if (named && Number(named) >= 1 && Number(named) <= sentCount) byLine.set(Number(named) - 1, reason);
      else general.push(reason);
    }
  }
  if (Object.keys(fieldErrors).length === 0 && message) {
    const named = /\bline (\d+)\b/i.exec(message)?.[1];
    if (named && Number(named) >= 1 && Number(named) <= sentCount) byLine.set(Number(named) - 1, message);
    else general.push(message);
  }
  return { byLine, general };
}
