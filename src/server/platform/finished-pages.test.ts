import { describe, expect, it } from 'vitest';
import { type CachedBody, cachedBody } from './encoded-body.ts';
import { createFinishedPages } from './finished-pages.ts';

function setup() {
  let clock = 0;
  let builds = 0;
  const errors: unknown[] = [];
  let release: () => void = () => undefined;
  let hold = false;
  const pages = createFinishedPages({
    build: async (key) => {
      builds += 1;
      const version = builds;
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      return cachedBody(`${key} v${version}`, `"v${version}"`);
    },
    freshMs: 15_000,
    staleMs: 60_000,
    maxEntries: 2,
    onBackgroundError: (error) => errors.push(error),
    now: () => clock,
  });
  return {
    pages,
    builds: () => builds,
    tick: (ms: number) => (clock += ms),
    hold: (on: boolean) => (hold = on),
    release: () => release(),
    errors,
  };
}

const bodyOf = async (page: CachedBody | Promise<CachedBody>) => (await page).body;

describe('finished pages', () => {
  it('answers a kept page at once, without a promise, and builds it once for concurrent visitors', async () => {
    const t = setup();
    const [a, b] = await Promise.all([t.pages.get('/'), t.pages.get('/')]);
    expect(a).toBe(b);
    expect(t.builds()).toBe(1);
    const again = t.pages.get('/');
    expect(again).not.toBeInstanceOf(Promise);
    expect((again as CachedBody).body).toBe('/ v1');
  });

  it('serves an old page at once while a fresh one is made, and makes a very old one first', async () => {
    const t = setup();
    await t.pages.get('/');
    t.tick(20_000);
    expect(await bodyOf(t.pages.get('/'))).toBe('/ v1');
    await new Promise((r) => setTimeout(r, 0));
    expect(await bodyOf(t.pages.get('/'))).toBe('/ v2');
    t.tick(61_000);
    const waited = t.pages.get('/');
    expect(waited).toBeInstanceOf(Promise);
    expect(await bodyOf(waited)).toBe('/ v3');
  });

  it('never keeps a page whose build started before a content change', async () => {
    const t = setup();
    t.hold(true);
    const pending = t.pages.get('/');
    t.pages.clear();
    t.release();
    expect(await bodyOf(pending)).toBe('/ v1');
    t.hold(false);
    expect(await bodyOf(t.pages.get('/'))).toBe('/ v2');
  });

  it('keeps at most maxEntries pages', async () => {
    const t = setup();
    for (const key of ['/a', '/b', '/c']) await t.pages.get(key);
    expect(t.pages.get('/c')).not.toBeInstanceOf(Promise);
    expect(t.pages.get('/a')).toBeInstanceOf(Promise);
  });
});
