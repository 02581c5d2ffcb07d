/**
 * Costing's API (issue 37): ingredients, recipes, a dish's food cost, an order's or a proposal's
 * costing, and the shopping list. Shared by the routes and the admin and kitchen pages.
 * Quantities and pack sizes are exact decimals of at most 4 places: taken as a JSON number or text,
 * stored as numeric and computed as text (never multiplied as a float: convert.ts), answered as the
 * JSON number the owner wrote (`packSize: 10`, as the POST sends it). Amounts are whole cents.
 */
import { z } from 'zod';
import { addDays } from '../business-time.ts';
import { requiredDateSchema } from '../dates.ts';
import { RECIPE_UNIT_LIST } from './units.ts';

export * from './units.ts';

/** Categories the owner's list starts from; any other short name is taken too. */
export const INGREDIENT_CATEGORIES = [
  'produce',
  'meat & fish',
  'dairy',
  'dry goods',
  'bakery',
  'beverages',
  'disposables',
] as const;

const DECIMAL_TEXT = /^\d{1,7}(\.\d{1,4})?$/;

/** A positive exact decimal (at most 7 digits and 4 decimals), answered as its text: 2.5 → "2.5". */
const quantity = (what: string) =>
  z
    .union([z.number().transform(String), z.string().trim()], { error: `Enter the ${what} as a number` })
    .refine((v) => DECIMAL_TEXT.test(v), `Enter the ${what} as a number with at most 4 decimals`)
    .refine((v) => !DECIMAL_TEXT.test(v) || Number(v) > 0, `The ${what} must be more than 0`);

const RecipeUnitSchema = z.enum(RECIPE_UNIT_LIST, {
  error: `Choose a unit: ${RECIPE_UNIT_LIST.join(', ')}`,
});

const name = (what: string, max: number) =>
  z
    .string({ error: `Enter ${what}` })
    .trim()
    .min(1, `Enter ${what}`)
    .max(max, `Keep ${what} under ${max} characters`);

const ingredientFields = {
  name: name('the ingredient’s name', 80),
  category: name('a category', 40),
  supplier: z.string().trim().max(80, 'Keep the supplier under 80 characters'),
  packSize: quantity('pack size'),
  packUnit: RecipeUnitSchema,
  /** Null: no price yet (every dish using it reads "cost unknown"). */
  packPriceCents: z
    .number({ error: 'Enter the pack price in cents' })
    .int('Enter the pack price in whole cents')
    .min(0, 'A price cannot be negative')
    .max(10_000_000, 'That price is too large')
    .nullable(),
};

/** POST /api/admin/ingredients: `10, 'lb', 2000` is a $20.00 ten-pound case. */
export const IngredientBodySchema = z.strictObject({
  ...ingredientFields,
  supplier: ingredientFields.supplier.default(''),
});
export type IngredientBody = z.infer<typeof IngredientBodySchema>;

/**
 * PATCH /api/admin/ingredients/{id}: any of the fields. Built from the fields without the supplier's
 * default, so a patch that leaves the supplier out keeps it (a default would blank it).
 */
export const IngredientPatchSchema = z
  .strictObject(ingredientFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type IngredientPatch = z.infer<typeof IngredientPatchSchema>;

export const IngredientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  supplier: z.string(),
  /** As the owner wrote it: `10` for a ten-pound case (exact: at most 4 decimals). */
  packSize: z.number(),
  packUnit: RecipeUnitSchema,
  packPriceCents: z.number().int().nullable(),
  /** The dishes whose recipes use it (a used ingredient cannot be deleted). */
  usedBy: z.array(z.object({ id: z.number().int(), name: z.string() })),
  updatedAt: z.string(),
});
export type Ingredient = z.infer<typeof IngredientSchema>;

export const IngredientListSchema = z.object({ ingredients: z.array(IngredientSchema) });

/** One change of an ingredient's pack price: who, when, old → new. */
const PriceChangeSchema = z.object({
  at: z.string(),
  actor: z.string(),
  oldCents: z.number().int().nullable(),
  newCents: z.number().int().nullable(),
});
export const PriceHistorySchema = z.object({ changes: z.array(PriceChangeSchema) });
export type PriceChange = z.infer<typeof PriceChangeSchema>;

