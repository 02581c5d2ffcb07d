import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { priceText } from '../../../common/menu/price-text.ts';
import { PLACEMENT_LIMITS } from '../../../common/photo-placements.ts';
import {
  EMPTY_SITE_PHOTOS,
  type GalleryUploadFields,
  type Photo,
  type PhotoCategory,
  type PhotoPatch,
  type SitePhoto,
  type SitePhotos,
} from '../../../common/photos.ts';
import type { Database } from '../../db/connect.ts';
import { menuItems, photos } from '../../db/schema/index.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import { notFound } from '../../platform/errors.ts';
import { fieldError } from '../../platform/field-error.ts';
import type { ImageService } from '../images/images.service.ts';

type PhotoRow = typeof photos.$inferSelect;

export type PhotoListOptions = {
  /** Admins see hidden photos too; everyone else sees active photos only. */
  includeHidden: boolean;
  /** Only photos marked for the home page (always active ones). */
  featured?: boolean;
  category?: PhotoCategory;
  placement?: Photo['placement'];
};

export type PhotoUpload = {
  bytes: Buffer;
  originalName: string;
  fields: GalleryUploadFields;
  uploadedBy: number;
};

const photoNotFound = () => notFound('Photo not found.');

function toPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    filename: row.filename,
    imageUrl: row.imageUrl,
    imageWidth: row.imageWidth,
    imageHeight: row.imageHeight,
    displayName: row.displayName,
    description: row.description,
    category: row.category,
    tags: row.tags,
    isActive: row.isActive,
    featuredOnHomepage: row.featuredOnHomepage,
    placement: row.placement as Photo['placement'],
    menuItemId: row.menuItemId,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The gallery and the photo manager share this service. The gallery is a hot public read, so the
 * whole list is kept in memory and dropped on every write, on any instance (platform/change-feed.ts).
 * The ETag is a hash of the list's content, so it is the same on every instance for the same list.
 */
