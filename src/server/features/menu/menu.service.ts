import { and, asc, eq, like, ne, or, sql } from 'drizzle-orm';
import { changedFields } from '../../../common/audit/changes.ts';
import type { PublicUser } from '../../../common/auth.ts';
import { ErrorCode } from '../../../common/errors.ts';
import { imageIdFromUrl } from '../../../common/images.ts';
import { type MenuPrices, priceText } from '../../../common/menu/price-text.ts';
import {
  MAX_DISH_PHOTOS,
  type MenuCategory,
  type MenuItem,
  type MenuItemChanges,
  type MenuItemInputSchema,
  type PhotoUploadMode,
  slugify,
} from '../../../common/menu/schema.ts';
import { fromCents } from '../../../common/money.ts';
import type { Database } from '../../db/connect.ts';
import { menuCategories, menuItems, photos } from '../../db/schema/index.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { fieldError } from '../../platform/field-error.ts';
import { actorOrSystem, recordAudit } from '../audit/audit.record.ts';
import type { ImageService } from '../images/images.service.ts';
import { buildSnapshot, createMenuCache, type MenuSnapshot } from './menu.cache.ts';

type Row = typeof menuItems.$inferSelect;
type NewItem = ReturnType<typeof MenuItemInputSchema.parse>;

/** The amounts as the table stores them: one column per size (decision 0056). */
export function priceColumns(prices: MenuPrices) {
  return {
    halfPanCents: prices.marketPrice ? null : prices.halfPanCents,
    fullPanCents: prices.marketPrice ? null : prices.fullPanCents,
    perPersonCents: prices.marketPrice ? null : prices.perPersonCents,
    eachCents: prices.marketPrice ? null : prices.eachCents,
    marketPrice: prices.marketPrice,
  };
}

/**
 * A dish's photos after its main photo is set to `main`: one of its photos becomes main (the old main
 * comes next), a new picture replaces the main one, and null removes the main one, so the next is
 * promoted.
 */
function withMain(photos: string[], main: string | null): string[] {
  if (main === null) return photos.slice(1);
  if (photos.includes(main)) return [main, ...photos.filter((url) => url !== main)];
  return [main, ...photos.slice(1)];
}

/** The columns holding a dish's photos: the main one (the menu card's) and the others, in order. */
function photoColumns(photos: string[]) {
  return { imageUrl: photos[0] ?? null, otherPhotoUrls: photos.slice(1) };
}

/**
 * What the audit trail keeps of a dish (decision 0099): what it is sold as and for, amounts as the
 * API's decimal strings; its photos and the derived price text are left out.
 */
function audited(item: MenuItem): Record<string, unknown> {
  const { halfPanCents, fullPanCents, perPersonCents, eachCents, marketPrice } = item.prices;
  const amount = (cents: number | null) => (cents === null ? null : fromCents(cents));
  return {
    name: item.name,
    category: item.category,
    description: item.description,
    prices: {
      halfPan: amount(halfPanCents),
      fullPan: amount(fullPanCents),
      perPerson: amount(perPersonCents),
      each: amount(eachCents),
      marketPrice,
    },
    servingSize: item.servingSize,
    minOrder: item.minOrder,
    popular: item.popular,
    dietary: item.dietary,
    isActive: item.isActive,
  };
}

