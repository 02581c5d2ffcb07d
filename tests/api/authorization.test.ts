import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import {
  describeRoute,
  isApiRoute,
  type RouteInfo,
  sampleUrl,
  withRouteCatalog,
} from '../helpers/route-catalog.ts';
import { buildTestApp, signInAsAdmin, signInAsClient } from '../helpers/test-app.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

// Built at collection time so that every route, including those added by later features, gets its own test.
// One sign-in per route and role: far more than the default sign-in limits allow from one address.
const { result: t, routes } = await withRouteCatalog(() =>
  buildTestApp({ RATE_LIMIT_AUTH_PER_IP: '100000', RATE_LIMIT_AUTH_PER_ACCOUNT: '100000' }),
);
afterAll(() => t.close());

const apiRoutes = routes.filter(isApiRoute);
const protectedRoutes = apiRoutes.filter((r) => r.access === 'user' || r.access === 'admin');
const adminRoutes = apiRoutes.filter((r) => r.access === 'admin');
const userRoutes = apiRoutes.filter((r) => r.access === 'user');

function call(route: RouteInfo, cookie?: string) {
  return t.app.inject({
    method: route.method as 'GET',
    url: sampleUrl(route.url),
    headers: cookie ? { cookie } : {},
  });
}

function expectErrorBody(route: RouteInfo, body: string, code: string) {
  if (route.method === 'HEAD') return; // a HEAD reply has no body to check
  expect(JSON.parse(body)).toMatchObject({ message: expect.any(String), code });
}

describe('the route catalog', () => {
  it('sees the routes the app registers, including protected ones', () => {
    const names = apiRoutes.map(describeRoute);
    expect(names).toContain('POST /api/login');
    expect(names).toContain('GET /api/me');
    expect(adminRoutes.length).toBeGreaterThan(0);
  });

  it('every /api route declares public, user or admin access', () => {
    const undeclared = apiRoutes.filter((r) => !['public', 'user', 'admin'].includes(r.access ?? ''));
    expect(undeclared.map(describeRoute)).toEqual([]);
  });
});

describe.each(protectedRoutes.map((r) => [describeRoute(r), r] as const))('%s', (_name, route) => {
  it('refuses a caller without a session with 401', async () => {
    const res = await call(route);
    expect(res.statusCode).toBe(401);
    expectErrorBody(route, res.body, 'UNAUTHENTICATED');
  });

  it('refuses a caller whose session cookie is unknown with 401', async () => {
    const res = await call(route, 'catering_session=forged-token-that-was-never-issued');
    expect(res.statusCode).toBe(401);
  });
});

describe.each(adminRoutes.map((r) => [describeRoute(r), r] as const))('%s (admin only)', (_name, route) => {
  it('refuses a signed-in client with 403', async () => {
    const res = await call(route, await signInAsClient(t.app));
    expect(res.statusCode).toBe(403);
    expectErrorBody(route, res.body, 'FORBIDDEN');
  });

  it('lets an administrator past the access check', async () => {
    const res = await call(route, await signInAsAdmin(t.app));
    expect([401, 403]).not.toContain(res.statusCode);
    // Past the check, the sample request (made-up ids, no body) is answered, never a crash.
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe.each(userRoutes.map((r) => [describeRoute(r), r] as const))(
  '%s (signed-in users)',
  (_name, route) => {
    it('lets a signed-in client past the access check', async () => {
      const res = await call(route, await signInAsClient(t.app));
      expect(res.statusCode).not.toBe(401);
      expect(res.statusCode).toBeLessThan(500);
    });
  },
);

/**
 * Other spellings of a protected route's path: percent-encoded letters of the prefix (the router
 * decodes them), case changes, trailing and doubled slashes. Whatever the router makes of them, a
 * caller without the right never gets past the check: the answer is 401, 403 or 404, never data.
 */
function pathVariants(url: string): string[] {
  const rest = url.slice('/api'.length);
  return [
    `/%61pi${rest}`,
    `/a%70i${rest}`,
    `/%2561pi${rest}`,
    `/API${rest}`,
    `/Api${rest}`,
    `${url}/`,
    `/${url}`,
    `/api/${rest}`,
    `/./api${rest}`,
    `/api%2F${rest.slice(1)}`,
  ];
}

describe.each(protectedRoutes.map((r) => [describeRoute(r), r] as const))(
  '%s through other spellings of its path',
  (_name, route) => {
    it('never answers a visitor with data', async () => {
      for (const url of pathVariants(sampleUrl(route.url))) {
        const res = await t.app.inject({ method: route.method as 'GET', url });
        expect([401, 403, 404], `${route.method} ${url}`).toContain(res.statusCode);
      }
    });
  },
);

describe.each(adminRoutes.map((r) => [describeRoute(r), r] as const))(
  '%s through other spellings of its path (admin only)',
  (_name, route) => {
    it('never answers a signed-in client with data', async () => {
      const cookie = await signInAsClient(t.app);
      for (const url of pathVariants(sampleUrl(route.url))) {
        const res = await t.app.inject({ method: route.method as 'GET', url, headers: { cookie } });
        expect([403, 404], `${route.method} ${url}`).toContain(res.statusCode);
      }
    });
  },
);

describe('the access policy at start-up', () => {
  async function freshApp() {
    const handle = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CLIENT_DIST: '/nonexistent-client-dist',
    });
    const app = await buildApp({ config, db: handle.db, logger: false });
    return { app, handle };
  }

  it('the app refuses to start when an /api route declares no access, naming the route', async () => {
    const { app, handle } = await freshApp();
    try {
      app.register(async (instance) => {
        instance.get('/api/forgotten-access', async () => ({ secret: true }));
      });
      await expect(app.ready()).rejects.toThrow(/GET \/api\/forgotten-access.*declares no access/);
    } finally {
      await handle.close();
    }
  });

  it('the app starts when the same route declares its access', async () => {
    const { app, handle } = await freshApp();
    try {
      app.register(async (instance) => {
        instance.get('/api/declared-access', { config: { access: 'user' } }, async () => ({ ok: true }));
      });
      await app.ready();
      const res = await app.inject({ method: 'GET', url: '/api/declared-access' });
      expect(res.statusCode).toBe(401);
      await app.close();
    } finally {
      await handle.close();
    }
  });
});
