import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../src/common/errors.ts';
import {
  describeRoute,
  isApiRoute,
  type RouteInfo,
  sampleUrl,
  withRouteCatalog,
} from '../helpers/route-catalog.ts';
import { buildTestApp, signInAsAdmin } from '../helpers/test-app.ts';

// High limits: this file sends thousands of requests from one address (a 429 would still be a fine 4xx).
const { result: t, routes } = await withRouteCatalog(() =>
  buildTestApp({ RATE_LIMIT_AUTH_PER_IP: '100000', RATE_LIMIT_AUTH_PER_ACCOUNT: '100000' }),
);
afterAll(() => t.close());

const bodyRoutes = routes.filter((r) => isApiRoute(r) && ['POST', 'PUT', 'PATCH'].includes(r.method));
const RUNS = 25;

type Schema = { safeParse: (value: unknown) => { success: boolean }; shape?: Record<string, unknown> };
const schemaOf = (route: RouteInfo) => route.bodySchema as Schema | undefined;

/** The route's own validator is the oracle: a body it rejects must be answered with a 4xx. */
const isValidBody = (route: RouteInfo, body: unknown) => schemaOf(route)?.safeParse(body).success ?? true;

/** Field names worth attacking: the schema's own, or common ones when it is not an object schema. */
const fieldsOf = (route: RouteInfo) =>
  Object.keys(schemaOf(route)?.shape ?? { id: 0, name: 0, email: 0, password: 0, token: 0 });

function expectErrorShape(res: LightMyRequestResponse, what: string) {
  const parsed = ErrorBodySchema.safeParse(JSON.parse(res.body));
  expect(parsed.success, `${what}: error body has no {message, code}: ${res.body.slice(0, 300)}`).toBe(true);
}

/** Never a 5xx; a 4xx when `mustRefuse`; the error shape on every 4xx. */
function expectSafeAnswer(res: LightMyRequestResponse, mustRefuse: boolean, what: string) {
  const detail = `${what} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, detail).toBeLessThan(500);
  if (mustRefuse) expect(res.statusCode, detail).toBeGreaterThanOrEqual(400);
  if (res.statusCode >= 400) expectErrorShape(res, detail);
}

const wrongTyped = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string(),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 3 }),
);
/** Strings of many kilobytes, small enough that `fields` of them stay under the 1 MiB body limit. */
const hugeStrings = (fields: number) =>
  fc
    .tuple(
      fc.string({ minLength: 1, maxLength: 4 }),
      fc.integer({ min: 5_000, max: Math.floor(200_000 / fields) }),
    )
    .map(([unit, times]) => unit.repeat(times));

const INVALID_JSON = [
  '{',
  '{"a":',
  "{'single': 'quotes'}",
  '{"a":1}x',
  'undefined',
  'NaN',
  '[1, 2',
  '\u0000',
];
const WRONG_TYPES: [string, string][] = [
  ['text/plain', 'username=admin'],
  ['application/xml', '<login><username>admin</username></login>'],
  ['application/x-www-form-urlencoded', 'username=admin&password=x'],
  [
    'multipart/form-data; boundary=xyz',
    '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--',
  ],
  ['application/octet-stream', '\u0001\u0002\u0003'],
  ['image/png', 'not really a png'],
];

it('the catalog finds the body-taking routes of the API', () => {
  const names = bodyRoutes.map(describeRoute);
  expect(names).toContain('POST /api/login');
  expect(names).toContain('POST /api/register');
});

describe.each(bodyRoutes.map((r) => [describeRoute(r), r] as const))('%s', (_name, route) => {
  let headers: Record<string, string> = {};
  beforeAll(async () => {
    // Signed in as an administrator, so protected routes reach their body validation instead of a 401.
    if (route.access === 'user' || route.access === 'staff' || route.access === 'admin')
      headers = { cookie: await signInAsAdmin(t.app) };
  });
  const hasSchema = schemaOf(route) !== undefined;

  const send = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: route.method as 'POST',
      url: sampleUrl(route.url),
      headers: { ...headers, 'content-type': contentType },
      payload,
    });

  /** Sends a JSON value; a body the route's schema rejects must be refused. */
  async function sendJson(value: unknown) {
    const text = JSON.stringify(value) ?? 'undefined';
    let received: unknown;
    try {
      received = JSON.parse(text);
    } catch {
      return expectSafeAnswer(await send(text), true, text.slice(0, 200));
    }
    expectSafeAnswer(await send(text), !isValidBody(route, received), text.slice(0, 200));
  }

  it('answers arbitrary JSON values with a 4xx error body when invalid, never a 5xx', async () => {
    await fc.assert(fc.asyncProperty(fc.jsonValue(), sendJson), { numRuns: RUNS });
  });

  it('answers arbitrary serialised JavaScript values without a 5xx', async () => {
    await fc.assert(fc.asyncProperty(fc.anything(), sendJson), { numRuns: RUNS });
  });

  it('answers its own fields filled with values of the wrong type without a 5xx', async () => {
    const fields = fieldsOf(route);
    const body = fc.record(Object.fromEntries(fields.map((f) => [f, wrongTyped])), { requiredKeys: [] });
    await fc.assert(fc.asyncProperty(body, sendJson), { numRuns: RUNS });
  });

  it('answers huge strings in its fields without a 5xx', async () => {
    const fields = fieldsOf(route);
    const body = fc.record(Object.fromEntries(fields.map((f) => [f, hugeStrings(fields.length)])));
    await fc.assert(fc.asyncProperty(body, sendJson), { numRuns: 5 });
  });

  it.each(INVALID_JSON)('refuses the invalid JSON text %j with a 400 error body', async (text) => {
    const res = await send(text);
    expect(res.statusCode, res.body).toBe(400);
    expectErrorShape(res, text);
  });

  it('refuses an empty JSON body with a 4xx error body when it needs a body', async () => {
    expectSafeAnswer(await send(''), hasSchema, 'empty body');
  });

  it.each(WRONG_TYPES)(
    'answers a %s body without a 5xx, refusing it when JSON is expected',
    async (type, body) => {
      expectSafeAnswer(await send(body, type), hasSchema, type);
    },
  );

  it('refuses a body over its size limit (1 MiB unless the route says otherwise) with 413', async () => {
    const limit = route.bodyLimit ?? 1024 * 1024;
    const res = await send(JSON.stringify({ padding: 'x'.repeat(limit + 10) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
  });
});
