/**
 * npm run db:backup [OUTPUT]
 *
 * Embedded database (no DATABASE_URL): copies DATA_DIR/pgdata into a gzipped tarball, by default
 * backups/catering-<timestamp>.tar.gz. The app must be stopped: the data directory lock refuses otherwise.
 * PostgreSQL (DATABASE_URL set): runs pg_dump --format=custom into backups/catering-<timestamp>.dump.
 * Prints the path of the backup it wrote.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { durableStartParams } from '../src/server/db/connect.ts';
import { DataDirLockedError, lockDataDir } from '../src/server/db/data-dir-lock.ts';

class BackupError extends Error {}

const timestamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** Writes next to the target, then renames, so a failed backup never leaves a truncated file behind. */
function writeAtomically(target: string, bytes: Uint8Array): void {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, target);
}

async function backupEmbedded(dataDir: string, output: string): Promise<void> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
    throw new BackupError(
      `There is no embedded database in ${dataDir} to back up. Is DATA_DIR set correctly?`,
    );
  }
  let release: () => void;
  try {
    release = await lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(`Cannot back up while the app is using the database. ${error.message}`);
    }
    throw error;
  }
  try {
    const client = await PGlite.create({
      dataDir: pgdata,
      relaxedDurability: false,
      startParams: durableStartParams(),
    });
    try {
      const dump = await client.dumpDataDir('gzip');
      writeAtomically(output, new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/** pg_dump reads the password from the environment, so it never shows in the process list. */
function postgresClientArgs(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function backupPostgres(databaseUrl: string, output: string): void {
  fs.mkdirSync(path.dirname(output), { recursive: true });
  const { dbname, env } = postgresClientArgs(databaseUrl);
  const run = spawnSync('pg_dump', ['--format=custom', `--file=${output}`, `--dbname=${dbname}`], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (run.error) {
    throw new BackupError(
      `Could not run pg_dump (${run.error.message}). Install the PostgreSQL client tools.`,
    );
  }
  if (run.status !== 0)
    throw new BackupError(`pg_dump failed with exit code ${run.status}; see its message above.`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const extension = config.databaseUrl ? 'dump' : 'tar.gz';
  const output = path.resolve(
    process.argv[2] ?? path.join('backups', `catering-${timestamp()}.${extension}`),
  );
  if (config.databaseUrl) backupPostgres(config.databaseUrl, output);
  else await backupEmbedded(config.dataDir, output);
  console.log(output);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof BackupError) console.error(error.message);
  else console.error('The backup failed:', error);
  process.exit(1);
});
