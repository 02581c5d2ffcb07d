import { z } from 'zod';
import { idParam } from './ids.ts';
import { imageSrcSet } from './images.ts';
import {
  DEFAULT_PLACEMENT,
  PHOTO_PLACEMENTS,
  PhotoPlacementSchema,
  SITE_PLACEMENTS,
  type SitePlacement,
} from './photo-placements.ts';
import type { Artwork } from './site-artwork.ts';

/**
 * One photo list behind the photo manager (/api/photos) and the gallery (/api/gallery).
 * Categories are the union of both of the spec's lists.
 */
export const PHOTO_CATEGORIES = [
  'uncategorized',
  'breakfast',
  'lunch',
  'dinner',
  'entrees',
  'appetizers',
  'desserts',
  'beverages',
  'events',
  'staff',
  'training',
] as const;
export type PhotoCategory = (typeof PHOTO_CATEGORIES)[number];

/** The gallery page's filter bar (after 'All Photos'), as the spec lists it. */
export const GALLERY_FILTER_CATEGORIES = [
  'breakfast',
  'lunch',
  'entrees',
  'appetizers',
  'desserts',
] as const satisfies readonly PhotoCategory[];

export const categoryLabel = (category: string): string =>
  category.charAt(0).toUpperCase() + category.slice(1);

const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 40;
/** Postgres integer ids: anything above would overflow the column instead of being "not found". */
const MAX_ID = 2_147_483_647;

const idRules = (n: z.ZodNumber) =>
  n.int('Photo id must be a whole number').min(1, 'Photo id must be positive').max(MAX_ID, 'Unknown photo');
/** An id in a JSON body: a number, never a string or boolean coerced into one. */
const PhotoIdSchema = idRules(z.number({ error: 'Photo id must be a number' }));
export const PhotoIdParamsSchema = z.object({
  id: idParam('Unknown photo'),
});

/** Splits comma-separated tag text: trimmed, empty entries dropped, duplicates removed. */
function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

const TagListSchema = z
  .array(z.string().trim().max(MAX_TAG_LENGTH, `Each tag must be at most ${MAX_TAG_LENGTH} characters`))
  .transform((tags) => [...new Set(tags.filter(Boolean))])
  .pipe(z.array(z.string()).max(MAX_TAGS, `At most ${MAX_TAGS} tags`));

/** Tags as a list (JSON) or as comma-separated text (the gallery's multipart form). */
const TagsSchema = z.union([
  TagListSchema,
  z.string().max(2000, 'Tags are too long').transform(splitTags).pipe(TagListSchema),
]);

const DisplayNameSchema = z
  .string({ error: 'Display name is required' })
  .trim()
  .min(1, 'Display name is required')
  .max(120, 'Display name must be at most 120 characters');

const PhotoCategorySchema = z
  .string({ error: 'Category is required' })
  .trim()
  .min(1, 'Category is required')
  .pipe(z.enum(PHOTO_CATEGORIES, { error: 'Choose a category from the list' }));

const DescriptionSchema = z
  .string()
  .trim()
  .max(1000, 'Description must be at most 1000 characters')
  .nullable()
  .transform((d) => d || null);

/** The dish a photo pictures (signature and dinner dishes); the server checks that it exists. */
const PhotoMenuItemIdSchema = z
  .number({ error: 'Dish must be a menu item id' })
  .int('Dish must be a menu item id')
  .min(1, 'Unknown dish')
  .max(MAX_ID, 'Unknown dish')
  .nullable();

const EditableFieldsSchema = z.object({
  displayName: DisplayNameSchema,
  description: DescriptionSchema,
  category: PhotoCategorySchema,
  tags: TagsSchema,
  isActive: z.boolean({ error: 'Active must be true or false' }),
  featuredOnHomepage: z.boolean({ error: 'Featured on homepage must be true or false' }),
  placement: PhotoPlacementSchema,
  menuItemId: PhotoMenuItemIdSchema,
});

/** PATCH /api/photos/{id}: the photo manager's Edit Photo fields; any subset may be sent. */
export const PhotoPatchSchema = EditableFieldsSchema.partial();
export type PhotoPatch = z.infer<typeof PhotoPatchSchema>;
/** What a client sends: the category as plain text, checked by the server. */
export type PhotoPatchInput = z.input<typeof PhotoPatchSchema>;

