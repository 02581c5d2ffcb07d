import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppWithLog, buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Every request goes through Fastify's router and its hooks (decision 0050): the kept bodies — menu
 * lists and finished pages — are answered by their routes with the security headers, ETag and 304,
 * and their precompressed forms; a finished page is kept by its path and the query parameters the
 * page reads.
 */

/**
 * A client build whose server renderer writes the URL it was asked to render into the page, so a
 * test can see which render a visitor got.
 */
function echoingClient(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'one-pipeline-'));
  fs.mkdirSync(path.join(dir, 'client/assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'ssr'));
  fs.writeFileSync(
    path.join(dir, 'client/index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'client/assets/app-1234abcd.js'), 'console.log("app");\n');
  fs.writeFileSync(
    path.join(dir, 'ssr/entry-server.js'),
    [
      'export async function render(url) {',
      '  const { pathname, search } = new URL(url);',
      "  return { html: '<main data-rendered=\"' + pathname + search + '\">page</main>', status: 200 };",
      '}',
      "export function isKnownPage(pathname) { return !pathname.startsWith('/no-such'); }",
    ].join('\n'),
  );
  return path.join(dir, 'client');
}

const renderedUrl = (html: string) => /data-rendered="([^"]*)"/.exec(html)?.[1];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ CLIENT_DIST: echoingClient() });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('a finished page is kept by its path and the query parameters it reads', () => {
  it('/menu?utm_source=x is the kept /menu: same ETag, same bytes, rendered without the campaign', async () => {
    const plain = await get('/menu');
    const campaign = await get('/menu?utm_source=newsletter&fbclid=abc');
    expect(plain.statusCode).toBe(200);
    expect(campaign.statusCode).toBe(200);
    expect(campaign.headers.etag).toBe(plain.headers.etag);
    expect(campaign.body).toBe(plain.body);
    expect(renderedUrl(campaign.body)).toBe('/menu');
    // A browser holding /menu revalidates a campaign link with a 304.
    const again = await get('/menu?utm_source=other', { 'if-none-match': plain.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('a parameter the page reads still renders per value, other parameters left out', async () => {
    const packages = await get('/menu?tab=packages&utm_source=x');
    const items = await get('/menu?tab=items');
    expect(renderedUrl(packages.body)).toBe('/menu?tab=packages');
    expect(renderedUrl(items.body)).toBe('/menu?tab=items');
    expect(packages.headers.etag).not.toBe(items.headers.etag);
    expect(packages.headers.etag).not.toBe((await get('/menu')).headers.etag);
    // Every value of a repeated parameter counts (the quote page's dishes).
    expect(renderedUrl((await get('/quote?dish=3&utm_source=x&dish=5')).body)).toBe('/quote?dish=3&dish=5');
  });

  it('a page that reads no parameter ignores them all', async () => {
    const about = await get('/about');
    const tagged = await get('/about?tab=packages&ref=partner');
    expect(tagged.headers.etag).toBe(about.headers.etag);
    expect(renderedUrl(tagged.body)).toBe('/about');
  });
});

describe('kept bodies through the router', () => {
  it.each(['/menu', '/api/menu-items', '/api/menu-categories'])(
    '%s: the security headers, an ETag, a 304, and its brotli and gzip forms',
    async (url) => {
      const identity = await get(url);
      expect(identity.statusCode).toBe(200);
      expect(identity.headers['content-security-policy']).toContain("default-src 'self'");
      expect(identity.headers['x-content-type-options']).toBe('nosniff');
      expect(identity.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(identity.headers['content-encoding']).toBeUndefined();
      const etag = identity.headers.etag as string;
      expect(etag).toMatch(/^(W\/)?"/);

      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.etag).toBe(etag);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);
      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);

      const notModified = await get(url, { 'if-none-match': etag });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.rawPayload.length).toBe(0);
      expect(notModified.headers['content-security-policy']).toContain("default-src 'self'");
    },
  );

  it('the lists and pages say how browsers may keep them', async () => {
    const list = await get('/api/menu-items');
    expect(list.headers['cache-control']).toBe('private, no-cache');
    expect(list.headers.vary).toBe('Cookie, Accept-Encoding');
    const page = await get('/menu');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('built files go without the headers that only mean something on documents', async () => {
    const file = await get('/assets/app-1234abcd.js');
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBeUndefined();
    expect(file.headers['x-frame-options']).toBeUndefined();
    // A path the files do not have is the page shell, a document with all of them.
    const shell = await get('/checkout');
    expect(shell.headers['content-type']).toBe('text/html; charset=utf-8');
    // A page whose path merely begins with "/api" is a page, not an API 404.
    const reference = await get('/api-reference');
    expect(reference.statusCode).toBe(200);
    expect(reference.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(shell.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('an unknown path is a 404 page with the security headers', async () => {
    const res = await get('/no-such-page?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('404 Page Not Found');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('the 404 page keeps its body in every encoding, asked for again and again over HTTP', async () => {
    // Over a real socket: the empty compressed 404 (the same Buffer sent twice through
    // @fastify/compress) never showed through inject.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const encoding of ['identity', 'br', 'br', 'gzip', 'identity']) {
      const res = await fetch(`${base}/no-such-page`, { headers: { 'accept-encoding': encoding } });
      expect(res.status, encoding).toBe(404);
      // fetch decodes br and gzip: an empty compressed body reads as ''.
      expect(await res.text(), encoding).toContain('<title>404 Page Not Found');
    }
  });
});

describe('the request log', () => {
  it('one line per request through Fastify’s logger: request id, method, path without its query, status', async () => {
    const { app, lines } = await buildAppWithLog({ CLIENT_DIST: echoingClient() });
    try {
      await app.ready();
      await app.inject({
        method: 'GET',
        url: '/menu?utm_source=secret-campaign',
        headers: { 'x-request-id': 'trace-42' },
      });
      await app.inject({ method: 'GET', url: '/api/menu-items', headers: { 'x-request-id': 'trace-43' } });
      const logged = lines
        .filter((line) => line.includes('request completed'))
        .map(
          (line) =>
            JSON.parse(line) as { reqId: string; req: Record<string, string>; status: number; ms: number },
        );
      const page = logged.filter((line) => line.reqId === 'trace-42');
      expect(page).toHaveLength(1);
      expect(page[0]?.req).toMatchObject({ method: 'GET', url: '/menu?…' });
      expect(page[0]?.status).toBe(200);
      expect(page[0]?.ms).toBeGreaterThanOrEqual(0);
      expect(logged.find((line) => line.reqId === 'trace-43')?.req.url).toBe('/api/menu-items');
      expect(lines.join('')).not.toContain('secret-campaign');
    } finally {
      await app.close();
    }
  });
});
