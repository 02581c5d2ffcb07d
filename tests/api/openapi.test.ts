import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRouteCatalog } from '../helpers/route-catalog.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

type Operation = {
  description?: string;
  summary?: string;
  tags?: string[];
  'x-access'?: string;
  requestBody?: unknown;
  parameters?: unknown[];
  responses?: Record<string, unknown>;
};
type Document = {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
};

let t: TestApp;
let apiRoutes: { method: string; url: string; schemaKeys: string[] }[];
let doc: Document;

beforeAll(async () => {
  const built = await withRouteCatalog(() => buildTestApp());
  t = built.result;
  apiRoutes = built.routes.filter(
    (r) =>
      r.url.startsWith('/api') && r.method !== 'HEAD' && r.url !== '/api/openapi.json' && r.url !== '/api/*',
  );
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

/** Fastify's `:id` is OpenAPI's `{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');
const operationOf = (route: { method: string; url: string }) =>
  doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 description that anyone may read', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Catering API');
  });

  it('describes every /api route with its access and feature tag, and nothing but /api routes', () => {
    expect(apiRoutes.length).toBeGreaterThan(90);
    const missing = apiRoutes.filter((route) => !operationOf(route)).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    for (const route of apiRoutes) {
      const op = operationOf(route)!;
      expect(['public', 'user', 'staff', 'admin'], `${route.method} ${route.url}`).toContain(op['x-access']);
      expect(op.tags?.[0], `${route.method} ${route.url}`).toBe(route.url.split('/')[2]);
    }
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });

  it('gives every route a schema: what it takes (body, query, path) or what it answers', () => {
    const declared = ['body', 'querystring', 'params', 'response'];
    const bare = apiRoutes
      .filter((route) => !route.schemaKeys.some((key) => declared.includes(key)))
      .map((r) => `${r.method} ${r.url}`);
    expect(bare).toEqual([]);
  });

  it('gives every route a summary: one sentence saying what it does for whom', () => {
    const unsummarized = apiRoutes
      .filter((route) => !operationOf(route)?.summary?.trim())
      .map((r) => `${r.method} ${r.url}`);
    expect(unsummarized).toEqual([]);
  });

  it("keeps a route's summary, and its access in the description: POST /api/orders", () => {
    const place = doc.paths['/api/orders']?.post;
    expect(place?.summary).toMatch(/order/i);
    expect(place?.description).toContain('Access: Anyone');
  });

  it("carries a route's body schema: POST /api/login takes a username and a password", () => {
    const login = doc.paths['/api/login']?.post as {
      requestBody: { content: Record<string, { schema: { properties: object } }> };
    };
    const schema = login.requestBody.content['application/json']!.schema;
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['username', 'password']));
  });
});
