import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppWithLog, buildTestApp, signInAsAdmin, type TestApp } from '../helpers/test-app.ts';

/**
 * The front lane answers a visitor's GET of a kept body before routing (front-lane.ts). Over a real
 * socket (the lane sits in the server's request listener; inject goes straight to the router), each
 * of its answers must be the router's answer, header for header and byte for byte.
 */

type Raw = { status: number; headers: Record<string, string>; body: Buffer };

/** Headers Node writes per connection and per moment, not per answer. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

function normalise(headers: Record<string, string | string[] | number | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !PER_CONNECTION.has(name))
      .map(([name, value]): [string, string] => [name, String(value)])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

function overSocket(
  base: string,
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .request(`${base}${url}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: normalise(res.headers),
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject)
      .end();
  });
}

async function throughRouter(t: TestApp, url: string, headers: Record<string, string> = {}): Promise<Raw> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: normalise(res.headers), body: res.rawPayload };
}

/** A client build with only its page template: pages are the app shell, kept like rendered ones. */
function templateOnlyClient(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-lane-client-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Catering</title><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>',
  );
  return dir;
}

let t: TestApp;
let base: string;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({ CLIENT_DIST: templateOnlyClient() });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await signInAsAdmin(t.app);
  // The menu is read into memory by its first request (the router's); the lane answers from then on.
  await throughRouter(t, '/api/menu-items');
});
afterAll(() => t.close());

