import { galleryArtUrl, type PhotoCategory } from '../../../common/photos.ts';

export type ShowcaseItem = {
  slug: string;
  imageUrl: string;
  displayName: string;
  description: string;
  category: PhotoCategory;
};

const item = (slug: string, displayName: string, description: string, category: PhotoCategory) => ({
  slug,
  imageUrl: galleryArtUrl(slug),
  displayName,
  description,
  category,
});

/** The gallery's static showcase (spec 2.15): generated artwork shipped in public/gallery-art. */
export const SHOWCASE: ShowcaseItem[] = [
  item(
    'sunday-brunch',
    'Sunday Brunch Plate',
    'Sunny-side eggs, thick-cut bacon, buttered toast, fresh berries and hot coffee.',
    'breakfast',
  ),
  item(
    'harvest-salad',
    'Harvest Garden Salad',
    'Crisp greens, cherry tomatoes, cucumber and garlic croutons with house vinaigrette.',
    'lunch',
  ),
  item(
    'herb-salmon',
    'Herb-Crusted Salmon',
    'Oven-roasted salmon with a dill crust over asparagus, finished with lemon.',
    'entrees',
  ),
  item(
    'caprese-skewers',
    'Caprese Skewers',
    'Cherry tomato, fresh mozzarella and basil with an aged balsamic drizzle.',
    'appetizers',
  ),
  item(
    'berry-tart',
    'Mixed Berry Tart',
    'Buttery crust, vanilla bean cream and a heap of raspberries and blueberries.',
    'desserts',
  ),
  item(
    'wrap-platter',
    'Lunch Wrap Platter',
    'Grilled chicken and garden vegetable wraps, sliced for sharing, with pickle spears.',
    'lunch',
  ),
];

/** Shipped artwork is drawn at 4:3; its largest rendition is 1440 wide. */
export const ART_WIDTH = 1440;
export const ART_HEIGHT = 1080;
