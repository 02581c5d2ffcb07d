// biome-ignore-all format: one menu item per line reads like the printed menu it is.
import type { CATEGORY_KINDS, DietaryTag } from '../../../common/menu/schema.ts';

/**
 * The business's menu as first loaded: the 39-item catering menu (priced as the spec's fallback
 * list) and the eight dinner pickup dishes. Admins change it afterwards in the menu manager.
 */
export type SeedCategory = { slug: string; label: string; kind: (typeof CATEGORY_KINDS)[number] };

export const SEED_CATEGORIES: SeedCategory[] = [
  { slug: 'salads', label: 'Salads', kind: 'catering' },
  { slug: 'vegetables', label: 'Vegetables', kind: 'catering' },
  { slug: 'sides', label: 'Sides', kind: 'catering' },
  { slug: 'entrees', label: 'Entrees', kind: 'catering' },
  { slug: 'brunch', label: 'Brunch', kind: 'catering' },
  { slug: 'desserts', label: 'Desserts', kind: 'catering' },
  { slug: 'dinner', label: 'Dinner', kind: 'dinner' },
];

export type SeedItem = {
  category: string;
  name: string;
  description: string;
  price: string;
  servingSize: string;
  prepTime: string;
  minOrder?: number;
  popular?: boolean;
  dietary?: DietaryTag[];
};

const V: DietaryTag = 'vegetarian';
const GF: DietaryTag = 'gluten-free';
const VO: DietaryTag = 'vegetarian-option';
const GFO: DietaryTag = 'gluten-free-option';

const SALAD = 'Half Pan $60 / Full Pan $90';
const VEGETABLE = 'Half Pan $60 / Full Pan $100';
const ENTREE = 'Half Pan $75 / Full Pan $125';
const MARKET = 'Market Price';
const BRUNCH = '$30 per person (minimum 50)';
const CUP = '$8 each (minimum 25)';
const PANS = 'Half pan serves 10-12 · Full pan serves 20-25';
const ENTREE_PANS = 'Half pan serves 12-15 · Full pan serves 25-30';

const salads: SeedItem[] = [
  { category: 'salads', name: 'Classic Caesar Salad', description: 'Crisp romaine, shaved parmesan, garlic croutons and our house Caesar dressing.', price: SALAD, servingSize: PANS, prepTime: '15 minutes', popular: true, dietary: [VO] },
  { category: 'salads', name: 'Garden Salad', description: 'Mixed greens, cucumber, grape tomatoes, shredded carrots and red onion with balsamic vinaigrette.', price: SALAD, servingSize: PANS, prepTime: '10 minutes', dietary: [V, GF] },
  { category: 'salads', name: 'Greek Salad', description: 'Romaine, kalamata olives, feta, cucumber, tomato and pepperoncini in a lemon-oregano dressing.', price: SALAD, servingSize: PANS, prepTime: '15 minutes', dietary: [V, GF] },
  { category: 'salads', name: 'Strawberry Spinach Salad', description: 'Baby spinach, fresh strawberries, candied pecans and goat cheese with poppy seed dressing.', price: SALAD, servingSize: PANS, prepTime: '15 minutes', dietary: [V, GF] },
  { category: 'salads', name: 'Tri-Color Pasta Salad', description: 'Rotini tossed with bell peppers, olives, cherry tomatoes and Italian herb vinaigrette.', price: SALAD, servingSize: PANS, prepTime: '20 minutes', dietary: [V] },
];

const vegetables: SeedItem[] = [
  { category: 'vegetables', name: 'Garlic Green Beans', description: 'Fresh green beans sautéed with roasted garlic, shallots and toasted almonds.', price: VEGETABLE, servingSize: PANS, prepTime: '25 minutes', dietary: [V, GF] },
  { category: 'vegetables', name: 'Honey-Glazed Carrots', description: 'Tender carrots glazed with local honey, butter and a touch of fresh thyme.', price: VEGETABLE, servingSize: PANS, prepTime: '30 minutes', dietary: [V, GF] },
  { category: 'vegetables', name: 'Southern Collard Greens', description: 'Slow-simmered collards with smoked turkey, onion and a splash of cider vinegar.', price: VEGETABLE, servingSize: PANS, prepTime: '60 minutes', popular: true, dietary: [GF, VO] },
  { category: 'vegetables', name: 'Sautéed Cabbage', description: 'Green cabbage braised with peppers, onions and smoky seasoning until silky.', price: VEGETABLE, servingSize: PANS, prepTime: '35 minutes', dietary: [GF, VO] },
  { category: 'vegetables', name: 'Roasted Seasonal Vegetables', description: 'Zucchini, squash, peppers and red onion roasted with olive oil and herbs.', price: VEGETABLE, servingSize: PANS, prepTime: '30 minutes', dietary: [V, GF] },
];