describe('a visitor’s menu lists from the front lane', () => {
  const variants: [string, Record<string, string>][] = [
    ['identity', {}],
    ['brotli', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
    ['gzip', { 'accept-encoding': 'gzip' }],
  ];

  it.each(['/api/menu-items', '/api/menu-categories'])(
    '%s: the same status, headers and bytes as the router, in every encoding and as a 304',
    async (url) => {
      for (const [name, headers] of variants) {
        const before = t.app.frontLane.served();
        const lane = await overSocket(base, url, headers);
        expect(t.app.frontLane.served(), `${name} answered by the lane`).toBe(before + 1);
        const routed = await throughRouter(t, url, headers);
        expect(lane.status, name).toBe(200);
        expect(lane.headers, name).toEqual(routed.headers);
        expect(lane.body.equals(routed.body), `${name} body`).toBe(true);
      }
      const etag = (await overSocket(base, url)).headers.etag!;
      const lane = await overSocket(base, url, { 'if-none-match': etag });
      const routed = await throughRouter(t, url, { 'if-none-match': etag });
      expect(lane.status).toBe(304);
      expect(lane.body.length).toBe(0);
      expect(lane.headers).toEqual(routed.headers);
    },
  );

  it('carries the security headers every page and API answer carries', async () => {
    const lane = await overSocket(base, '/api/menu-items');
    expect(lane.headers['content-security-policy']).toContain("default-src 'self'");
    expect(lane.headers['x-content-type-options']).toBe('nosniff');
    expect(lane.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(lane.headers['cache-control']).toBe('private, no-cache');
    expect(lane.headers.vary).toBe('Cookie, Accept-Encoding');
  });

  it('a signed-in admin still gets the router’s own list, hidden dishes included', async () => {
    const items = (await throughRouter(t, '/api/menu-items', { cookie: admin })).body;
    const first = (JSON.parse(items.toString()) as { id: number; name: string }[])[0]!;
    const hide = await t.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${first.id}`,
      headers: { cookie: admin },
      payload: { isActive: false },
    });
    expect(hide.statusCode).toBe(200);
    try {
      const before = t.app.frontLane.served();
      const asAdmin = await overSocket(base, '/api/menu-items', { cookie: admin });
      expect(t.app.frontLane.served()).toBe(before);
      const names = (JSON.parse(asAdmin.body.toString()) as { id: number }[]).map((item) => item.id);
      expect(names).toContain(first.id);

      // Right after the edit the menu may still be being read again (on PostgreSQL the change comes
      // back through the change feed): then the router answers. Either way the dish is hidden.
      const asVisitor = await overSocket(base, '/api/menu-items');
      await expect
        .poll(async () => {
          const was = t.app.frontLane.served();
          await overSocket(base, '/api/menu-items');
          return t.app.frontLane.served() - was;
        })
        .toBe(1);
      const fromLane = await overSocket(base, '/api/menu-items');
      for (const answer of [asVisitor, fromLane])
        expect((JSON.parse(answer.body.toString()) as { id: number }[]).map((item) => item.id)).not.toContain(
          first.id,
        );
    } finally {
      await t.app.inject({
        method: 'PATCH',
        url: `/api/menu-items/${first.id}`,
        headers: { cookie: admin },
        payload: { isActive: true },
      });
    }
  });

  it('an edit shows at once: the lane answers from the menu as it is now', async () => {
    const items = JSON.parse((await overSocket(base, '/api/menu-items')).body.toString()) as {
      id: number;
      description: string;
    }[];
    const item = items[0]!;
    const description = `${item.description} Freshly edited.`;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${item.id}`,
      headers: { cookie: admin },
      payload: { description },
    });
    const after = JSON.parse((await overSocket(base, '/api/menu-items')).body.toString()) as typeof items;
    expect(after.find((i) => i.id === item.id)?.description).toBe(description);
  });

  it.each([
    ['a query string', '/api/menu-items?x=1', {}, 'GET'],
    ['an encoded spelling of the path', '/api/menu-%69tems', {}, 'GET'],
    ['a HEAD request', '/api/menu-items', {}, 'HEAD'],
    ['a session cookie, even a stale one', '/api/menu-items', { cookie: 'catering_session=stale' }, 'GET'],
  ])('leaves %s to the router, which answers it', async (_name, url, headers, method) => {
    const before = t.app.frontLane.served();
    const res = await overSocket(base, url, headers, method);
    expect(t.app.frontLane.served()).toBe(before);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('finished pages from the front lane', () => {
  it('a kept page is answered by the lane exactly as the router answers it', async () => {
    // The first visit makes the page (through the router); the next ones are the lane's.
    const first = await overSocket(base, '/menu');
    expect(first.status).toBe(200);
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'br' },
      { 'accept-encoding': 'gzip' },
    ];
    for (const headers of variants) {
      const before = t.app.frontLane.served();
      const lane = await overSocket(base, '/menu', headers);
      expect(t.app.frontLane.served()).toBe(before + 1);
      const routed = await throughRouter(t, '/menu', headers);
      expect(lane.headers).toEqual(routed.headers);
      expect(lane.body.equals(routed.body)).toBe(true);
    }
    const html = (await overSocket(base, '/menu')).body.toString();
    expect(html).toContain('<title>');
    expect(html).toContain('Menu');
  });

  it('is the same for a signed-in visitor (pages carry no one’s data)', async () => {
    await overSocket(base, '/about');
    const visitor = await overSocket(base, '/about');
    const before = t.app.frontLane.served();
    const signedIn = await overSocket(base, '/about', { cookie: admin });
    expect(t.app.frontLane.served()).toBe(before + 1);
    expect(signedIn.body.equals(visitor.body)).toBe(true);
  });

  it('a path that is not a page is left to the router', async () => {
    const before = t.app.frontLane.served();
    const res = await overSocket(base, '/no-such-page');
    expect(t.app.frontLane.served()).toBe(before);
    const routed = await throughRouter(t, '/no-such-page');
    expect(res.status).toBe(routed.status);
    expect(res.body.equals(routed.body)).toBe(true);
  });
});

describe('the front lane’s log line', () => {
  it('is the router’s line: method, path without its query, status, and the caller’s request id', async () => {
    const { app, lines } = await buildAppWithLog({ CLIENT_DIST: templateOnlyClient() });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      await overSocket(url, '/menu?utm_source=secret-campaign');
      await overSocket(url, '/api/menu-items');
      const before = app.frontLane.served();
      await overSocket(url, '/menu?utm_source=secret-campaign', { 'x-request-id': 'trace-42' });
      await overSocket(url, '/api/menu-items', { 'x-request-id': 'trace-43' });
      expect(app.frontLane.served()).toBe(before + 2);
      const logged = lines
        .filter((line) => line.includes('request completed'))
        .map(
          (line) =>
            JSON.parse(line) as { reqId: string; req: Record<string, string>; status: number; ms: number },
        );
      const page = logged.find((line) => line.reqId === 'trace-42');
      expect(page?.req).toEqual({ method: 'GET', url: '/menu?…', hostname: '127.0.0.1', ip: '127.0.0.1' });
      expect(page?.status).toBe(200);
      expect(page?.ms).toBeGreaterThanOrEqual(0);
      expect(logged.find((line) => line.reqId === 'trace-43')?.req.url).toBe('/api/menu-items');
      expect(lines.join('')).not.toContain('secret-campaign');
    } finally {
      await app.close();
    }
  });
});
