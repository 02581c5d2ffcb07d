// biome-ignore-all format: one ingredient or recipe line per line reads like the price list and the recipe card they are.
import type { RecipeUnit } from '../../../common/costing/units.ts';

/**
 * The demo kitchen's price list (issue 37 §4): what a Philadelphia caterer pays its suppliers in
 * 2026, wholesale packs at their pack prices. The recipes (costing.seed-pans.ts and
 * costing.seed-servings.ts) name these ingredients; TypeScript checks every name.
 */
export type SeedIngredient = {
  name: string;
  /** One of INGREDIENT_CATEGORIES (common/costing/schema.ts). */
  category: string;
  supplier: string;
  /** Exact decimal text, in `packUnit`. */
  packSize: string;
  packUnit: RecipeUnit;
  packPriceCents: number;
};

const SYSCO = 'Sysco Philadelphia';
const DEPOT = 'Restaurant Depot';
const SEAFOOD = 'Samuels & Son Seafood';
const PRODUCE = 'Philadelphia Wholesale Produce Market';
const BAKERY = 'Amoroso’s Baking';

export const DEMO_INGREDIENTS = [
  // Meat & fish
  { name: 'Chicken breast, boneless skinless', category: 'meat & fish', supplier: SYSCO, packSize: '40', packUnit: 'lb', packPriceCents: 12000 },
  { name: 'Chicken, 8-piece cut', category: 'meat & fish', supplier: SYSCO, packSize: '40', packUnit: 'lb', packPriceCents: 6400 },
  { name: 'Chicken leg quarters', category: 'meat & fish', supplier: DEPOT, packSize: '40', packUnit: 'lb', packPriceCents: 4400 },
  { name: 'Chicken wings, party cut', category: 'meat & fish', supplier: DEPOT, packSize: '40', packUnit: 'lb', packPriceCents: 12800 },
  { name: 'Turkey wings', category: 'meat & fish', supplier: DEPOT, packSize: '30', packUnit: 'lb', packPriceCents: 6000 },
  { name: 'Smoked turkey wings', category: 'meat & fish', supplier: DEPOT, packSize: '15', packUnit: 'lb', packPriceCents: 4500 },
  { name: 'Turkey sausage links', category: 'meat & fish', supplier: SYSCO, packSize: '10', packUnit: 'lb', packPriceCents: 3900 },
  { name: 'Whiting fillets', category: 'meat & fish', supplier: SEAFOOD, packSize: '10', packUnit: 'lb', packPriceCents: 3800 },
  { name: 'Tilapia fillets', category: 'meat & fish', supplier: SEAFOOD, packSize: '10', packUnit: 'lb', packPriceCents: 3900 },
  { name: 'Atlantic salmon fillets', category: 'meat & fish', supplier: SEAFOOD, packSize: '10', packUnit: 'lb', packPriceCents: 11500 },
  { name: 'Shrimp 16/20, peeled and deveined', category: 'meat & fish', supplier: SEAFOOD, packSize: '5', packUnit: 'lb', packPriceCents: 5200 },
  { name: 'Lobster tails, cold-water 5–6 oz', category: 'meat & fish', supplier: SEAFOOD, packSize: '10', packUnit: 'lb', packPriceCents: 34000 },
  { name: 'Snow crab clusters', category: 'meat & fish', supplier: SEAFOOD, packSize: '20', packUnit: 'lb', packPriceCents: 26000 },
  { name: 'Lamb shanks', category: 'meat & fish', supplier: DEPOT, packSize: '12', packUnit: 'ea', packPriceCents: 10800 },
  { name: 'Lamb rack, frenched', category: 'meat & fish', supplier: DEPOT, packSize: '10', packUnit: 'lb', packPriceCents: 17500 },
  { name: 'Beef tenderloin, peeled', category: 'meat & fish', supplier: DEPOT, packSize: '12', packUnit: 'lb', packPriceCents: 22800 },
  { name: 'Duck legs', category: 'meat & fish', supplier: DEPOT, packSize: '12', packUnit: 'ea', packPriceCents: 6000 },
  { name: 'Duck fat', category: 'meat & fish', supplier: DEPOT, packSize: '7', packUnit: 'lb', packPriceCents: 4500 },
  { name: 'Pork tenderloin', category: 'meat & fish', supplier: DEPOT, packSize: '20', packUnit: 'lb', packPriceCents: 8400 },
  // Dairy and eggs
  { name: 'Heavy cream', category: 'dairy', supplier: SYSCO, packSize: '0.5', packUnit: 'gal', packPriceCents: 900 },
  { name: 'Whole milk', category: 'dairy', supplier: SYSCO, packSize: '1', packUnit: 'gal', packPriceCents: 450 },
  { name: 'Buttermilk', category: 'dairy', supplier: SYSCO, packSize: '1', packUnit: 'gal', packPriceCents: 560 },
  { name: 'Butter, unsalted', category: 'dairy', supplier: SYSCO, packSize: '36', packUnit: 'lb', packPriceCents: 15800 },
  { name: 'Eggs, large', category: 'dairy', supplier: SYSCO, packSize: '180', packUnit: 'ea', packPriceCents: 5400 },
  { name: 'Parmesan, grated', category: 'dairy', supplier: SYSCO, packSize: '5', packUnit: 'lb', packPriceCents: 4200 },
  { name: 'Sharp cheddar, shredded', category: 'dairy', supplier: SYSCO, packSize: '5', packUnit: 'lb', packPriceCents: 1900 },
  { name: 'American cheese', category: 'dairy', supplier: SYSCO, packSize: '5', packUnit: 'lb', packPriceCents: 1750 },
  { name: 'Colby Jack, shredded', category: 'dairy', supplier: SYSCO, packSize: '5', packUnit: 'lb', packPriceCents: 1850 },
  { name: 'Feta, crumbled', category: 'dairy', supplier: SYSCO, packSize: '5', packUnit: 'lb', packPriceCents: 2600 },
  { name: 'Goat cheese crumbles', category: 'dairy', supplier: SYSCO, packSize: '2', packUnit: 'lb', packPriceCents: 1800 },
  { name: 'Cream cheese', category: 'dairy', supplier: SYSCO, packSize: '3', packUnit: 'lb', packPriceCents: 950 },
  { name: 'Greek yogurt, plain', category: 'dairy', supplier: SYSCO, packSize: '5', packUnit: 'lb', packPriceCents: 1800 },
  // Produce
  { name: 'Romaine hearts', category: 'produce', supplier: PRODUCE, packSize: '48', packUnit: 'ea', packPriceCents: 4500 },
  { name: 'Spring mix', category: 'produce', supplier: PRODUCE, packSize: '3', packUnit: 'lb', packPriceCents: 1250 },
  { name: 'Baby spinach', category: 'produce', supplier: PRODUCE, packSize: '4', packUnit: 'lb', packPriceCents: 1700 },
  { name: 'Cucumbers', category: 'produce', supplier: PRODUCE, packSize: '50', packUnit: 'lb', packPriceCents: 2800 },
  { name: 'Grape tomatoes', category: 'produce', supplier: PRODUCE, packSize: '10', packUnit: 'lb', packPriceCents: 2100 },
  { name: 'Tomatoes, 5x6', category: 'produce', supplier: PRODUCE, packSize: '25', packUnit: 'lb', packPriceCents: 3200 },
  { name: 'Carrots', category: 'produce', supplier: PRODUCE, packSize: '25', packUnit: 'lb', packPriceCents: 1600 },
  { name: 'Red onions', category: 'produce', supplier: PRODUCE, packSize: '25', packUnit: 'lb', packPriceCents: 1900 },
  { name: 'Yellow onions', category: 'produce', supplier: PRODUCE, packSize: '50', packUnit: 'lb', packPriceCents: 2800 },
  { name: 'Celery', category: 'produce', supplier: PRODUCE, packSize: '24', packUnit: 'ea', packPriceCents: 3000 },
  { name: 'Green beans', category: 'produce', supplier: PRODUCE, packSize: '25', packUnit: 'lb', packPriceCents: 4200 },
  { name: 'Collard greens, cut and washed', category: 'produce', supplier: PRODUCE, packSize: '10', packUnit: 'lb', packPriceCents: 1800 },
  { name: 'Green cabbage', category: 'produce', supplier: PRODUCE, packSize: '50', packUnit: 'lb', packPriceCents: 2400 },
  { name: 'Bell peppers, tri-color', category: 'produce', supplier: PRODUCE, packSize: '25', packUnit: 'lb', packPriceCents: 4200 },
  { name: 'Zucchini', category: 'produce', supplier: PRODUCE, packSize: '20', packUnit: 'lb', packPriceCents: 2200 },
  { name: 'Yellow squash', category: 'produce', supplier: PRODUCE, packSize: '20', packUnit: 'lb', packPriceCents: 2400 },
  { name: 'Garlic, peeled', category: 'produce', supplier: PRODUCE, packSize: '5', packUnit: 'lb', packPriceCents: 1650 },
  { name: 'Shallots', category: 'produce', supplier: PRODUCE, packSize: '5', packUnit: 'lb', packPriceCents: 1200 },
  { name: 'Scotch bonnet peppers', category: 'produce', supplier: PRODUCE, packSize: '1', packUnit: 'lb', packPriceCents: 650 },
  { name: 'Lemons', category: 'produce', supplier: PRODUCE, packSize: '115', packUnit: 'ea', packPriceCents: 4200 },
  { name: 'Thyme, fresh', category: 'produce', supplier: PRODUCE, packSize: '1', packUnit: 'lb', packPriceCents: 1400 },
  { name: 'Rosemary, fresh', category: 'produce', supplier: PRODUCE, packSize: '1', packUnit: 'lb', packPriceCents: 1200 },
  { name: 'Italian parsley', category: 'produce', supplier: PRODUCE, packSize: '60', packUnit: 'ea', packPriceCents: 3300 },
  { name: 'Yukon gold potatoes', category: 'produce', supplier: PRODUCE, packSize: '50', packUnit: 'lb', packPriceCents: 3800 },
  { name: 'Red potatoes', category: 'produce', supplier: PRODUCE, packSize: '50', packUnit: 'lb', packPriceCents: 3300 },
  { name: 'Sweet potatoes', category: 'produce', supplier: PRODUCE, packSize: '40', packUnit: 'lb', packPriceCents: 3200 },
  { name: 'Cremini mushrooms', category: 'produce', supplier: PRODUCE, packSize: '10', packUnit: 'lb', packPriceCents: 2900 },
  { name: 'Wild mushroom blend', category: 'produce', supplier: PRODUCE, packSize: '3', packUnit: 'lb', packPriceCents: 2700 },
  { name: 'Sweet corn', category: 'produce', supplier: PRODUCE, packSize: '48', packUnit: 'ea', packPriceCents: 2400 },
  { name: 'Green peas, frozen', category: 'produce', supplier: SYSCO, packSize: '20', packUnit: 'lb', packPriceCents: 3000 },
  { name: 'Strawberries', category: 'produce', supplier: PRODUCE, packSize: '8', packUnit: 'lb', packPriceCents: 2000 },
  { name: 'Blueberries', category: 'produce', supplier: PRODUCE, packSize: '10', packUnit: 'lb', packPriceCents: 4800 },
  { name: 'Pineapples', category: 'produce', supplier: PRODUCE, packSize: '7', packUnit: 'ea', packPriceCents: 2100 },
  { name: 'Cantaloupes', category: 'produce', supplier: PRODUCE, packSize: '12', packUnit: 'ea', packPriceCents: 2400 },
  { name: 'Honeydew melons', category: 'produce', supplier: PRODUCE, packSize: '6', packUnit: 'ea', packPriceCents: 1800 },
  { name: 'Red seedless grapes', category: 'produce', supplier: PRODUCE, packSize: '18', packUnit: 'lb', packPriceCents: 3600 },
  { name: 'Bananas', category: 'produce', supplier: PRODUCE, packSize: '40', packUnit: 'lb', packPriceCents: 2600 },
  // Dry goods: pasta, grains, baking, oils, sauces and spices
  { name: 'Elbow macaroni', category: 'dry goods', supplier: SYSCO, packSize: '20', packUnit: 'lb', packPriceCents: 2600 },
  { name: 'Tri-color rotini', category: 'dry goods', supplier: SYSCO, packSize: '10', packUnit: 'lb', packPriceCents: 1800 },
  { name: 'Linguine', category: 'dry goods', supplier: SYSCO, packSize: '20', packUnit: 'lb', packPriceCents: 2800 },
  { name: 'Long-grain rice', category: 'dry goods', supplier: DEPOT, packSize: '50', packUnit: 'lb', packPriceCents: 3900 },
  { name: 'Arborio rice', category: 'dry goods', supplier: SYSCO, packSize: '5', packUnit: 'kg', packPriceCents: 2800 },
  { name: 'Stone-ground grits', category: 'dry goods', supplier: SYSCO, packSize: '5', packUnit: 'lb', packPriceCents: 1400 },
  { name: 'All-purpose flour', category: 'dry goods', supplier: DEPOT, packSize: '50', packUnit: 'lb', packPriceCents: 2400 },
  { name: 'Yellow cornmeal', category: 'dry goods', supplier: DEPOT, packSize: '25', packUnit: 'lb', packPriceCents: 1900 },
  { name: 'Belgian waffle mix', category: 'dry goods', supplier: SYSCO, packSize: '5', packUnit: 'lb', packPriceCents: 1450 },
  { name: 'Brownie mix', category: 'dry goods', supplier: SYSCO, packSize: '6', packUnit: 'lb', packPriceCents: 1400 },
  { name: 'Red velvet cake mix', category: 'dry goods', supplier: SYSCO, packSize: '5', packUnit: 'lb', packPriceCents: 1500 },
  { name: 'Graham cracker crumbs', category: 'dry goods', supplier: SYSCO, packSize: '5', packUnit: 'lb', packPriceCents: 1500 },
  { name: 'Vanilla wafers', category: 'dry goods', supplier: SYSCO, packSize: '4', packUnit: 'lb', packPriceCents: 1400 },
  { name: 'Granulated sugar', category: 'dry goods', supplier: DEPOT, packSize: '50', packUnit: 'lb', packPriceCents: 3800 },
  { name: 'Light brown sugar', category: 'dry goods', supplier: DEPOT, packSize: '25', packUnit: 'lb', packPriceCents: 3100 },
  { name: 'Powdered sugar', category: 'dry goods', supplier: DEPOT, packSize: '10', packUnit: 'lb', packPriceCents: 1300 },
  { name: 'Local honey', category: 'dry goods', supplier: PRODUCE, packSize: '5', packUnit: 'lb', packPriceCents: 3000 },
  { name: 'Maple syrup, pure', category: 'dry goods', supplier: SYSCO, packSize: '1', packUnit: 'gal', packPriceCents: 5800 },
  { name: 'Vanilla extract', category: 'dry goods', supplier: SYSCO, packSize: '1', packUnit: 'qt', packPriceCents: 4200 },
  { name: 'Pecan halves', category: 'dry goods', supplier: SYSCO, packSize: '5', packUnit: 'lb', packPriceCents: 4800 },
  { name: 'Sliced almonds', category: 'dry goods', supplier: SYSCO, packSize: '5', packUnit: 'lb', packPriceCents: 3300 },
  { name: 'Dried tart cherries', category: 'dry goods', supplier: SYSCO, packSize: '5', packUnit: 'lb', packPriceCents: 3900 },
  { name: 'Kalamata olives, pitted', category: 'dry goods', supplier: DEPOT, packSize: '2', packUnit: 'kg', packPriceCents: 2300 },
  { name: 'Pepperoncini', category: 'dry goods', supplier: DEPOT, packSize: '1', packUnit: 'gal', packPriceCents: 1400 },
  { name: 'Canola oil', category: 'dry goods', supplier: DEPOT, packSize: '35', packUnit: 'lb', packPriceCents: 4800 },
  { name: 'Olive oil blend', category: 'dry goods', supplier: DEPOT, packSize: '1', packUnit: 'gal', packPriceCents: 2400 },
  { name: 'Caesar dressing', category: 'dry goods', supplier: SYSCO, packSize: '1', packUnit: 'gal', packPriceCents: 2300 },
  { name: 'Poppy seed dressing', category: 'dry goods', supplier: SYSCO, packSize: '1', packUnit: 'gal', packPriceCents: 2500 },
  { name: 'Balsamic vinegar', category: 'dry goods', supplier: DEPOT, packSize: '1', packUnit: 'gal', packPriceCents: 1800 },
  { name: 'Red wine vinegar', category: 'dry goods', supplier: DEPOT, packSize: '1', packUnit: 'gal', packPriceCents: 1000 },
  { name: 'Cider vinegar', category: 'dry goods', supplier: DEPOT, packSize: '1', packUnit: 'gal', packPriceCents: 650 },
  { name: 'Mayonnaise', category: 'dry goods', supplier: SYSCO, packSize: '1', packUnit: 'gal', packPriceCents: 1600 },
  { name: 'Dill pickle relish', category: 'dry goods', supplier: SYSCO, packSize: '1', packUnit: 'gal', packPriceCents: 1300 },
  { name: 'Barbecue sauce', category: 'dry goods', supplier: SYSCO, packSize: '1', packUnit: 'gal', packPriceCents: 1500 },
  { name: 'Hot sauce', category: 'dry goods', supplier: SYSCO, packSize: '1', packUnit: 'gal', packPriceCents: 1300 },
  { name: 'Jerk marinade', category: 'dry goods', supplier: DEPOT, packSize: '1', packUnit: 'gal', packPriceCents: 3200 },
  { name: 'Chicken base', category: 'dry goods', supplier: SYSCO, packSize: '1', packUnit: 'lb', packPriceCents: 1150 },
  { name: 'Beef base', category: 'dry goods', supplier: SYSCO, packSize: '1', packUnit: 'lb', packPriceCents: 1250 },
  { name: 'Vegetable base', category: 'dry goods', supplier: SYSCO, packSize: '1', packUnit: 'lb', packPriceCents: 1200 },
  { name: 'Blackening seasoning', category: 'dry goods', supplier: SYSCO, packSize: '22', packUnit: 'oz', packPriceCents: 1050 },
  { name: 'Old Bay seasoning', category: 'dry goods', supplier: SYSCO, packSize: '24', packUnit: 'oz', packPriceCents: 1500 },
  { name: 'Seasoned salt', category: 'dry goods', supplier: SYSCO, packSize: '5', packUnit: 'lb', packPriceCents: 1500 },
  { name: 'Kosher salt', category: 'dry goods', supplier: DEPOT, packSize: '3', packUnit: 'lb', packPriceCents: 450 },
  { name: 'Black pepper, ground', category: 'dry goods', supplier: SYSCO, packSize: '1', packUnit: 'lb', packPriceCents: 950 },
  { name: 'Ground cinnamon', category: 'dry goods', supplier: SYSCO, packSize: '1', packUnit: 'lb', packPriceCents: 850 },
  { name: 'Smoked paprika', category: 'dry goods', supplier: SYSCO, packSize: '1', packUnit: 'lb', packPriceCents: 1100 },
  { name: 'Rubbed sage', category: 'dry goods', supplier: SYSCO, packSize: '12', packUnit: 'oz', packPriceCents: 1100 },
  { name: 'Dried oregano', category: 'dry goods', supplier: SYSCO, packSize: '1', packUnit: 'lb', packPriceCents: 1000 },
  { name: 'Ground turmeric', category: 'dry goods', supplier: SYSCO, packSize: '1', packUnit: 'lb', packPriceCents: 800 },
  // Beverages and wine for the kitchen
  { name: 'Apple cider', category: 'beverages', supplier: PRODUCE, packSize: '1', packUnit: 'gal', packPriceCents: 700 },
  { name: 'Marsala wine', category: 'beverages', supplier: DEPOT, packSize: '1', packUnit: 'gal', packPriceCents: 1800 },
  { name: 'Red cooking wine', category: 'beverages', supplier: DEPOT, packSize: '1', packUnit: 'gal', packPriceCents: 1500 },
  { name: 'White cooking wine', category: 'beverages', supplier: DEPOT, packSize: '1', packUnit: 'gal', packPriceCents: 1400 },
  // Bakery
  { name: 'Italian bread loaves', category: 'bakery', supplier: BAKERY, packSize: '12', packUnit: 'ea', packPriceCents: 1800 },
  { name: 'Brioche loaves', category: 'bakery', supplier: BAKERY, packSize: '8', packUnit: 'ea', packPriceCents: 2800 },
  { name: 'Buttermilk biscuits, frozen', category: 'bakery', supplier: SYSCO, packSize: '120', packUnit: 'ea', packPriceCents: 4800 },
  { name: 'Chocolate chip cookie dough', category: 'bakery', supplier: SYSCO, packSize: '10', packUnit: 'lb', packPriceCents: 3200 },
  { name: 'Pound cake loaves', category: 'bakery', supplier: SYSCO, packSize: '6', packUnit: 'ea', packPriceCents: 4200 },
  // Disposables: what the food leaves the kitchen in
  { name: 'Foil full pan, deep', category: 'disposables', supplier: DEPOT, packSize: '50', packUnit: 'ea', packPriceCents: 4500 },
  { name: 'Foil full pan lid', category: 'disposables', supplier: DEPOT, packSize: '50', packUnit: 'ea', packPriceCents: 2800 },
  { name: 'Dessert cup 9 oz with dome lid', category: 'disposables', supplier: DEPOT, packSize: '250', packUnit: 'ea', packPriceCents: 4500 },
  { name: 'Catering tray 16 in with dome lid', category: 'disposables', supplier: DEPOT, packSize: '25', packUnit: 'ea', packPriceCents: 5500 },
  { name: 'Catering tray 18 in with dome lid', category: 'disposables', supplier: DEPOT, packSize: '25', packUnit: 'ea', packPriceCents: 7000 },
  { name: 'Dinner container, 3-compartment', category: 'disposables', supplier: DEPOT, packSize: '150', packUnit: 'ea', packPriceCents: 3600 },
  { name: 'Portion cup 2 oz with lid', category: 'disposables', supplier: DEPOT, packSize: '500', packUnit: 'ea', packPriceCents: 2200 },
] as const satisfies readonly SeedIngredient[];

type IngredientName = (typeof DEMO_INGREDIENTS)[number]['name'];

export type SeedRecipeLine = { ingredient: IngredientName; quantity: string; unit: RecipeUnit };

export type SeedRecipe = {
  /** The menu item's name, as menu.seed-data.ts writes it: the seed matches dishes by name. */
  dish: string;
  /** A half pan's share of the full pan's ingredients, exact decimal text; absent: half. */
  halfPanFactor?: string;
  lines: SeedRecipeLine[];
};

