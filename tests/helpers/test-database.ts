import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/connect.ts';

const SNAPSHOT_PATH = path.resolve('.tmp/pglite-migrated.tar.gz');
export const TEMPLATE_DB = 'catering_test_template';

/** The admin connection string: the same server as DATABASE_URL, on its maintenance database. */
function maintenanceUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

/**
 * A fresh, migrated database for one test file: PGlite loaded from the migrated snapshot made once
 * by the global setup, or, with DATABASE_URL, a new PostgreSQL database cloned from a migrated template.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const snapshot = new Blob([fs.readFileSync(SNAPSHOT_PATH)]);
    return openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir: snapshot });
  }
  const name = `catering_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(maintenanceUrl(url), { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), maxConnections: 4 });
  return {
    ...handle,
    url: dbUrl.toString(),
    close: async () => {
      await handle.close();
      const cleanup = postgres(maintenanceUrl(url), { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Runs once before all test files: migrate once, keep the result for every file to start from. */
export async function prepareTestDatabaseTemplate(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const { PGlite } = await import('@electric-sql/pglite');
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
    const client = (handle.db as unknown as { $client: InstanceType<typeof PGlite> }).$client;
    const dump = await client.dumpDataDir('gzip');
    fs.mkdirSync(path.dirname(SNAPSHOT_PATH), { recursive: true });
    fs.writeFileSync(SNAPSHOT_PATH, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    return;
  }
  const admin = postgres(maintenanceUrl(url), { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  const handle = await openDatabase({ kind: 'postgres', url: templateUrl.toString(), maxConnections: 1 });
  await handle.close();
}
