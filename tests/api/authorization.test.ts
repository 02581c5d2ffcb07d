import { afterAll, describe, expect, it } from 'vitest';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import {
  describeRoute,
  isApiRoute,
  type RouteInfo,
  sampleUrl,
  withRouteCatalog,
} from '../helpers/route-catalog.ts';
import { signInAsStaff } from '../helpers/staff-account.ts';
import { buildTestApp, signInAsAdmin, signInAsClient } from '../helpers/test-app.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

// Built at collection time so that every route, including those added by later features, gets its own test.
// One sign-in per route and role: far more than the default sign-in limits allow from one address.
const { result: t, routes } = await withRouteCatalog(() =>
  buildTestApp({ RATE_LIMIT_AUTH_PER_IP: '100000', RATE_LIMIT_AUTH_PER_ACCOUNT: '100000' }),
);
afterAll(() => t.close());

const apiRoutes = routes.filter(isApiRoute);
const protectedRoutes = apiRoutes.filter(
  (r) => r.access === 'user' || r.access === 'staff' || r.access === 'admin',
);
const adminRoutes = apiRoutes.filter((r) => r.access === 'admin');
const userRoutes = apiRoutes.filter((r) => r.access === 'user');
const kitchenRoutes = apiRoutes.filter((r) => r.access === 'staff');
const signInAsStaffMember = () => signInAsStaff(t.app, t.db);

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

  it('every /api route declares public, user, staff or admin access', () => {
    const undeclared = apiRoutes.filter(
      (r) => !['public', 'user', 'staff', 'admin'].includes(r.access ?? ''),
    );
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

  it('refuses a staff member with 403', async () => {
    const res = await call(route, await signInAsStaffMember());
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

describe.each(kitchenRoutes.map((r) => [describeRoute(r), r] as const))(
  '%s (staff and admins: the kitchen)',
  (_name, route) => {
    it('refuses a signed-in client with 403', async () => {
      const res = await call(route, await signInAsClient(t.app));
      expect(res.statusCode).toBe(403);
      expectErrorBody(route, res.body, 'FORBIDDEN');
    });

    it.each([
      ['a staff member', signInAsStaffMember],
      ['an administrator', () => signInAsAdmin(t.app)],
    ])('lets %s past the access check', async (_who, signIn) => {
      const res = await call(route, await signIn());
      expect([401, 403]).not.toContain(res.statusCode);
      expect(res.statusCode).toBeLessThan(500);
    });
  },
);

describe.each(userRoutes.map((r) => [describeRoute(r), r] as const))(
  '%s (signed-in users)',
  (_name, route) => {
    it('lets a signed-in client past the access check', async () => {
      const res = await call(route, await signInAsClient(t.app));
      expect(res.statusCode).not.toBe(401);
      expect(res.statusCode).toBeLessThan(500);
    });

    // A client's own things (their orders with prices, payments, rewards, profile) are not staff's.
    it('refuses a staff member with 403', async () => {
      const res = await call(route, await signInAsStaffMember());
      expect(res.statusCode).toBe(403);
    });
  },
);

/**
 * Issue 28 §4, by name: staff run the calendar, the kitchen, BEOs and orders' statuses (200), and
 * are refused every route of prices, payments, discount codes, settings, clients' lists and exports.
 */
describe('role staff, route by route', () => {
  const date = addDays(businessClock(new Date()).date, 30);
  let orderId = 0;
  const send = async (method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { cookie: await signInAsStaffMember() },
      ...(payload ? { payload } : {}),
    });

  it('has an order to work on', async () => {
    const admin = await signInAsAdmin(t.app);
    const menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<{ id: number }[]>();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      headers: { cookie: admin },
      payload: {
        customer: {
          firstName: 'Sam',
          lastName: 'Matrix',
          email: 'sam.matrix@example.com',
          phone: '(215) 555-0101',
        },
        items: [{ menuItemId: menu[0]!.id, panSize: 'half', quantity: 2 }],
        fulfilment: 'pickup',
        timeWindow: '12:00-14:00',
        eventDate: date,
        sendConfirmation: false,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    orderId = res.json<{ id: number }>().id;
    const confirm = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/status`,
      headers: { cookie: admin },
      payload: { status: 'confirmed' },
    });
    expect(confirm.statusCode).toBe(200);
  });

  it.each([
    ['GET', `/api/calendar?from=${date}&to=${date}`],
    ['GET', `/api/kitchen/prep?date=${date}`],
    ['GET', `/api/kitchen/shopping-list?from=${date}&to=${date}`],
    ['GET', '/api/kitchen/orders'],
    ['GET', '/api/kitchen/orders/:order'],
    ['GET', '/api/orders/:order/beo'],
    ['PATCH', '/api/orders/:order/status'],
    // Issue 38: their own shifts and days off.
    ['GET', '/api/shifts/mine'],
    ['GET', '/api/shifts/unavailable'],
  ])('answers staff %s %s with 200', async (method, url) => {
    const payload = method === 'PATCH' ? { status: 'preparing' } : undefined;
    const res = await send(method, url.replace(':order', String(orderId)), payload);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('answers staff PUT /api/kitchen/prepared with 200', async () => {
    const prep = await send('GET', `/api/kitchen/prep?date=${date}`);
    const dish = prep.json<{ dishes: { menuItemId: number }[] }>().dishes[0]!;
    const res = await send('PUT', '/api/kitchen/prepared', {
      date: date,
      menuItemId: dish.menuItemId,
      prepared: true,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    // prices and payments
    ['GET', '/api/orders'],
    ['GET', '/api/orders/1'],
    ['GET', '/api/quotes'],
    ['GET', '/api/quotes/stats'],
    ['GET', '/api/quotes/1/payments'],
    ['POST', '/api/payments/1/refund'],
    ['GET', '/api/payments/options'],
    ['GET', '/api/admin/stats'],
    // discount codes
    ['GET', '/api/discount-codes'],
    ['POST', '/api/discount-codes'],
    // settings
    ['PUT', '/api/settings/business'],
    ['GET', '/api/settings/payment-instructions'],
    // clients' lists
    ['GET', '/api/admin/clients/search'],
    ['GET', '/api/admin/staff'],
    // exports
    ['GET', '/api/admin/export/orders.csv'],
    ['GET', '/api/admin/export/quotes.csv'],
    ['GET', '/api/profile/export'],
    // costing (issue 37): ingredients' prices, recipes and food cost are the owner's
    ['GET', '/api/admin/ingredients'],
    ['POST', '/api/admin/ingredients'],
    ['PATCH', '/api/admin/ingredients/1'],
    ['DELETE', '/api/admin/ingredients/1'],
    ['GET', '/api/admin/ingredients/1/price-history'],
    ['GET', '/api/menu-items/1/recipe'],
    ['PUT', '/api/menu-items/1/recipe'],
    ['GET', '/api/menu-items/1/cost'],
    ['GET', '/api/admin/dish-costs'],
    // Issue 38: planning shifts, and every hourly rate (the staff list above, payroll).
    ['GET', '/api/shifts?eventKind=quote&eventId=1'],
    ['POST', '/api/shifts'],
    ['GET', '/api/shifts/suggestions?eventKind=quote&eventId=1'],
    ['POST', '/api/shifts/fill'],
    ['PATCH', '/api/admin/staff/1'],
    ['GET', '/api/admin/payroll?from=2027-01-01&to=2027-01-31'],
    ['GET', '/api/admin/payroll.csv?from=2027-01-01&to=2027-01-31'],
    // Issue 39: house accounts, invoices and receivables are money.
    ['PATCH', '/api/admin/clients/1/account'],
    ['GET', '/api/admin/clients/1/account'],
    ['GET', '/api/account'],
    ['GET', '/api/invoices'],
    ['GET', '/api/invoices/1'],
    ['GET', '/api/invoices/1/pdf'],
    ['POST', '/api/invoices/1/payments'],
    ['POST', '/api/invoices/1/payments/online'],
    ['POST', '/api/quotes/1/bill-to-account'],
    ['POST', '/api/admin/invoices/1/void'],
    ['GET', '/api/admin/receivables'],
    ['GET', '/api/admin/receivables.csv'],
    ['GET', '/api/admin/invoices/export.csv?from=2027-01-01&to=2027-01-31'],
    // Issue 40 §2–§3: the automations the owner controls, and the reviews customers left.
    ['GET', '/api/admin/automations'],
    ['PUT', '/api/admin/automations/thank-you'],
    ['POST', '/api/admin/automations/thank-you/preview'],
    ['GET', '/api/admin/reviews'],
    ['PATCH', '/api/admin/reviews/1'],
    // Issue 40 §1: the texts sent, with the customers' numbers, are the owner's.
    ['GET', '/api/admin/sms-outbox'],
  ])('refuses staff %s %s with 403', async (method, url) => {
    const res = await send(method, url);
    expect(res.statusCode, res.body).toBe(403);
  });
});

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

describe.each([...adminRoutes, ...kitchenRoutes].map((r) => [describeRoute(r), r] as const))(
  '%s through other spellings of its path (admin or kitchen)',
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
