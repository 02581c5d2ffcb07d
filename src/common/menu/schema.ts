import { z } from 'zod';
import { idParam } from '../ids.ts';
import { imageIdFromUrl } from '../images.ts';
import {
  MAX_DISH_CENTS,
  type MenuPrices,
  PRICE_TEXT_HELP,
  pricesProblem,
  readPriceText,
} from './price-text.ts';

/** The spec's dietary tags, in the order the cards show them. */
export const DIETARY_TAGS = ['vegetarian', 'gluten-free', 'vegetarian-option', 'gluten-free-option'] as const;
const DietaryTagSchema = z.enum(DIETARY_TAGS, { error: 'Choose a dietary tag from the list' });
export type DietaryTag = z.infer<typeof DietaryTagSchema>;

export const DIETARY_LABELS: Record<DietaryTag, string> = {
  vegetarian: 'Vegetarian',
  'gluten-free': 'Gluten-Free',
  'vegetarian-option': 'Vegetarian Option',
  'gluten-free-option': 'Gluten-Free Option',
};

/**
 * Catering categories appear on /menu; dinner categories on /dinner-catering. Both are managed
 * data (the menu_categories table); the managers pick from the same list.
 */
export const CATEGORY_KINDS = ['catering', 'dinner'] as const;
export const MenuCategorySchema = z.object({
  slug: z.string(),
  label: z.string(),
  kind: z.enum(CATEGORY_KINDS),
  sortOrder: z.number().int(),
});
export type MenuCategory = z.infer<typeof MenuCategorySchema>;

export const MenuItemSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  name: z.string(),
  description: z.string(),
  /** The spec's text, derived from `prices`: "Half Pan: $60 | Full Pan: $110", "$30 per person". */
  price: z.string(),
  /** What the dish costs: whole cents per size, or market price (decision 0056). */
  prices: z.object({
    halfPanCents: z.number().int().nullable(),
    fullPanCents: z.number().int().nullable(),
    perPersonCents: z.number().int().nullable(),
    eachCents: z.number().int().nullable(),
    marketPrice: z.boolean(),
  }),
  servingSize: z.string(),
  prepTime: z.string(),
  minOrder: z.number().int(),
  popular: z.boolean(),
  dietary: z.array(DietaryTagSchema),
  /** The main photo, shown on the menu card (null: none). */
  imageUrl: z.string().nullable(),
  /** Every photo of the dish, the main one first; the others show in the dish's photo view. */
  photoUrls: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

/** Only pictures this app stored (or its own static artwork) may be shown on a menu card. */
const MenuImageUrlSchema = z
  .string()
  .trim()
  .max(300)
  .refine((url) => imageIdFromUrl(url) !== null || /^\/[A-Za-z0-9/_.-]+$/.test(url), {
    message: 'Use a photo uploaded to this site',
  });

const MinOrderSchema = z
  .number({ error: 'Minimum order is required' })
  .int('Minimum order must be a whole number')
  .min(1, 'Minimum order must be at least 1')
  .max(1000, 'Minimum order must be at most 1000');

const cents = z
  .number({ error: 'Enter an amount in cents' })
  .int('Enter an amount in whole cents')
  .min(1, 'Prices must be more than $0')
  .max(MAX_DISH_CENTS, 'Prices must be at most $100,000')
  .nullable()
  .default(null);

/** The amounts per size, as the menu editor sends them; checked as a whole by pricesProblem. */
const MenuPricesInputSchema = z
  .object({
    halfPanCents: cents,
    fullPanCents: cents,
    perPersonCents: cents,
    eachCents: cents,
    marketPrice: z.boolean().default(false),
  })
  .strict()
  .superRefine((prices, ctx) => {
    const problem = pricesProblem(prices);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The spec's `price` text from an API client: read strictly into amounts, or refused. */
const PriceTextSchema = z
  .string({ error: 'Price is required' })
  .trim()
  .min(1, 'Price is required')
  .max(120, 'Price is too long')
  .transform((text, ctx) => {
    const prices = readPriceText(text);
    if (!prices) {
      ctx.addIssue({ code: 'custom', message: PRICE_TEXT_HELP });
      return z.NEVER;
    }
    return prices;
  });

/** `prices` (the editor) or `price` text (the spec's API): either names the amounts, never both. */
function withPrices<T extends { price?: MenuPrices | undefined; prices?: MenuPrices | undefined }>(
  body: T,
  ctx: z.RefinementCtx,
  required: boolean,
): Omit<T, 'price' | 'prices'> & { prices?: MenuPrices } {
  const { price, prices, ...rest } = body;
  if (price && prices) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: 'Send price or prices, not both' });
    return z.NEVER;
  }
  const chosen = prices ?? price;
  if (!chosen && required) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: 'Price is required' });
    return z.NEVER;
  }
  return { ...rest, ...(chosen ? { prices: chosen } : {}) };
}

