import type { FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import { type App, buildApp } from '../../src/server/app.ts';
import { type Config, loadConfig } from '../../src/server/config.ts';
import { type Database, openDatabase } from '../../src/server/db/connect.ts';
import { seedDatabase } from '../../src/server/db/seed.ts';
import { openTestDatabase } from './test-database.ts';

export type TestApp = {
  app: App;
  db: Database;
  config: Config;
  /** The database's URL when the tests run on PostgreSQL (for a second app instance on it). */
  databaseUrl: string | undefined;
  close: () => Promise<void>;
};

/**
 * The real app on a fresh migrated database (PGlite, or PostgreSQL when DATABASE_URL is set),
 * with the demo accounts seeded. Nothing of ours is mocked.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    logger?: FastifyServerOptions['logger'];
    /** Keep the offer's default size over which a request waits for the owner (75 guests, $3,000). */
    ownersProposalSize?: boolean;
    /** Keep the demo's holidays (the next Dec 25 and Jan 1) as blackout dates. */
    demoHolidays?: boolean;
  } = {},
): Promise<TestApp> {
  const handle = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'true',
    PUBLIC_URL: 'http://localhost:5000',
    CLIENT_DIST: '/nonexistent-client-dist',
    // Test files make many writes from one address; tests of the limits pass their own values.
    RATE_LIMIT_WRITES_PER_IP: '100000',
    RATE_LIMIT_WRITES_PER_ACCOUNT: '100000',
    RATE_LIMIT_MAIL_PER_ADDRESS: '100000',
    RATE_LIMIT_DISCOUNT_MISSES: '100000',
    ...env,
  });
  const app = await buildApp({
    config,
    db: handle.db,
    pubsub: handle.pubsub,
    closeDatabase: handle.close,
    logger: options.logger ?? false,
  });
  await seedDatabase(handle.db, config);
  await app.ready();
  if (config.demoData && !options.ownersProposalSize) await instantForEverySize(app);
  // The demo's holidays are blackout dates a test booking "today + N" would meet on some days of the
  // year only: a suite that passes in June must pass on December 20. The holidays' own tests keep them.
  if (config.demoData && !options.demoHolidays) await app.switches.update({ bookNow: { blackoutDates: [] } });
  return { app, db: handle.db, config, databaseUrl: handle.url, close: () => app.close() };
}

/**
 * The app on a fresh migrated database (not seeded) with its log lines collected: LOG_LEVEL info,
 * in the app's own line format, as production writes them.
 */
export async function buildAppWithLog(
  env: Record<string, string> = {},
): Promise<{ app: App; lines: string[] }> {
  const lines: string[] = [];
  const handle = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', CLIENT_DIST: '/nonexistent', ...env });
  const app = await buildApp({
    config,
    db: handle.db,
    closeDatabase: handle.close,
    logStream: { write: (line: string) => void lines.push(line) },
  });
  return { app, lines };
}

/**
 * The owner's choice that every priced request goes out at once, whatever its size (the offer's
 * `instantProposalLimit`, issue 34 §2), saved through the settings service. Test files of other
 * features pin instant proposals of 120 guests; the limit's own tests (quotes-estimate) keep the
 * default with `ownersProposalSize`.
 */
async function instantForEverySize(app: App): Promise<void> {
  const { instagram: _instagram, ...business } = await app.settings.getBusiness();
  await app.settings.updateBusiness({
    ...business,
    offer: { ...business.offer, instantProposalLimit: { maxGuests: 10_000, maxTotal: '10000000.00' } },
  });
}

/** Signs in through the real login route and returns the cookie header to send with later requests. */
export async function signIn(app: App, username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${username} failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'catering_session');
  if (!cookie) throw new Error('no session cookie in the reply');
  return `catering_session=${cookie.value}`;
}

export const DEMO_CLIENT = { username: 'client', password: 'ClientDemo1' };
const DEMO_ADMIN = { username: 'admin', password: 'AdminDemo1' };

export async function signInAsClient(app: App): Promise<string> {
  return signIn(app, DEMO_CLIENT.username, DEMO_CLIENT.password);
}
export async function signInAsAdmin(app: App): Promise<string> {
  return signIn(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
}

/**
 * A second app instance on the same PostgreSQL database as `first` (the PostgreSQL pass only), for
 * tests of what must hold across instances: caches, background jobs that must run once.
 */
export async function buildSecondInstance(first: TestApp, maxConnections = 2): Promise<App> {
  if (!first.databaseUrl) throw new Error('a second instance needs DATABASE_URL (PostgreSQL)');
  const second = await openDatabase({ kind: 'postgres', url: first.databaseUrl, maxConnections });
  const app = await buildApp({
    config: first.config,
    db: second.db,
    pubsub: second.pubsub,
    closeDatabase: second.close,
    logger: false,
  });
  await app.ready();
  return app;
}

/** The app of one test file with the demo admin's and client's sessions and the visitors' menu. */
export type SignedInApp = TestApp & {
  /** The demo admin's session cookie. */
  admin: string;
  /** The demo client's session cookie. */
  client: string;
  /** The menu as visitors get it (GET /api/menu-items). */
  menu: MenuItem[];
  /** The dish of that name on the menu (a test that names a dish that is not there fails at once). */
  dish: (name: string) => MenuItem;
};

/**
 * The usual start of an API test file, written once: the real app on a fresh database, built before
 * the file's tests and closed after them, with both demo users signed in and the menu read. Its
 * fields are there from the first test (and the file's own `beforeAll`s) on.
 */
export function signedInTestApp(
  env: Record<string, string> = {},
  options: { ownersProposalSize?: boolean; demoHolidays?: boolean } = {},
): SignedInApp {
  const fixture = {} as SignedInApp;
  beforeAll(async () => {
    const t = await buildTestApp(env, options);
    const menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>();
    const dish = (name: string) => {
      const found = menu.find((item) => item.name === name);
      if (!found) throw new Error(`no dish named ${name} on the menu`);
      return found;
    };
    Object.assign(fixture, t, {
      admin: await signInAsAdmin(t.app),
      client: await signInAsClient(t.app),
      menu,
      dish,
    });
  });
  afterAll(() => fixture.close());
  return fixture;
}