/**
 * PUT /api/gallery/{id}: the photo object. Display name and category are required (a missing one gets
 * the form's own message); read-only fields it carries (id, imageUrl, sortOrder...) are ignored.
 */
export const GalleryPhotoUpdateSchema = EditableFieldsSchema.partial()
  .extend({
    displayName: DisplayNameSchema,
    category: PhotoCategorySchema,
    // The photo object's read-only fields: named, so that any other key is refused (strict bodies),
    // and dropped below, so that none of them is ever written.
    id: z.unknown().optional(),
    filename: z.unknown().optional(),
    imageUrl: z.unknown().optional(),
    imageWidth: z.unknown().optional(),
    imageHeight: z.unknown().optional(),
    sortOrder: z.unknown().optional(),
    createdAt: z.unknown().optional(),
  })
  .transform(
    ({ id, filename, imageUrl, imageWidth, imageHeight, sortOrder, createdAt, ...editable }) => editable,
  );

const FormFlagSchema = z
  .enum(['true', 'false'], { error: "Use 'true' or 'false'" })
  .transform((v) => v === 'true');

/** The text fields of POST /api/gallery/upload (multipart), beside the `photo` file. */
export const GalleryUploadFieldsSchema = z.object({
  displayName: DisplayNameSchema,
  description: z
    .string()
    .trim()
    .max(1000, 'Description must be at most 1000 characters')
    .optional()
    .transform((d) => d || null),
  category: PhotoCategorySchema,
  tags: TagsSchema.optional().transform((t) => t ?? []),
  featuredOnHomepage: FormFlagSchema.optional().transform((f) => f ?? false),
  isActive: FormFlagSchema.optional().transform((f) => f ?? true),
  placement: PhotoPlacementSchema.optional().transform((p) => p ?? DEFAULT_PLACEMENT),
  menuItemId: z
    .string()
    .regex(/^\d{1,10}$/, 'Dish must be a menu item id')
    .optional()
    .transform((id) => (id ? Number(id) : null))
    .pipe(PhotoMenuItemIdSchema),
});
export type GalleryUploadFields = z.infer<typeof GalleryUploadFieldsSchema>;

/** PATCH /api/gallery/order: photo ids in their new order; photos not named keep their order after them. */
export const PhotoOrderSchema = z.object({
  ids: z
    .array(PhotoIdSchema, { error: 'ids must be a list of photo ids' })
    .min(1, 'Name at least one photo')
    .max(1000, 'At most 1000 photos at once')
    .refine((ids) => new Set(ids).size === ids.length, 'A photo may appear only once'),
});

export const PhotoSchema = z.object({
  id: z.number().int(),
  /** The stored file's name (the spec's field); the picture itself is served at imageUrl. */
  filename: z.string(),
  imageUrl: z.string(),
  imageWidth: z.number().int(),
  imageHeight: z.number().int(),
  displayName: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  tags: z.array(z.string()),
  isActive: z.boolean(),
  featuredOnHomepage: z.boolean(),
  placement: z.enum(PHOTO_PLACEMENTS),
  menuItemId: z.number().int().nullable(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
});
export type Photo = z.infer<typeof PhotoSchema>;
export const PhotoListSchema = z.array(PhotoSchema);

/** GET /api/gallery and GET /api/photos filters. `featured=true`: active photos marked for the homepage. */
export const PhotoListQuerySchema = z.object({
  featured: z.enum(['true', 'false'], { error: "featured must be 'true' or 'false'" }).optional(),
  category: z.enum(PHOTO_CATEGORIES, { error: 'Unknown category' }).optional(),
  placement: PhotoPlacementSchema.optional(),
});

/**
 * For the home page: the photos an admin marked 'Featured on homepage' (active ones only, in gallery
 * order). Fetch this path with api.get<Photo[]>(FEATURED_PHOTOS_PATH).
 */
export const FEATURED_PHOTOS_PATH = '/api/gallery?featured=true';

/** Generated demo artwork shipped under public/gallery-art as <slug>-<width>.webp. */
export const GALLERY_ART_WIDTHS = [480, 960, 1440] as const;
const GALLERY_ART_URL = /^\/gallery-art\/([a-z0-9-]+)-(\d+)\.webp$/;

export const galleryArtUrl = (slug: string, width: number = GALLERY_ART_WIDTHS[1]): string =>
  `/gallery-art/${slug}-${width}.webp`;

/** A photo in the shape of the built-in artwork, so one image component draws either. */
export function photoArtwork(photo: Photo): Artwork {
  return {
    src: photo.imageUrl,
    srcSet: photoSrcSet(photo.imageUrl) ?? '',
    width: photo.imageWidth,
    height: photo.imageHeight,
    alt: photo.description ?? photo.displayName,
  };
}

/** srcset for a photo: uploaded images (image service) and shipped artwork both come in several widths. */
export function photoSrcSet(url: string): string | undefined {
  const uploaded = imageSrcSet(url);
  if (uploaded) return uploaded;
  const slug = GALLERY_ART_URL.exec(url)?.[1];
  return slug ? GALLERY_ART_WIDTHS.map((w) => `${galleryArtUrl(slug, w)} ${w}w`).join(', ') : undefined;
}

/** The gallery's text filter: display name or description, case-insensitively. */
export function matchesPhotoText(
  photo: { displayName: string; description?: string | null },
  text: string,
): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return (
    photo.displayName.toLowerCase().includes(needle) ||
    (photo.description ?? '').toLowerCase().includes(needle)
  );
}