export function createPhotoService(deps: { db: Database; images: ImageService; changes: ChangeFeed }) {
  const { db, images, changes } = deps;
  let cached: { photos: Photo[]; hash: string } | null = null;
  changes.subscribe('photos', () => {
    cached = null;
  });
  // Linked dishes show the menu's current name and price.
  changes.subscribe('menu', () => {
    siteCache = null;
  });

  async function all(): Promise<{ photos: Photo[]; hash: string }> {
    if (!cached) {
      const rows = await db.select().from(photos).orderBy(asc(photos.sortOrder), asc(photos.id));
      const list = rows.map(toPhoto);
      const hash = createHash('sha256').update(JSON.stringify(list)).digest('base64url').slice(0, 22);
      cached = { photos: list, hash };
    }
    return cached;
  }

  function invalidate(): void {
    changes.publish('photos');
  }

  /** A linked dish must exist: a 400 naming the field, not a foreign-key 500. */
  async function checkDish(menuItemId: number | null | undefined): Promise<void> {
    if (menuItemId == null) return;
    const [item] = await db.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.id, menuItemId));
    if (!item) throw fieldError('menuItemId', 'Unknown dish', `menuItemId: no menu item ${menuItemId}.`);
  }

  /** Groups the active photos by placement once per list version (the public pages read this). */
  let siteCache: { hash: string; photos: SitePhotos; etag: string } | null = null;
  async function sitePhotos(): Promise<{ photos: SitePhotos; etag: string }> {
    const { photos: everything, hash } = await all();
    if (siteCache?.hash !== hash) {
      const active = everything.filter((p) => p.isActive);
      const dishIds = [...new Set(active.flatMap((p) => (p.menuItemId === null ? [] : [p.menuItemId])))];
      const rows = dishIds.length
        ? await db
            .select()
            .from(menuItems)
            // A hidden dish is in no public answer: its photo waits with it (it is the dish's picture).
            .where(and(inArray(menuItems.id, dishIds), eq(menuItems.isActive, true)))
        : [];
      // The menu's price text, derived from its amounts like every menu answer (decision 0056).
      const dishes = rows.map((d) => ({ id: d.id, name: d.name, price: priceText(d) }));
      const dishById = new Map(dishes.map((d) => [d.id, d]));
      const grouped: SitePhotos = structuredClone(EMPTY_SITE_PHOTOS);
      for (const photo of active) {
        // The gallery form's 'Featured on homepage' puts a gallery photo among the event photos too.
        const placement =
          photo.placement === 'gallery' ? (photo.featuredOnHomepage ? 'event' : null) : photo.placement;
        if (!placement || grouped[placement].length >= PLACEMENT_LIMITS[placement]) continue;
        const dish = photo.menuItemId === null ? null : (dishById.get(photo.menuItemId) ?? null);
        if (photo.menuItemId !== null && !dish) continue;
        grouped[placement].push({ ...photo, dish } satisfies SitePhoto);
      }
      const body = createHash('sha256').update(JSON.stringify(grouped)).digest('base64url').slice(0, 22);
      siteCache = { hash, photos: grouped, etag: `"site-photos-${body}"` };
    }
    return { photos: siteCache.photos, etag: siteCache.etag };
  }

  return {
    async list(options: PhotoListOptions): Promise<{ photos: Photo[]; etag: string }> {
      const showHidden = options.includeHidden && !options.featured;
      const { photos: everything, hash } = await all();
      const list = everything.filter(
        (p) =>
          (showHidden || p.isActive) &&
          (!options.featured || p.featuredOnHomepage) &&
          (!options.category || p.category === options.category) &&
          (!options.placement || p.placement === options.placement),
      );
      const variant = `${showHidden ? 'all' : 'active'}${options.featured ? '-featured' : ''}-${options.category ?? 'any'}-${options.placement ?? 'any'}`;
      return { photos: list, etag: `"photos-${hash}-${variant}"` };
    },

    sitePhotos,

    async upload(input: PhotoUpload): Promise<Photo> {
      await checkDish(input.fields.menuItemId);
      // The image is verified and stored first: a picture that is not one never becomes a row.
      const stored = await images.store(input.bytes, input.originalName);
      try {
        const { fields } = input;
        const [row] = await db
          .insert(photos)
          .values({
            filename: input.originalName.slice(0, 200) || `${stored.id}.webp`,
            imageUrl: stored.url,
            imageWidth: stored.width,
            imageHeight: stored.height,
            displayName: fields.displayName,
            description: fields.description,
            category: fields.category,
            tags: fields.tags,
            isActive: fields.isActive,
            featuredOnHomepage: fields.featuredOnHomepage,
            placement: fields.placement,
            menuItemId: fields.menuItemId,
            uploadedBy: input.uploadedBy,
            // New photos join the end of the gallery, in one statement so two uploads never share a place.
            sortOrder: sql`(select coalesce(max(${photos.sortOrder}) + 1, 0) from ${photos})`,
          })
          .returning();
        return toPhoto(row!);
      } catch (error) {
        await images.removeByUrls([stored.url]);
        throw error;
      } finally {
        invalidate();
      }
    },

    async update(id: number, patch: PhotoPatch): Promise<Photo> {
      await checkDish(patch.menuItemId);
      const [row] = await db
        .update(photos)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(photos.id, id))
        .returning();
      if (!row) throw photoNotFound();
      invalidate();
      return toPhoto(row);
    },

    async remove(id: number): Promise<void> {
      const [row] = await db.delete(photos).where(eq(photos.id, id)).returning({ imageUrl: photos.imageUrl });
      if (!row) throw photoNotFound();
      invalidate();
      // Shipped artwork has no stored image; removeByUrls ignores URLs it did not make.
      await images.removeByUrls([row.imageUrl]);
    },

    /** Puts the named photos first, in the given order; the others follow in their current order. */
    async reorder(ids: number[]): Promise<Photo[]> {
      await db.transaction(async (tx) => {
        const current = await tx
          .select({ id: photos.id })
          .from(photos)
          .orderBy(asc(photos.sortOrder), asc(photos.id));
        const known = new Set(current.map((r) => r.id));
        const unknown = ids.filter((id) => !known.has(id));
        if (unknown.length > 0) {
          throw fieldError('ids', 'Unknown photo id', `Unknown photo id ${unknown.join(', ')}.`);
        }
        const named = new Set(ids);
        const order = [...ids, ...current.map((r) => r.id).filter((id) => !named.has(id))];
        const values = sql.join(
          order.map((id, position) => sql`(${id}::integer, ${position}::integer)`),
          sql`, `,
        );
        await tx.execute(
          sql`update ${photos} set sort_order = v.position, updated_at = now()
              from (values ${values}) as v(id, position) where ${photos.id} = v.id`,
        );
      });
      invalidate();
      return (await all()).photos;
    },
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
