import { count, eq } from 'drizzle-orm';
import { galleryArtUrl, type PhotoCategory } from '../../../common/photos.ts';
import type { Database } from '../../db/connect.ts';
import { photos, settings } from '../../db/schema/index.ts';

type DemoPhoto = {
  slug: string;
  displayName: string;
  description: string;
  category: PhotoCategory;
  tags: string[];
  featuredOnHomepage: boolean;
};

/** Generated artwork (public/gallery-art) so a fresh demo gallery is not empty. */
export const DEMO_PHOTOS: DemoPhoto[] = [
  {
    slug: 'fried-chicken',
    displayName: 'Southern Fried Chicken Platter',
    description: 'Buttermilk-brined, crisp and golden, served with tangy coleslaw and lemon.',
    category: 'entrees',
    tags: ['chicken', 'southern', 'crowd favorite'],
    featuredOnHomepage: true,
  },
  {
    slug: 'shrimp-cocktail',
    displayName: 'Chilled Shrimp Cocktail',
    description: 'Jumbo shrimp on crushed ice with our horseradish cocktail sauce.',
    category: 'appetizers',
    tags: ['seafood', 'cold', 'elegant'],
    featuredOnHomepage: true,
  },
  {
    slug: 'pancake-stack',
    displayName: 'Buttermilk Pancake Stack',
    description: 'Fluffy pancakes with whipped butter, warm maple syrup and fresh berries.',
    category: 'breakfast',
    tags: ['brunch', 'sweet'],
    featuredOnHomepage: false,
  },
  {
    slug: 'dessert-cups',
    displayName: 'Dessert Cups Trio',
    description: 'Chocolate mousse, banana pudding and strawberry shortcake, portioned for parties.',
    category: 'desserts',
    tags: ['dessert cups', 'party', 'individual'],
    featuredOnHomepage: true,
  },
  {
    slug: 'mint-lemonade',
    displayName: 'Fresh Mint Lemonade',
    description: 'Squeezed to order with garden mint, served by the pitcher.',
    category: 'beverages',
    tags: ['drinks', 'summer'],
    featuredOnHomepage: false,
  },
  {
    slug: 'reception-buffet',
    displayName: 'Evening Reception Buffet',
    description: 'Herbed rice, roast chicken, garden greens and warm rolls by candlelight.',
    category: 'events',
    tags: ['wedding', 'buffet', 'full service'],
    featuredOnHomepage: true,
  },
];

// Once seeded, an admin who deletes the demo photos does not see them come back at the next start.
const SEEDED_KEY = 'demo.photosSeeded';

export async function seedDemoPhotos(db: Database): Promise<void> {
  const [marker] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, SEEDED_KEY));
  if (marker) return;
  const [existing] = await db.select({ n: count() }).from(photos);
  if ((existing?.n ?? 0) === 0) {
    await db.insert(photos).values(
      DEMO_PHOTOS.map((p, index) => ({
        filename: `${p.slug}.webp`,
        imageUrl: galleryArtUrl(p.slug),
        imageWidth: 1440,
        imageHeight: 1080,
        displayName: p.displayName,
        description: p.description,
        category: p.category,
        tags: p.tags,
        featuredOnHomepage: p.featuredOnHomepage,
        sortOrder: index,
      })),
    );
  }
  await db.insert(settings).values({ key: SEEDED_KEY, value: true }).onConflictDoNothing();
}