/**
 * The Edit Photo form (photo manager): tags are comma-separated text, split, trimmed and emptied
 * of blanks before sending (splitTags). Same messages as the server's.
 */
export const PhotoEditFormSchema = z.object({
  displayName: DisplayNameSchema,
  description: z.string().max(1000, 'Description must be at most 1000 characters'),
  category: z.string().trim().min(1, 'Category is required'),
  tags: z.string().max(2000, 'Tags are too long'),
  isActive: z.boolean(),
  featuredOnHomepage: z.boolean(),
  placement: PhotoPlacementSchema,
  /** The linked dish's id as text (a Select's value), '' for none. */
  menuItemId: z.string(),
});
export type PhotoEditForm = z.infer<typeof PhotoEditFormSchema>;

export const photoToEditForm = (photo: Photo): PhotoEditForm => ({
  displayName: photo.displayName,
  description: photo.description ?? '',
  category: photo.category,
  tags: photo.tags.join(', '),
  isActive: photo.isActive,
  featuredOnHomepage: photo.featuredOnHomepage,
  placement: photo.placement,
  menuItemId: photo.menuItemId === null ? '' : String(photo.menuItemId),
});

export const editFormToPatch = (form: PhotoEditForm) => ({
  displayName: form.displayName.trim(),
  description: form.description.trim() || null,
  category: form.category,
  tags: splitTags(form.tags),
  isActive: form.isActive,
  featuredOnHomepage: form.featuredOnHomepage,
  placement: form.placement,
  menuItemId: form.menuItemId ? Number(form.menuItemId) : null,
});

/**
 * GET /api/site-photos: the active photos of every placement but the gallery, in order, for the public
 * pages (home hero, event photos, signature dishes, specialties, gallery showcase, dinner dishes, page
 * banners). Event photos
 * include gallery photos marked 'Featured on homepage'. An empty list means "use the built-in artwork".
 */
const SitePhotoSchema = PhotoSchema.extend({
  /** The linked dish as the menu names and prices it today (signature and dinner dishes). */
  dish: z.object({ id: z.number().int(), name: z.string(), price: z.string() }).nullable(),
});
export type SitePhoto = z.infer<typeof SitePhotoSchema>;
const SitePhotoListSchema = z.array(SitePhotoSchema);
export const SitePhotosSchema = z.object(
  Object.fromEntries(SITE_PLACEMENTS.map((p) => [p, SitePhotoListSchema])) as Record<
    SitePlacement,
    typeof SitePhotoListSchema
  >,
);
export type SitePhotos = z.infer<typeof SitePhotosSchema>;
export const EMPTY_SITE_PHOTOS: SitePhotos = Object.fromEntries(
  SITE_PLACEMENTS.map((p) => [p, []]),
) as unknown as SitePhotos;
