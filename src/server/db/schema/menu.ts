import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { DietaryTag } from '../../../common/menu/schema.ts';

/** Managed categories: the catering menu's six, and dinner for the dinner pickup page. */
export const menuCategories = pgTable(
  'menu_categories',
  {
    slug: text('slug').primaryKey(),
    label: text('label').notNull(),
    kind: text('kind', { enum: ['catering', 'dinner'] })
      .notNull()
      .default('catering'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('menu_categories_kind_check', sql`${t.kind} in ('catering', 'dinner')`)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    category: text('category')
      .notNull()
      .references(() => menuCategories.slug, { onUpdate: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Whole cents per size the dish is sold in, or market price (decision 0056): never $0. */
    halfPanCents: integer('half_pan_cents'),
    fullPanCents: integer('full_pan_cents'),
    perPersonCents: integer('per_person_cents'),
    eachCents: integer('each_cents'),
    marketPrice: boolean('market_price').notNull().default(false),
    servingSize: text('serving_size').notNull(),
    prepTime: text('prep_time').notNull(),
    minOrder: integer('min_order').notNull().default(1),
    popular: boolean('popular').notNull().default(false),
    dietary: text('dietary').array().$type<DietaryTag[]>().notNull().default(sql`'{}'::text[]`),
    /** The main photo, shown on the menu card. */
    imageUrl: text('image_url'),
    /** The dish's other photos, in order: the next one becomes main when the main one is removed. */
    otherPhotoUrls: text('other_photo_urls').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
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
    index('menu_items_category_idx').on(t.category),
    check('menu_items_min_order_check', sql`${t.minOrder} >= 1`),
    check(
      'menu_items_prices_positive_check',
      sql`coalesce(${t.halfPanCents}, 1) > 0 and coalesce(${t.fullPanCents}, 1) > 0 and coalesce(${t.perPersonCents}, 1) > 0 and coalesce(${t.eachCents}, 1) > 0`,
    ),
    check(
      'menu_items_priced_check',
      sql`${t.marketPrice} = (${t.halfPanCents} is null and ${t.fullPanCents} is null and ${t.perPersonCents} is null and ${t.eachCents} is null)`,
    ),
  ],
);
