import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import postgres from 'postgres';
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

/** On PostgreSQL each worker gets its own database, so journeys never see each other's rows. */
async function freshDatabaseUrl(
  workerIndex: number,
): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const url = process.env.DATABASE_URL;
  if (!url) return undefined;
  const name = `catering_e2e_${workerIndex}_${Date.now()}`;
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = postgres(maintenance.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    drop: async () => {
      const cleanup = postgres(maintenance.toString(), { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
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
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the app did not start within 180 s:\n${output()}`);
}

/**
 * Each worker runs the real built app (`node src/server/main.ts`) on its own port, data directory
 * and database, with its mail going to an SMTP server inside the worker.
 */
export const test = base.extend<{ axe: (page: Page) => Promise<void> }, { app: AppServer }>({
  app: [
    async ({}, use, workerInfo) => {
      const mail = await startMailCatcher();
      const port = await freePort();
      const baseURL = `http://127.0.0.1:${port}`;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-e2e-'));
      const database = await freshDatabaseUrl(workerInfo.workerIndex);
      let log = '';
      const child = spawn(process.execPath, ['src/server/main.ts'], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: baseURL,
          DATA_DIR: dataDir,
          DATABASE_URL: database?.url ?? '',
          DEMO_DATA: 'true',
          SMTP_URL: mail.url,
          LOG_LEVEL: 'warn',
          RATE_LIMIT_AUTH_PER_IP: '1000',
          RATE_LIMIT_AUTH_PER_ACCOUNT: '1000',
          RATE_LIMIT_WRITES_PER_IP: '100000',
          RATE_LIMIT_WRITES_PER_ACCOUNT: '100000',
          PAYMENT_TEST_PASSWORD: E2E_PAYMENT_TEST_PASSWORD,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d) => (log += d));
      child.stderr?.on('data', (d) => (log += d));
      try {
        await waitUntilUp(baseURL, child, () => log);
      } catch (error) {
        // A start that failed or hung must not outlive the run.
        child.kill('SIGKILL');
        await mail.close();
        throw error;
      }
      await use({ baseURL, mails: mail.mails, waitForMail: mail.waitForMail });
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await mail.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 240_000 },
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

/** Signs in through the login form, as a person would. */
export async function signInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export const DEMO_CLIENT = { username: 'client', password: 'ClientDemo1' };
export const DEMO_ADMIN = { username: 'admin', password: 'AdminDemo1' };