const sides: SeedItem[] = [
  { category: 'sides', name: 'Baked Macaroni & Cheese', description: 'Elbow macaroni baked in a five-cheese custard with a golden, crusty top.', price: 'Half Pan $65 / Full Pan $100', servingSize: PANS, prepTime: '45 minutes', popular: true, dietary: [V] },
  { category: 'sides', name: 'Candied Yams', description: 'Sweet potatoes baked in brown sugar, cinnamon and nutmeg butter syrup.', price: 'Half Pan $60 / Full Pan $100', servingSize: PANS, prepTime: '45 minutes', popular: true, dietary: [V, GF] },
  { category: 'sides', name: 'Garlic Mashed Potatoes', description: 'Yukon gold potatoes whipped with roasted garlic, cream and butter.', price: 'Half Pan $60 / Full Pan $100', servingSize: PANS, prepTime: '35 minutes', dietary: [V, GF] },
  { category: 'sides', name: 'Seasoned Yellow Rice', description: 'Fluffy long-grain rice simmered with saffron-style spices and sweet peas.', price: 'Half Pan $60 / Full Pan $100', servingSize: PANS, prepTime: '30 minutes', dietary: [V, GF] },
  { category: 'sides', name: 'Cornbread Dressing', description: 'Homemade cornbread baked with celery, onion, sage and savory stock.', price: 'Half Pan $65 / Full Pan $100', servingSize: PANS, prepTime: '50 minutes', dietary: [VO] },
];

const entrees: SeedItem[] = [
  { category: 'entrees', name: 'Southern Fried Chicken', description: 'Buttermilk-brined chicken, seasoned and fried crisp, juicy to the bone.', price: ENTREE, servingSize: ENTREE_PANS, prepTime: '60 minutes', popular: true },
  { category: 'entrees', name: 'Jerk Chicken', description: 'Chicken marinated overnight in scotch bonnet, allspice and thyme, then grilled.', price: ENTREE, servingSize: ENTREE_PANS, prepTime: '60 minutes', popular: true, dietary: [GF] },
  { category: 'entrees', name: 'Lemon-Herb Baked Chicken', description: 'Bone-in chicken roasted with lemon, garlic, rosemary and cracked pepper.', price: ENTREE, servingSize: ENTREE_PANS, prepTime: '55 minutes', dietary: [GF] },
  { category: 'entrees', name: 'Honey BBQ Chicken Wings', description: 'Party wings baked tender and tossed in our sticky honey barbecue glaze.', price: ENTREE, servingSize: ENTREE_PANS, prepTime: '45 minutes', dietary: [GFO] },
  { category: 'entrees', name: 'Fried Whiting', description: 'Cornmeal-dusted whiting fillets fried golden, served with lemon and tartar sauce.', price: ENTREE, servingSize: ENTREE_PANS, prepTime: '35 minutes' },
  { category: 'entrees', name: 'Blackened Tilapia', description: 'Tilapia fillets seared in Cajun spices and finished with garlic butter.', price: ENTREE, servingSize: ENTREE_PANS, prepTime: '30 minutes', dietary: [GF] },
  { category: 'entrees', name: 'Smothered Turkey Wings', description: 'Turkey wings braised for hours in onion gravy until they fall off the bone.', price: 'Full Pan $175', servingSize: 'Full pan serves 15-20', prepTime: '90 minutes', popular: true, dietary: [GFO] },
  { category: 'entrees', name: 'Slow-Braised Lamb Shanks', description: 'Lamb shanks braised in red wine, rosemary and root vegetables.', price: MARKET, servingSize: 'One shank per guest', prepTime: '90 minutes', dietary: [GF] },
  { category: 'entrees', name: 'Grilled Atlantic Salmon', description: 'Salmon fillets grilled and glazed with honey, garlic and citrus.', price: MARKET, servingSize: 'One 6 oz fillet per guest', prepTime: '30 minutes', popular: true, dietary: [GF] },
  { category: 'entrees', name: 'Garlic Butter Shrimp', description: 'Jumbo shrimp sautéed in garlic butter, white wine and fresh parsley.', price: MARKET, servingSize: 'About 6 shrimp per guest', prepTime: '20 minutes', dietary: [GF] },
  { category: 'entrees', name: 'Butter-Poached Lobster Tails', description: 'Cold-water lobster tails gently poached in herbed butter.', price: MARKET, servingSize: 'One tail per guest', prepTime: '35 minutes', dietary: [GF] },
  { category: 'entrees', name: 'Snow Crab Legs', description: 'Steamed snow crab clusters with Old Bay, lemon and drawn butter.', price: MARKET, servingSize: 'One cluster per guest', prepTime: '25 minutes', dietary: [GF] },
  { category: 'entrees', name: 'Lollipop Lamb Chops', description: 'Frenched lamb chops marinated in garlic and herbs, grilled to order.', price: MARKET, servingSize: 'Two chops per guest', prepTime: '30 minutes', popular: true, dietary: [GF] },
];

