import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RecipeUnit } from '../../../common/costing/units.ts';
import { menuItems } from './menu.ts';

/**
 * What the kitchen buys (issue 37): a pack of `packSize` `packUnit` (a "10 lb case") at
 * `packPriceCents`, null until the owner enters it. Price changes are kept in the audit trail.
 */
export const ingredients = pgTable(
  'ingredients',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    supplier: text('supplier').notNull().default(''),
    /** Exact decimal: numeric answers text ("2.5000"), never a float. */
    packSize: numeric('pack_size', { precision: 11, scale: 4 }).notNull(),
    packUnit: text('pack_unit').$type<RecipeUnit>().notNull(),
    packPriceCents: integer('pack_price_cents'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (t) => [
    uniqueIndex('ingredients_name_unique').on(sql`lower(${t.name})`),
    check('ingredients_pack_size_positive', sql`${t.packSize} > 0`),
    check('ingredients_pack_price_check', sql`${t.packPriceCents} is null or ${t.packPriceCents} >= 0`),
  ],
);

/** A dish's recipe: a full pan's ingredients (one serving's for a dish not sold in pans). */
export const recipes = pgTable('recipes', {
  menuItemId: integer('menu_item_id')
    .primaryKey()
    .references(() => menuItems.id, { onDelete: 'cascade' }),
  /** A half pan's share of a full pan's ingredients; null: half. */
  halfPanFactor: numeric('half_pan_factor', { precision: 5, scale: 4 }),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date()),
});

export const recipeLines = pgTable(
  'recipe_lines',
  {
    id: serial('id').primaryKey(),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => recipes.menuItemId, { onDelete: 'cascade' }),
    /** Restrict: an ingredient a recipe uses cannot be deleted (the API answers 409 naming the dishes). */
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'restrict' }),
    quantity: numeric('quantity', { precision: 11, scale: 4 }).notNull(),
    unit: text('unit').$type<RecipeUnit>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('recipe_lines_dish_ingredient_unique').on(t.menuItemId, t.ingredientId),
    index('recipe_lines_ingredient_idx').on(t.ingredientId),
    check('recipe_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
