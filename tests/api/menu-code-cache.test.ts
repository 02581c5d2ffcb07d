import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 34 §7: `/menu?code=<anything>` is the one finished /menu (decision 0050), not a fresh render
 * per code (about 400 ms of CPU each). The code reaches the visitor through the browser, which reads
 * it from the address (tests/e2e/discount-link.spec.ts).
 */

const RENDERS = '__menuCodeCacheRenders';
type Counted = typeof globalThis & { [RENDERS]?: string[] };

/** A client build whose server renderer counts its renders and writes the URL it rendered. */
function countingClient(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'menu-code-cache-'));
  fs.mkdirSync(path.join(dir, 'client/assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'ssr'));
  fs.writeFileSync(
    path.join(dir, 'client/index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'ssr/entry-server.js'),
    [
      'export async function render(url) {',
      '  const { pathname, search } = new URL(url);',
      `  (globalThis.${RENDERS} ??= []).push(pathname + search);`,
      "  return { html: '<main data-rendered=\"' + pathname + search + '\">page</main>', status: 200 };",
      '}',
      'export function isKnownPage() { return true; }',
    ].join('\n'),
  );
  return path.join(dir, 'client');
}

const renders = () => [...((globalThis as Counted)[RENDERS] ?? [])];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ CLIENT_DIST: countingClient() });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('/menu?code=… costs what the kept /menu costs', () => {
  it('two new codes render nothing again: the same page, ETag and bytes as /menu', async () => {
    const plain = await get('/menu');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('data-rendered="/menu"');
    const before = renders();
    expect(before).toContain('/menu');

    const first = await get('/menu?code=ZX81-NEW-ONE');
    const second = await get('/menu?code=QWERTY-9000');
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.body).toBe(plain.body);
      // Rendered without the code: the browser shows it on top of the kept page.
      expect(res.body).not.toContain('code=');
    }
    // No render for either code.
    expect(renders()).toEqual(before);
    expect(renders().some((url) => url.includes('code='))).toBe(false);
  });

  it('the tab is still a page of its own, its code ignored', async () => {
    const cart = await get('/menu?tab=cart&code=ANOTHER-1');
    expect(cart.body).toContain('data-rendered="/menu?tab=cart"');
    const rendered = renders().length;
    const again = await get('/menu?code=YET-ANOTHER&tab=cart');
    expect(again.headers.etag).toBe(cart.headers.etag);
    expect(renders()).toHaveLength(rendered);
  });
});