/** PUT /api/menu-items/{id}/recipe: a full pan's (or one serving's) ingredients. */
export const RecipeBodySchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        ingredientId: z.number({ error: 'Choose an ingredient' }).int().positive('Choose an ingredient'),
        quantity: quantity('quantity'),
        unit: RecipeUnitSchema,
      }),
    )
    .max(60, 'A recipe has at most 60 lines')
    .refine(
      (lines) => new Set(lines.map((l) => l.ingredientId)).size === lines.length,
      'Each ingredient once: add the quantities together',
    ),
  /** A half pan's share of a full pan's ingredients (0.5 unless set). */
  halfPanFactor: z
    .number({ error: 'Enter the half pan’s share as a number' })
    .gt(0, 'The half pan’s share must be more than 0')
    .max(1, 'A half pan takes at most a full pan’s ingredients')
    .nullish(),
});
export type RecipeBody = z.infer<typeof RecipeBodySchema>;

export const RecipeSchema = z.object({
  menuItemId: z.number().int(),
  /** "pan": the lines are one full pan's; "serving": one person's or one piece's. */
  basis: z.enum(['pan', 'serving']),
  halfPanFactor: z.number().nullable(),
  lines: z.array(
    z.object({
      ingredientId: z.number().int(),
      name: z.string(),
      quantity: z.number(),
      unit: RecipeUnitSchema,
      /** This line's cost in whole cents; null while its ingredient has no price. */
      costCents: z.number().int().nullable(),
    }),
  ),
});
export type Recipe = z.infer<typeof RecipeSchema>;

const SizeCostSchema = z.object({
  costCents: z.number().int().nullable(),
  /** Cost over price, percent with one decimal; null when either is unknown. */
  foodCostPercent: z.number().nullable(),
});

/** GET /api/menu-items/{id}/cost: each size the dish is sold in (null for a size it is not). */
export const DishCostSchema = z.object({
  menuItemId: z.number().int(),
  half: SizeCostSchema.nullable(),
  full: SizeCostSchema.nullable(),
  perPerson: SizeCostSchema.nullable(),
  each: SizeCostSchema.nullable(),
  hasRecipe: z.boolean(),
  /** Ingredients of the recipe without a price: "cost unknown: 2 ingredients missing". */
  missingIngredients: z.array(z.string()),
  /** The owner's food cost target, percent (offer setting). */
  targetPercent: z.number(),
  overTarget: z.boolean(),
});
export type DishCost = z.infer<typeof DishCostSchema>;

/** GET /api/admin/dish-costs: every dish's cost at once (the menu manager's column and list). */
export const DishCostListSchema = z.object({
  targetPercent: z.number(),
  dishes: z.array(DishCostSchema.extend({ name: z.string() })),
});

/** An order's or a proposal's cost, for the owner only (never clients or staff). */
export const CostingSchema = z.object({
  foodCostCents: z.number().int(),
  laborCostCents: z.number().int(),
  /** What the bill earns the business: its total less tax and gratuity. */
  revenueCents: z.number().int(),
  marginCents: z.number().int(),
  marginPercent: z.number().nullable(),
  /** Dishes left out of the food cost: no recipe, or an ingredient without a price. */
  unknownDishes: z.array(z.string()),
});
export type Costing = z.infer<typeof CostingSchema>;

/** The longest range one shopping list covers: a month of bookings, both ends counted. */
export const SHOPPING_LIST_MAX_DAYS = 31;

export const ShoppingListQuerySchema = z
  .strictObject({
    from: requiredDateSchema('from'),
    to: requiredDateSchema('to'),
    format: z.enum(['json', 'pdf', 'csv']).default('json'),
  })
  .refine((q) => q.from <= q.to, { message: 'from must be on or before to', path: ['to'] })
  .refine((q) => q.to <= addDays(q.from, SHOPPING_LIST_MAX_DAYS - 1), {
    message: `Ask for at most ${SHOPPING_LIST_MAX_DAYS} days at a time`,
    path: ['to'],
  });

const ShoppingListLineSchema = z.object({
  ingredientId: z.number().int(),
  name: z.string(),
  supplier: z.string(),
  category: z.string(),
  /** In the ingredient's buying unit, exact decimal text rounded up to 2 decimals. */
  quantity: z.number(),
  unit: RecipeUnitSchema,
  packSize: z.number(),
  packs: z.number().int(),
  /** Owner only: whole packs at the pack price; absent for staff, null when unpriced. */
  estimatedCostCents: z.number().int().nullable().optional(),
});
export type ShoppingListLine = z.infer<typeof ShoppingListLineSchema>;

export const ShoppingListSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Grouped by supplier (then name). */
  lines: z.array(ShoppingListLineSchema),
  /** Dishes booked in the range without a recipe: nothing of theirs is on the list. */
  dishesWithoutRecipe: z.array(z.string()),
  /** Owner only: the sum of estimatedCostCents. */
  estimatedTotalCents: z.number().int().nullable().optional(),
});
export type ShoppingList = z.infer<typeof ShoppingListSchema>;
