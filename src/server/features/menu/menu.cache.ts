import { createHash } from 'node:crypto';
import type { MenuCategory, MenuItem } from '../../../common/menu/schema.ts';
import { type CachedBody, cachedBody, prepareEncodings } from '../../platform/encoded-body.ts';

export type MenuSnapshot = {
  items: MenuItem[];
  byId: Map<number, MenuItem>;
  categories: MenuCategory[];
  categoryBySlug: Map<string, MenuCategory>;
  /** Pre-serialised replies: visitors (active items) and admins (all items). */
  publicBody: CachedBody;
  adminBody: CachedBody;
  categoriesBody: CachedBody;
};

function cached(value: unknown): CachedBody {
  const body = JSON.stringify(value);
  // Weak: the same version is sent plain, gzip or brotli.
  const cached = cachedBody(body, `W/"m-${createHash('sha1').update(body).digest('base64url')}"`);
  // Compressed off the main thread meanwhile; a request arriving first compresses it itself.
  prepareEncodings(cached).catch(() => undefined);
  return cached;
}

export function buildSnapshot(items: MenuItem[], categories: MenuCategory[]): MenuSnapshot {
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));
  return {
    items,
    byId: new Map(items.map((i) => [i.id, i])),
    categories,
    categoryBySlug,
    publicBody: cached(items.filter((i) => i.isActive)),
    adminBody: cached(items),
    categoriesBody: cached(categories),
  };
}

/**
 * The menu is read on most pages and by every order, and changes rarely: it is kept in memory and
 * rebuilt after a write. A generation number stops a load that started before a write from
 * putting the old menu back once it finishes.
 */
export function createMenuCache(load: () => Promise<MenuSnapshot>) {
  let snapshot: MenuSnapshot | null = null;
  let loading: Promise<MenuSnapshot> | null = null;
  let generation = 0;

  return {
    /** The menu in memory, or null while it is (re)loaded: lets hot routes answer without a promise. */
    current(): MenuSnapshot | null {
      return snapshot;
    },
    async get(): Promise<MenuSnapshot> {
      if (snapshot) return snapshot;
      if (!loading) {
        const started = generation;
        const pending = load().then((loaded) => {
          if (started === generation) snapshot = loaded;
          return loaded;
        });
        const settle = () => {
          if (loading === pending) loading = null;
        };
        pending.then(settle, settle);
        loading = pending;
      }
      return loading;
    },
    invalidate(): void {
      generation += 1;
      snapshot = null;
      loading = null;
    },
  };
}
