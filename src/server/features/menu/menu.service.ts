import { and, asc, eq, like, ne } from 'drizzle-orm';
import { imageIdFromUrl } from '../../../common/images.ts';
import { type MenuPrices, priceText } from '../../../common/menu/price-text.ts';
import {
  type MenuCategory,
  type MenuItem,
  type MenuItemChanges,
  type MenuItemInputSchema,
  slugify,
} from '../../../common/menu/schema.ts';
import type { Database } from '../../db/connect.ts';
import { menuCategories, menuItems, photos } from '../../db/schema/index.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { fieldError } from '../../platform/field-error.ts';
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
      .where(and(like(menuItems.imageUrl, pattern), ne(menuItems.id, exceptItemId ?? 0)))
      .limit(1);
    const [usedByPhoto] = usedByItem
      ? [usedByItem]
      : await db.select({ id: photos.id }).from(photos).where(like(photos.imageUrl, pattern)).limit(1);
    const inUse = usedByItem ?? usedByPhoto;
    if (!inUse) await images.removeByUrls([url]);
  }

  async function setImage(id: number, imageUrl: string | null): Promise<MenuItem> {
    const previous = await requireItem(id);
    const [row] = await db
      .update(menuItems)
      .set({ imageUrl, updatedAt: new Date() })
      .where(eq(menuItems.id, id))
      .returning();
    changes.publish('menu');
    if (!row) throw notFound('Menu item not found.');
    if (previous.imageUrl !== imageUrl) await releaseImage(previous.imageUrl, id);
    return toMenuItem(row);
  }

  return {
    snapshot: () => cache.get(),
    /** The menu when it is in memory (most of the time), else null: see snapshot(). */
    currentSnapshot: () => cache.current(),

    async create(input: NewItem): Promise<MenuItem> {
      await checkCategory(input.category);
      const [row] = await db
        .insert(menuItems)
        .values({
          ...input,
          ...priceColumns(input.prices),
          imageUrl: input.imageUrl ?? null,
          sortOrder: (await cache.get()).items.length,
        })
        .returning();
      changes.publish('menu');
      return toMenuItem(row!);
    },

    async update(id: number, edit: MenuItemChanges): Promise<MenuItem> {
      const previous = await requireItem(id);
      const { prices, ...patch } = edit;
      await checkCategory(patch.category);
      const [row] = await db
        .update(menuItems)
        .set({ ...patch, ...(prices ? priceColumns(prices) : {}), updatedAt: new Date() })
        .where(eq(menuItems.id, id))
        .returning();
      changes.publish('menu');
      if (!row) throw notFound('Menu item not found.');
      if (patch.imageUrl !== undefined && patch.imageUrl !== previous.imageUrl) {
        await releaseImage(previous.imageUrl, id);
      }
      return toMenuItem(row);
    },

    async remove(id: number): Promise<void> {
      const item = await requireItem(id);
      await db.delete(menuItems).where(eq(menuItems.id, id));
      changes.publish('menu');
      await releaseImage(item.imageUrl, id);
    },

    /** Stores an uploaded photo; with an item id it becomes that item's photo, replacing the old one. */
    async attachPhoto(itemId: number | 'new', bytes: Buffer, fileName: string | undefined) {
      if (itemId !== 'new') await requireItem(itemId);
      const stored = await images.store(bytes, fileName);
      if (itemId === 'new') return { imageUrl: stored.url, item: null };
      return { imageUrl: stored.url, item: await setImage(itemId, stored.url) };
    },

    removePhoto: (id: number) => setImage(id, null),

    /** Removes a photo by URL: from its item, or an upload made for an item that was never saved. */
    async deletePhoto(photoUrl: string, itemId: number | 'new' | undefined): Promise<MenuItem | null> {
      if (typeof itemId === 'number') {
        const item = await requireItem(itemId);
        if (item.imageUrl !== photoUrl) throw notFound('That photo is not on this menu item.');
        return setImage(itemId, null);
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
      if (!row) throw conflict('That category already exists.', { label: 'That category already exists' });
      changes.publish('menu');
      return row;
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