const brunch: SeedItem[] = [
  { category: 'brunch', name: 'Chicken & Waffles', description: 'Crispy fried chicken on Belgian waffles with warm maple syrup and hot honey.', price: BRUNCH, servingSize: 'Per guest', prepTime: '45 minutes', minOrder: 50, popular: true },
  { category: 'brunch', name: 'Brioche French Toast Bake', description: 'Custard-soaked brioche baked with cinnamon, topped with berries and powdered sugar.', price: BRUNCH, servingSize: 'Per guest', prepTime: '40 minutes', minOrder: 50, dietary: [V] },
  { category: 'brunch', name: 'Farmhouse Breakfast Spread', description: 'Fluffy scrambled eggs, turkey sausage, home fries and buttermilk biscuits.', price: BRUNCH, servingSize: 'Per guest', prepTime: '35 minutes', minOrder: 50, dietary: [GFO] },
  { category: 'brunch', name: 'Veggie Frittata & Cheddar Grits', description: 'Spinach, pepper and onion frittata with creamy stone-ground cheddar grits.', price: BRUNCH, servingSize: 'Per guest', prepTime: '40 minutes', minOrder: 50, dietary: [V, GF] },
];

const desserts: SeedItem[] = [
  { category: 'desserts', name: 'Fresh Fruit Tray (Small)', description: 'Pineapple, melon, grapes and seasonal berries, cut fresh the day of your event.', price: 'Small Tray $50', servingSize: 'Serves 15-20', prepTime: '20 minutes', dietary: [V, GF] },
  { category: 'desserts', name: 'Fresh Fruit Tray (Large)', description: 'Our fresh fruit tray sized for a bigger crowd, with a honey-yogurt dip.', price: 'Large Tray $75', servingSize: 'Serves 30-40', prepTime: '25 minutes', dietary: [V, GF] },
  { category: 'desserts', name: 'Assorted Dessert Tray (Small)', description: 'Brownies, lemon bars, cookies and mini cheesecakes, baked in house.', price: 'Small Tray $50', servingSize: 'Serves 15-20', prepTime: '15 minutes', dietary: [V] },
  { category: 'desserts', name: 'Assorted Dessert Tray (Large)', description: 'A generous spread of our house-baked bars, cookies and mini cheesecakes.', price: 'Large Tray $75', servingSize: 'Serves 30-40', prepTime: '20 minutes', dietary: [V] },
  { category: 'desserts', name: 'Banana Pudding Cups', description: 'Vanilla custard layered with ripe bananas, wafers and whipped cream.', price: CUP, servingSize: 'One 8 oz cup', prepTime: '5 minutes', minOrder: 25, popular: true, dietary: [V] },
  { category: 'desserts', name: 'Strawberry Shortcake Cups', description: 'Buttery shortcake, macerated strawberries and vanilla bean cream.', price: CUP, servingSize: 'One 8 oz cup', prepTime: '5 minutes', minOrder: 25, dietary: [V] },
  { category: 'desserts', name: 'Red Velvet Cheesecake Cups', description: 'Red velvet crumble layered with silky cream cheese mousse.', price: CUP, servingSize: 'One 8 oz cup', prepTime: '5 minutes', minOrder: 25, dietary: [V] },
];

/** The eight dinner pickup dishes of spec part 2, at their listed prices. */
const dinner: SeedItem[] = [
  { category: 'dinner', name: 'Grilled Lamb Chops', description: 'Herb-marinated lamb chops with rosemary potatoes and mint gremolata.', price: '$28 per plate', servingSize: 'One plate', prepTime: '30 minutes', popular: true, dietary: [GF] },
  { category: 'dinner', name: 'Pan-Seared Salmon', description: 'Crisp-skinned salmon over lemon rice with garlic green beans.', price: '$24 per plate', servingSize: 'One plate', prepTime: '25 minutes', popular: true, dietary: [GF] },
  { category: 'dinner', name: 'Beef Tenderloin', description: 'Seared tenderloin medallions with red wine jus and whipped potatoes.', price: '$32 per plate', servingSize: 'One plate', prepTime: '35 minutes', popular: true, dietary: [GF] },
  { category: 'dinner', name: 'Chicken Marsala', description: 'Pan-fried chicken breast in a mushroom Marsala sauce over buttered linguine.', price: '$22 per plate', servingSize: 'One plate', prepTime: '25 minutes' },
  { category: 'dinner', name: 'Vegetarian Risotto', description: 'Creamy arborio rice with wild mushrooms, peas, parmesan and fresh herbs.', price: '$18 per plate', servingSize: 'One plate', prepTime: '30 minutes', popular: true, dietary: [V, GF] },
  { category: 'dinner', name: 'Lobster Tail', description: 'Broiled lobster tail with drawn butter, corn on the cob and garlic bread.', price: '$36 per plate', servingSize: 'One plate', prepTime: '30 minutes' },
  { category: 'dinner', name: 'Duck Confit', description: 'Slow-cooked duck leg with cherry glaze, roasted potatoes and greens.', price: '$30 per plate', servingSize: 'One plate', prepTime: '30 minutes', popular: true, dietary: [GF] },
  { category: 'dinner', name: 'Pork Tenderloin', description: 'Apple-cider glazed pork tenderloin with sweet potato mash and collards.', price: '$26 per plate', servingSize: 'One plate', prepTime: '30 minutes', dietary: [GF] },
];

export const SEED_ITEMS: SeedItem[] = [...salads, ...vegetables, ...sides, ...entrees, ...brunch, ...desserts, ...dinner];