/** The spec's required fields of the menu item form. */
const requiredFields = {
  name: required('Name', 120),
  description: required('Description', 1000),
  price: PriceTextSchema.optional(),
  prices: MenuPricesInputSchema.optional(),
  category: required('Category', 40),
  servingSize: required('Serving size', 120),
  prepTime: required('Prep time', 60),
  minOrder: MinOrderSchema,
};

/**
 * The menu item form, shared by the customer menu's Edit dialog and the menu manager. The second spec's
 * create call sends no minOrder: it defaults to 1.
 */
export const MenuItemInputSchema = z
  .preprocess(
    // Neither price nor prices: reported as a missing price beside the other missing fields.
    (body) =>
      body && typeof body === 'object' && !('price' in body) && !('prices' in body)
        ? { ...body, price: '' }
        : body,
    z.object({
      ...requiredFields,
      minOrder: MinOrderSchema.default(1),
      popular: z.boolean().default(false),
      dietary: z.array(DietaryTagSchema).max(DIETARY_TAGS.length).default([]),
      imageUrl: MenuImageUrlSchema.nullable().optional(),
      isActive: z.boolean().default(true),
    }),
  )
  .transform((body, ctx) => {
    const { prices, ...rest } = withPrices(body, ctx, true);
    return { ...rest, prices: prices as MenuPrices };
  });
export type MenuItemInput = z.input<typeof MenuItemInputSchema>;

/**
 * PATCH sends any subset of the form's fields. `imageUrl` sets the main photo: one of the dish's photos
 * (Set as main), a new upload (it replaces the main one), or null (removes it; the next is promoted).
 */
export const MenuItemPatchSchema = z
  .object({
    ...requiredFields,
    popular: z.boolean(),
    dietary: z.array(DietaryTagSchema).max(DIETARY_TAGS.length),
    imageUrl: MenuImageUrlSchema.nullable(),
    isActive: z.boolean(),
  })
  .partial()
  .transform((body, ctx) => withPrices(body, ctx, false));
export type MenuItemPatch = z.input<typeof MenuItemPatchSchema>;
export type MenuItemChanges = z.output<typeof MenuItemPatchSchema>;

export const MenuItemIdParamsSchema = z.object({
  id: idParam('Unknown menu item'),
});

export const DeleteMenuPhotoBodySchema = z.object({
  photoUrl: z.string().trim().min(1, 'Photo URL is required').max(300),
  /** The item the photo belongs to, or 'new' for a photo uploaded for an item not saved yet. */
  itemId: z.union([z.literal('new'), z.coerce.number().int().min(1).max(2_147_483_647)]).optional(),
});

/** How many photos one dish may have. */
export const MAX_DISH_PHOTOS = 10;

/**
 * The menu photo upload's `mode`: `replace` (the default) makes the photo the dish's main one in place
 * of the old; `add` puts it after the dish's other photos (main only if it had none).
 */
export const PHOTO_UPLOAD_MODES = ['replace', 'add'] as const;
export type PhotoUploadMode = (typeof PHOTO_UPLOAD_MODES)[number];

export const UploadedMenuPhotoSchema = z.object({
  imageUrl: z.string(),
  item: MenuItemSchema.nullable(),
});
export type UploadedMenuPhoto = z.infer<typeof UploadedMenuPhotoSchema>;

export const MenuCategoryInputSchema = z.object({
  label: required('Name', 40),
  kind: z.enum(CATEGORY_KINDS).default('catering'),
});

/** "Grilled Salmon" -> "grilled-salmon": the stable key of a category created by an admin. */
export function slugify(label: string): string {
  return label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

/** A dish the home page shows among its signature dishes: the menu's own name, words and price. */
export const SignatureDishSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  category: z.string(),
  imageUrl: z.string().nullable(),
});
export type SignatureDish = z.infer<typeof SignatureDishSchema>;

const SIGNATURE_DISH_COUNT = 6;

/**
 * The home page's signature dishes, read from the menu: active dishes marked popular, those with a
 * photo first, in menu order; other active dishes with a photo fill a short list.
 */
export function signatureDishes(items: readonly MenuItem[]): SignatureDish[] {
  const active = items.filter((item) => item.isActive);
  const rank = (item: MenuItem) => (item.popular ? 0 : 2) + (item.imageUrl ? 0 : 1);
  return active
    .filter((item) => item.popular || item.imageUrl)
    .map((item, order) => ({ item, order }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.order - b.order)
    .slice(0, SIGNATURE_DISH_COUNT)
    .map(({ item }) => ({
      id: item.id,
      name: item.name,
      description: item.description,
      price: item.price,
      category: item.category,
      imageUrl: item.imageUrl,
    }));
}
