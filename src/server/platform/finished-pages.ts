import type { CachedBody } from './encoded-body.ts';

type Entry = { page: CachedBody; at: number };

export type FinishedPagesOptions = {
  /** Makes the page for a key (its data asked again, rendered only when that data changed). */
  build: (key: string) => Promise<CachedBody>;
  /** Within this age a page is served as it is. */
  freshMs: number;
  /**
   * Up to this age a page is still served at once while a fresh one is made in the background, so
   * a busy site never makes a visitor wait for rendering; older pages are made again first.
   */
  staleMs: number;
  maxEntries: number;
  onBackgroundError: (error: unknown, key: string) => void;
  now?: () => number;
};

/**
 * Finished pages by key: an O(1) lookup on the hot path. Concurrent misses for one key share one
 * build, and a build that started before `clear()` (a content change) never puts its page back.
 */
export function createFinishedPages(options: FinishedPagesOptions) {
  const now = options.now ?? Date.now;
  const pages = new Map<string, Entry>();
  const building = new Map<string, Promise<CachedBody>>();
  let generation = 0;

  function refresh(key: string): Promise<CachedBody> {
    const pending = building.get(key);
    if (pending) return pending;
    const started = generation;
    const made = options.build(key).then((page) => {
      if (started === generation) {
        if (!pages.has(key) && pages.size >= options.maxEntries) pages.delete(pages.keys().next().value!);
        pages.set(key, { page, at: now() });
      }
      return page;
    });
    const settle = () => {
      if (building.get(key) === made) building.delete(key);
    };
    made.then(settle, settle);
    building.set(key, made);
    return made;
  }

  return {
    /** The page at once when one is kept (refreshed in the background once it is old), else a promise. */
    get(key: string): CachedBody | Promise<CachedBody> {
      const hit = pages.get(key);
      if (hit) {
        const age = now() - hit.at;
        if (age < options.freshMs) return hit.page;
        if (age < options.staleMs) {
          if (!building.has(key)) refresh(key).catch((error) => options.onBackgroundError(error, key));
          return hit.page;
        }
      }
      return refresh(key);
    },
    clear(): void {
      generation += 1;
      pages.clear();
      building.clear();
    },
  };
}
