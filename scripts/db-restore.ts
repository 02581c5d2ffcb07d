/**
 * npm run db:restore FILE
 *
 * Embedded database (no DATABASE_URL): FILE is a tarball made by db:backup. The app must be stopped.
 * The current DATA_DIR/pgdata is kept as pgdata.before-restore-<timestamp>, then a new one is made
 * from FILE. If that fails, the previous database is put back.
 * PostgreSQL (DATABASE_URL set): FILE is a pg_dump custom-format file, restored with
 * pg_restore --clean --if-exists --no-owner.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { durableStartParams } from '../src/server/db/connect.ts';
import { DataDirLockedError, lockDataDir } from '../src/server/db/data-dir-lock.ts';

class RestoreError extends Error {}

const timestamp = () => new Date().toISOString().replace(/[:.]/g, '-');

async function restoreEmbedded(dataDir: string, file: string): Promise<void> {
  let release: () => void;
  try {
    release = await lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new RestoreError(`Cannot restore while the app is using the database. ${error.message}`);
    }
    throw error;
  }
  const pgdata = path.join(dataDir, 'pgdata');
  const aside = fs.existsSync(pgdata) ? `${pgdata}.before-restore-${timestamp()}` : undefined;
  try {
    const backup = new Blob([fs.readFileSync(file)]);
    if (aside) fs.renameSync(pgdata, aside);
    try {
      const client = await PGlite.create({
        dataDir: pgdata,
        relaxedDurability: false,
        startParams: durableStartParams(),
        loadDataDir: backup,
      });
      try {
        await client.query('select 1');
      } finally {
        await client.close();
      }
    } catch (error) {
      fs.rmSync(pgdata, { recursive: true, force: true });
      if (aside) fs.renameSync(aside, pgdata);
      throw new RestoreError(
        `Could not restore ${file}: ${(error as Error).message ?? error}. The previous database is unchanged.`,
      );
    }
    console.log(`Restored ${file} into ${pgdata}.`);
    if (aside)
      console.log(`The database as it was before is kept in ${aside}; delete it when no longer needed.`);
  } finally {
    release();
  }
}

function restorePostgres(databaseUrl: string, file: string): void {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const run = spawnSync(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', `--dbname=${url.toString()}`, file],
    {
      // The password goes through the environment, so it never shows in the process list.
      env: password ? { ...process.env, PGPASSWORD: password } : process.env,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (run.error) {
    throw new RestoreError(
      `Could not run pg_restore (${run.error.message}). Install the PostgreSQL client tools.`,
    );
  }
  if (run.status !== 0)
    throw new RestoreError(`pg_restore failed with exit code ${run.status}; see its message above.`);
  console.log(`Restored ${file} into the PostgreSQL database.`);
}

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new RestoreError('Usage: npm run db:restore FILE (a file written by npm run db:backup)');
  const source = path.resolve(file);
  if (!fs.statSync(source, { throwIfNoEntry: false })?.isFile())
    throw new RestoreError(`No backup file at ${source}.`);
  const config = loadConfig();
  if (config.databaseUrl) restorePostgres(config.databaseUrl, source);
  else await restoreEmbedded(config.dataDir, source);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof RestoreError) console.error(error.message);
  else console.error('The restore failed:', error);
  process.exit(1);
});
