import { sql } from 'drizzle-orm';
import { readPriceText } from '../../../common/menu/price-text.ts';
import { galleryArtUrl } from '../../../common/photos.ts';
import type { Database } from '../../db/connect.ts';
import { menuCategories, menuItems } from '../../db/schema/index.ts';
import { SEED_CATEGORIES, SEED_ITEMS } from './menu.seed-data.ts';
import { priceColumns } from './menu.service.ts';

/** With demo data on, a few dishes start with the shipped generated artwork as their photo. */
const DEMO_PHOTOS: Record<string, string> = {
  'Southern Fried Chicken': 'fried-chicken',
  'Strawberry Spinach Salad': 'harvest-salad',
  'Grilled Atlantic Salmon': 'herb-salmon',
  'Garlic Butter Shrimp': 'shrimp-cocktail',
  'Brioche French Toast Bake': 'pancake-stack',
  'Farmhouse Breakfast Spread': 'sunday-brunch',
  'Banana Pudding Cups': 'dessert-cups',
  'Assorted Dessert Tray (Large)': 'berry-tart',
  'Pan-Seared Salmon': 'herb-salmon',
};

const NO_AMOUNTS = { halfPanCents: null, fullPanCents: null, perPersonCents: null, eachCents: null };

/**
 * The menu is the business's content, not demo data: it is loaded on every installation, but only
 * while the items table is empty, so an admin's edits and deletions are never undone by a restart.
 */
export async function seedMenu(db: Database, options: { demoPhotos: boolean }): Promise<void> {
  await db
    .insert(menuCategories)
    .values(SEED_CATEGORIES.map((c, i) => ({ ...c, sortOrder: i })))
    .onConflictDoNothing();
  await db.transaction(async (tx) => {
    // Two instances starting together on one PostgreSQL must not both load the menu.
    await tx.execute(sql`select pg_advisory_xact_lock(73100001)`);
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(menuItems);
    if ((row?.count ?? 0) > 0) return;
    await tx.insert(menuItems).values(
      SEED_ITEMS.map(({ price, ...item }, i) => ({
        ...item,
        // The shipped menu is written as the spec's price texts; menu.seed-data.test.ts reads each one.
        ...priceColumns(readPriceText(price) ?? { ...NO_AMOUNTS, marketPrice: true }),
        minOrder: item.minOrder ?? 1,
        popular: item.popular ?? false,
        dietary: item.dietary ?? [],
        imageUrl:
          options.demoPhotos && DEMO_PHOTOS[item.name] ? galleryArtUrl(DEMO_PHOTOS[item.name]!) : null,
        sortOrder: i,
      })),
    );
  });
}