function toMenuItem(row: Row): MenuItem {
  const prices: MenuPrices = {
    halfPanCents: row.halfPanCents,
    fullPanCents: row.fullPanCents,
    perPersonCents: row.perPersonCents,
    eachCents: row.eachCents,
    marketPrice: row.marketPrice,
  };
  return {
    id: row.id,
    category: row.category,
    name: row.name,
    description: row.description,
    price: priceText(prices),
    prices,
    servingSize: row.servingSize,
    prepTime: row.prepTime,
    minOrder: row.minOrder,
    popular: row.popular,
    dietary: row.dietary,
    imageUrl: row.imageUrl,
    photoUrls: row.imageUrl ? [row.imageUrl, ...row.otherPhotoUrls] : [...row.otherPhotoUrls],
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createMenuService(deps: { db: Database; images: ImageService; changes: ChangeFeed }) {
  const { db, images, changes } = deps;

  async function loadSnapshot(): Promise<MenuSnapshot> {
    const categories: MenuCategory[] = await db
      .select()
      .from(menuCategories)
      .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.slug));
    const order = new Map(categories.map((c, i) => [c.slug, i]));
    const rows = await db.select().from(menuItems).orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
    const items = rows
      .map(toMenuItem)
      .sort((a, b) => (order.get(a.category) ?? 999) - (order.get(b.category) ?? 999));
    return buildSnapshot(items, categories);
  }

  const cache = createMenuCache(loadSnapshot);
  // Every instance drops its copy when any of them writes (see platform/change-feed.ts).
  changes.subscribe('menu', () => cache.invalidate());

  async function requireItem(id: number): Promise<MenuItem> {
    const item = (await cache.get()).byId.get(id);
    if (!item) throw notFound('Menu item not found.');
    return item;
  }

  async function checkCategory(slug: string | undefined): Promise<void> {
    if (slug === undefined) return;
    if (!(await cache.get()).categoryBySlug.has(slug)) {
      throw fieldError('category', 'Choose a category from the list');
    }
  }

  /** Deletes a stored picture unless another menu item or a gallery photo still shows it. */
  async function releaseImage(url: string | null | undefined, exceptItemId?: number): Promise<void> {
    const id = url ? imageIdFromUrl(url) : null;
    if (!id) return;
    const pattern = `/api/images/${id}/%`;
    const [usedByItem] = await db
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(
        and(
          or(
            like(menuItems.imageUrl, pattern),
            like(sql`array_to_string(${menuItems.otherPhotoUrls}, ' ')`, pattern),
          ),
          ne(menuItems.id, exceptItemId ?? 0),
        ),
      )
      .limit(1);
    const [usedByPhoto] = usedByItem
      ? [usedByItem]
      : await db.select({ id: photos.id }).from(photos).where(like(photos.imageUrl, pattern)).limit(1);
    const inUse = usedByItem ?? usedByPhoto;
    if (!inUse) await images.removeByUrls([url]);
  }

  /** Releases the pictures a dish no longer shows (unless another dish or a gallery photo does). */
  async function releaseDropped(id: number, before: string[], after: string[]): Promise<void> {
    for (const url of before) if (!after.includes(url)) await releaseImage(url, id);
  }

  /** Writes a dish's photos (the first is the main one) and releases the ones it dropped. */
  async function setPhotos(id: number, next: string[]): Promise<MenuItem> {
    const previous = await requireItem(id);
    if (next.length > MAX_DISH_PHOTOS) {
      throw fieldError('photo', `A dish can have at most ${MAX_DISH_PHOTOS} photos`);
    }
    const [row] = await db
      .update(menuItems)
      .set({ ...photoColumns(next), updatedAt: new Date() })
      .where(eq(menuItems.id, id))
      .returning();
    changes.publish('menu');
    if (!row) throw notFound('Menu item not found.');
    await releaseDropped(id, previous.photoUrls, next);
    return toMenuItem(row);
  }

  return {
    snapshot: () => cache.get(),
    /** The menu when it is in memory (most of the time), else null: see snapshot(). */
    currentSnapshot: () => cache.current(),

    /** Adds a dish; the audit trail keeps what it is sold as and for, and who added it. */
    async create(input: NewItem, by?: PublicUser | null): Promise<MenuItem> {
      await checkCategory(input.category);
      const sortOrder = (await cache.get()).items.length;
      const item = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(menuItems)
          .values({ ...input, ...priceColumns(input.prices), imageUrl: input.imageUrl ?? null, sortOrder })
          .returning();
        const created = toMenuItem(row!);
        await recordAudit(tx, {
          actor: actorOrSystem(by),
          action: 'created',
          entity: 'menu-item',
          entityId: created.id,
          after: audited(created),
        });
        return created;
      });
      changes.publish('menu');
      return item;
    },

    /** Changes a dish; the audit trail keeps the fields that changed (its prices among them), and who. */
    async update(id: number, edit: MenuItemChanges, by?: PublicUser | null): Promise<MenuItem> {
      const previous = await requireItem(id);
      const { prices, ...patch } = edit;
      await checkCategory(patch.category);
      const { imageUrl, ...fields } = patch;
      // imageUrl names the main photo: one of the dish's photos, a new picture, or null to remove it.
      const photos = imageUrl === undefined ? previous.photoUrls : withMain(previous.photoUrls, imageUrl);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(menuItems)
          .set({
            ...fields,
            ...(prices ? priceColumns(prices) : {}),
            ...photoColumns(photos),
            updatedAt: new Date(),
          })
          .where(eq(menuItems.id, id))
          .returning();
        const changed = updated && changedFields(audited(previous), audited(toMenuItem(updated)));
        if (changed) {
          await recordAudit(tx, {
            actor: actorOrSystem(by),
            action: 'updated',
            entity: 'menu-item',
            entityId: id,
            ...changed,
          });
        }
        return updated;
      });
      changes.publish('menu');
      if (!row) throw notFound('Menu item not found.');
      await releaseDropped(id, previous.photoUrls, photos);
      return toMenuItem(row);
    },

    /** Deletes a dish; the audit trail keeps what it was, and who deleted it. */
    async remove(id: number, by?: PublicUser | null): Promise<void> {
      const item = await requireItem(id);
      await db.transaction(async (tx) => {
        await tx.delete(menuItems).where(eq(menuItems.id, id));
        await recordAudit(tx, {
          actor: actorOrSystem(by),
          action: 'deleted',
          entity: 'menu-item',
          entityId: id,
          before: audited(item),
        });
      });
      changes.publish('menu');
      await releaseDropped(id, item.photoUrls, []);
    },

    /**
     * Stores an uploaded photo. With an item id it joins that dish: `replace` makes it the main photo
     * in place of the old one, `add` puts it after the others (main if the dish had none).
     */
    async attachPhoto(
      itemId: number | 'new',
      bytes: Buffer,
      fileName: string | undefined,
      mode: PhotoUploadMode = 'replace',
    ) {
      if (itemId !== 'new') {
        const item = await requireItem(itemId);
        if (mode === 'add' && item.photoUrls.length >= MAX_DISH_PHOTOS) {
          throw fieldError('photo', `A dish can have at most ${MAX_DISH_PHOTOS} photos`);
        }
      }
      const stored = await images.store(bytes, fileName);
      if (itemId === 'new') return { imageUrl: stored.url, item: null };
      const photos = (await requireItem(itemId)).photoUrls;
      const next = mode === 'add' ? [...photos, stored.url] : withMain(photos, stored.url);
      return { imageUrl: stored.url, item: await setPhotos(itemId, next) };
    },

    /** Removes a dish's main photo; its next photo becomes the main one. */
    removePhoto: async (id: number) => setPhotos(id, withMain((await requireItem(id)).photoUrls, null)),

    /**
     * Removes a photo by URL: one of its dish's (the next is promoted if it was the main one), or an
     * upload made for an item that was never saved.
     */
    async deletePhoto(photoUrl: string, itemId: number | 'new' | undefined): Promise<MenuItem | null> {
      if (typeof itemId === 'number') {
        const item = await requireItem(itemId);
        if (!item.photoUrls.includes(photoUrl)) throw notFound('That photo is not on this menu item.');
        return setPhotos(
          itemId,
          item.photoUrls.filter((url) => url !== photoUrl),
        );
      }
      if (!imageIdFromUrl(photoUrl)) throw fieldError('photoUrl', 'Not a photo of this site');
      await releaseImage(photoUrl);
      return null;
    },

    async createCategory(label: string, kind: MenuCategory['kind']): Promise<MenuCategory> {
      const slug = slugify(label);
      if (!slug) throw fieldError('label', 'Use letters or numbers');
      const snapshot = await cache.get();
      const [row] = await db
        .insert(menuCategories)
        .values({ slug, label, kind, sortOrder: snapshot.categories.length })
        .onConflictDoNothing()
        .returning();
      if (!row)
        throw conflict(
          'That category already exists.',
          { label: 'That category already exists' },
          ErrorCode.categoryExists,
        );
      changes.publish('menu');
      return row;
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
