import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import {
  type APIRequestContext,
  test as base,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import postgres from 'postgres';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import { type CaughtMail, startMailCatcher } from '../helpers/mail-catcher.ts';

/** The payment test page's password in journeys (the app reads PAYMENT_TEST_PASSWORD). */
export const E2E_PAYMENT_TEST_PASSWORD = 'E2E-Payment-Test-1';

export type AppServer = {
  baseURL: string;
  mails: CaughtMail[];
  waitForMail: (match: (mail: CaughtMail) => boolean, timeoutMs?: number) => Promise<CaughtMail>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

type Database = {
  url: string;
  /** Keeps the database as it is now; `restore` puts it back to this state. */
  snapshot: () => Promise<void>;
  restore: () => Promise<void>;
  drop: () => Promise<void>;
};

/**
 * On PostgreSQL each worker gets its own database; a snapshot is a template database cloned back
 * (CREATE DATABASE ... TEMPLATE copies files, much faster than migrating and seeding again).
 */
async function slotDatabase(slot: string): Promise<Database | undefined> {
  const url = process.env.DATABASE_URL;
  if (!url) return undefined;
  const name = `catering_e2e_${slot}_${Date.now()}`;
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = async (...statements: string[]) => {
    const client = postgres(maintenance.toString(), { max: 1, onnotice: () => {} });
    try {
      for (const statement of statements) await client.unsafe(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    snapshot: () => admin(`CREATE DATABASE ${name}_seeded TEMPLATE ${name}`),
    restore: () =>
      admin(`DROP DATABASE ${name} WITH (FORCE)`, `CREATE DATABASE ${name} TEMPLATE ${name}_seeded`),
    drop: () =>
      admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `DROP DATABASE IF EXISTS ${name}_seeded`),
  };
}

/** The embedded database: a snapshot is a copy of the stopped app's data directory. */
function slotDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-e2e-'));
  const dataDir = path.join(dir, 'data');
  const seeded = path.join(dir, 'seeded');
  return {
    dataDir,
    snapshot: () => fs.cpSync(dataDir, seeded, { recursive: true }),
    restore: () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.cpSync(seeded, dataDir, { recursive: true });
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function waitUntilUp(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  // A first start creates the database cluster, migrates and seeds: slow on a busy 2-core machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited during start:\n${output()}`);
    try {
      const res = await fetch(`${baseURL}/api/app-info`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the app did not start within 180 s:\n${output()}`);
}

/**
 * The seeded business has no holidays, and sends every priced request as a proposal at once, whatever its size (the offer's
 * `instantProposalLimit`, issue 34 §2, is 75 guests or $3,000 by default): the journeys of proposals
 * pin instant proposals of 80 to 120 guests. The limit's own rules are the API's tests (quotes-estimate).
 */
async function sendEverySizeAtOnce(baseURL: string): Promise<void> {
  const request = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await request.post('/api/login', { data: DEMO_ADMIN });
    if (!login.ok()) throw new Error(`admin sign-in failed: ${await login.text()}`);
    const { instagram: _instagram, ...identity } = await (await request.get('/api/settings/business')).json();
    const saved = await request.put('/api/settings/business', {
      data: {
        ...identity,
        offer: { ...identity.offer, instantProposalLimit: { maxGuests: 10_000, maxTotal: '10000000.00' } },
      },
    });
    if (!saved.ok()) throw new Error(`settings not saved: ${await saved.text()}`);
    // The demo's holidays (the next Dec 25 and Jan 1) are blackout dates a journey booking "today + N"
    // would meet on some days of the year only; the API tests of the holidays keep them.
    const open = await request.patch('/api/features', { data: { bookNow: { blackoutDates: [] } } });
    if (!open.ok()) throw new Error(`switches not saved: ${await open.text()}`);
  } finally {
    await request.dispose();
  }
}

/** One app process on its own port, data and database, restartable from its freshly seeded data. */
type Slot = {
  baseURL: string;
  /** Starts the app on empty data (migrate, seed), keeps a copy of the seeded data, starts it again. */
  seed: () => Promise<void>;
  /** Stops the app, puts the seeded data back and starts it again. */
  refresh: () => Promise<void>;
  close: () => Promise<void>;
};

async function createSlot(name: string, smtpUrl: string): Promise<Slot> {
  // A slot keeps its port for life: links stored at seeding (the portal's QR code) name it.
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const files = slotDataDir();
  const database = await slotDatabase(name);
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    let log = '';
    const started = spawn(process.execPath, ['src/server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        // Each start compiles the same server modules: V8's code cache makes the restarts cheaper.
        NODE_COMPILE_CACHE: path.join(os.tmpdir(), 'catering-e2e-compile-cache'),
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: files.dataDir,
        DATABASE_URL: database?.url ?? '',
        DEMO_DATA: 'true',
        SMTP_URL: smtpUrl,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_PER_IP: '1000',
        RATE_LIMIT_AUTH_PER_ACCOUNT: '1000',
        RATE_LIMIT_WRITES_PER_IP: '100000',
        RATE_LIMIT_WRITES_PER_ACCOUNT: '100000',
        RATE_LIMIT_DISCOUNT_MISSES: '1000',
        // A status mail waits this long for a further change (a journey reads it at once).
        STATUS_MAIL_DELAY_SECONDS: '0',
        PAYMENT_TEST_PASSWORD: E2E_PAYMENT_TEST_PASSWORD,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    started.stdout?.on('data', (d) => (log += d));
    started.stderr?.on('data', (d) => (log += d));
    try {
      await waitUntilUp(baseURL, started, () => log);
    } catch (error) {
      // A start that failed or hung must not outlive the run.
      started.kill('SIGKILL');
      throw error;
    }
  }

  async function stop(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    // SIGTERM closes the database cleanly (a checkpoint), so its files can be copied.
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGTERM');
    await exited;
  }

  return {
    baseURL,
    seed: async () => {
      await start();
      await sendEverySizeAtOnce(baseURL);
      await stop();
      await (database ? database.snapshot() : files.snapshot());
      await start();
    },
    refresh: async () => {
      await stop();
      await (database ? database.restore() : files.restore());
      await start();
    },
    close: async () => {
      await stop();
      await database?.drop().catch(() => undefined);
      files.remove();
    },
  };
}

/**
 * The worker's apps: two slots, one serving the current journey file while the other is made fresh
 * for the next file in the background, so a new file never waits for a restart.
 */
type WorkerApps = {
  mail: Awaited<ReturnType<typeof startMailCatcher>>;
  current: Slot;
  file?: string;
  /** The next file's slot, fresh: being seeded or restarted from its seeded data. */
  spare: Promise<Slot>;
  slots: Slot[];
};

async function startWorkerApps(workerIndex: number): Promise<WorkerApps> {
  const mail = await startMailCatcher();
  const slots = [
    await createSlot(`${workerIndex}a`, mail.url),
    await createSlot(`${workerIndex}b`, mail.url),
  ];
  const [first, second] = slots as [Slot, Slot];
  try {
    await first.seed();
  } catch (error) {
    for (const slot of slots) await slot.close();
    await mail.close();
    throw error;
  }
  const spare = second.seed().then(() => second);
  spare.catch(() => undefined); // reported when a file asks for it
  return { mail, current: first, spare, slots };
}

/** Moves on to a fresh slot; the one left behind is refreshed for the file after. */
async function nextFile(apps: WorkerApps): Promise<void> {
  const used = apps.current;
  apps.current = await apps.spare;
  apps.mail.mails.length = 0;
  apps.spare = used.refresh().then(() => used);
  apps.spare.catch(() => undefined);
}

/**
 * Each worker runs the real built app (`node src/server/main.ts`) on its own ports, data directories
 * and databases, with its mail going to an SMTP server inside the worker. Each journey file starts
 * from freshly seeded data, so no journey puts shared data back by hand and none sees another
 * file's rows.
 */
export const test = base.extend<
  { app: AppServer; axe: (page: Page) => Promise<void> },
  { workerApps: WorkerApps }
>({
  workerApps: [
    async ({}, use, workerInfo) => {
      const apps = await startWorkerApps(workerInfo.workerIndex);
      await use(apps);
      await apps.spare.catch(() => undefined);
      for (const slot of apps.slots) await slot.close();
      await apps.mail.close();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  app: [
    async ({ workerApps }, use, testInfo) => {
      // The worker's first file gets the first slot as seeded; every later file a fresh one.
      if (workerApps.file !== undefined && workerApps.file !== testInfo.file) await nextFile(workerApps);
      workerApps.file = testInfo.file;
      const { mail, current } = workerApps;
      await use({ baseURL: current.baseURL, mails: mail.mails, waitForMail: mail.waitForMail });
    },
    { timeout: 180_000 },
  ],
  baseURL: async ({ app }, use) => use(app.baseURL),
  // Checkout's 2-second processing wait is the spec's; journeys set it to 0 (a test may set it back).
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      (window as { __CATERING_PROCESSING_MS__?: number }).__CATERING_PROCESSING_MS__ = 0;
    });
    await use(page);
  },
  axe: async ({}, use) => {
    await use(async (page) => {
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      ).toEqual([]);
    });
  },
});

export { expect };

/** A unique suffix so journeys that create accounts never clash across runs or workers. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** A unique person's name: letters only, as the name rule takes (common/names.ts), "Dana Contact Qbxkd". */
export function uniqueName(prefix: string): string {
  const n = Date.now() * 1e4 + Math.floor(Math.random() * 1e4);
  const letters = n
    .toString(26)
    .replace(/[0-9a-p]/g, (c) => String.fromCharCode(97 + Number.parseInt(c, 26)));
  return `${prefix}${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

/** Signs in through the login form, as a person would. */
/**
 * The business charges no sales tax and no service charge from now on in this journey file's app (each
 * file starts from the seeded data): for journeys that pin another feature's round figures.
 */
export async function chargeNoTax(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/login', { data: DEMO_ADMIN });
  expect(login.ok()).toBe(true);
  const { instagram: _instagram, ...identity } = await (await request.get('/api/settings/business')).json();
  const offer = identity.offer;
  const saved = await request.put('/api/settings/business', {
    data: {
      ...identity,
      offer: { ...offer, taxRate: 0, serviceCharge: { ...offer.serviceCharge, rate: 0 } },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await request.post('/api/logout');
}

export async function signInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export const DEMO_CLIENT = { username: 'client', password: 'ClientDemo1' };
export const DEMO_ADMIN = { username: 'admin', password: 'AdminDemo1' };

/** Has React taken over the page (hydrated or rendered it)? */
export const isHydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer$')),
  );

/**
 * React hydrates a server-rendered page as soon as its code has arrived (decision 0096): this waits
 * until it has started on the page.
 */
export async function letReactTakeOver(page: Page): Promise<void> {
  await expect.poll(() => isHydrated(page), { timeout: 30_000 }).toBe(true);
}

/**
 * Holds React's app chunk back until the returned function is called: the page stays the server's.
 * The page preloads that chunk, so its load event waits too: go to it with `waitUntil: 'domcontentloaded'`
 * (the first script has run by then).
 */
export async function holdReact(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A confirmed order of Greek Salad on `day`, for the kitchen's prep sheet (placed as a visitor, confirmed by the admin). */
export async function bookGreekSalad(request: APIRequestContext, day: string): Promise<void> {
  const menu = (await (await request.get('/api/menu-items')).json()) as MenuItem[];
  const salad = menu.find((i) => i.name === 'Greek Salad')!;
  const placed = await request.post('/api/orders', {
    data: {
      firstName: 'Kit',
      lastName: 'Chen',
      email: 'kit.chen@example.com',
      phone: '215-555-0177',
      timeWindow: '12:00-14:00',
      eventDate: day,
      items: [{ menuItemId: salad.id, panSize: 'half', quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as Order;
  expect((await request.post('/api/login', { data: DEMO_ADMIN })).ok()).toBe(true);
  const confirmed = await request.patch(`/api/orders/${order.id}/status`, { data: { status: 'confirmed' } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  await request.post('/api/logout');
}
