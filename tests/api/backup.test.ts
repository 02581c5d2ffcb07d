import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/connect.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { TEMPLATE_DB } from '../helpers/test-database.ts';

// The scripts are run as `npm run db:backup` / `npm run db:restore` would: a separate Node process
// on the embedded database in a temporary DATA_DIR (DATABASE_URL is cleared for them).

let dataDir: string;
let backupDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-backup-data-'));
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-backup-files-'));
});
afterAll(() => {
  for (const dir of [dataDir, backupDir]) fs.rmSync(dir, { recursive: true, force: true });
});

type Run = { code: number | null; stdout: string; stderr: string };

function runScript(script: string, args: string[], databaseUrl = ''): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.resolve('scripts', script), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function withDatabase<T>(work: (db: DatabaseHandle['db']) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

const usernames = (db: DatabaseHandle['db']) =>
  db
    .select({ username: users.username })
    .from(users)
    .then((rows) => rows.map((r) => r.username).sort());

const caterer = {
  username: 'original-caterer',
  email: 'original@example.com',
  passwordHash: 'not-a-real-hash',
};

describe('db:backup and db:restore on the embedded database', () => {
  const backupFile = () => path.join(backupDir, 'nightly.tar.gz');

  it('a backup written while the database is closed can be restored after the data changed', async () => {
    await withDatabase(async (db) => {
      await db.insert(users).values(caterer);
    });

    const backup = await runScript('db-backup.ts', [backupFile()]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout.trim()).toBe(backupFile());
    expect(fs.statSync(backupFile()).size).toBeGreaterThan(1000);

    await withDatabase(async (db) => {
      await db.delete(users).where(eq(users.username, caterer.username));
      await db
        .insert(users)
        .values({ username: 'added-later', email: 'later@example.com', passwordHash: 'x' });
      expect(await usernames(db)).toEqual(['added-later']);
    });

    const restore = await runScript('db-restore.ts', [backupFile()]);
    expect(restore.code, restore.stderr).toBe(0);

    expect(await withDatabase(usernames)).toEqual([caterer.username]);
    const kept = fs.readdirSync(dataDir).filter((name) => name.startsWith('pgdata.before-restore-'));
    expect(kept).toHaveLength(1);
    expect(restore.stdout).toContain(kept[0]);
  }, 90_000);

  it('the database set aside by a restore still holds the data as it was before the restore', async () => {
    const [kept] = fs.readdirSync(dataDir).filter((name) => name.startsWith('pgdata.before-restore-'));
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create({ dataDir: path.join(dataDir, kept!) });
    try {
      const { rows } = await client.query<{ username: string }>('select username from users');
      expect(rows.map((r) => r.username)).toEqual(['added-later']);
    } finally {
      await client.close();
    }
  }, 60_000);

  it('backup and restore refuse to run while the app has the database open, and change nothing', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const target = path.join(backupDir, 'while-running.tar.gz');
      const backup = await runScript('db-backup.ts', [target]);
      expect(backup.code).not.toBe(0);
      expect(backup.stderr).toMatch(/in use by another process/);
      expect(fs.existsSync(target)).toBe(false);

      const restore = await runScript('db-restore.ts', [backupFile()]);
      expect(restore.code).not.toBe(0);
      expect(restore.stderr).toMatch(/in use by another process/);
      expect(await usernames(handle.db)).toEqual([caterer.username]);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('restore refuses a file that is not a backup and keeps the current database', async () => {
    const bogus = path.join(backupDir, 'bogus.tar.gz');
    fs.writeFileSync(bogus, 'this is not a database backup');
    const restore = await runScript('db-restore.ts', [bogus]);
    expect(restore.code).not.toBe(0);
    expect(restore.stderr).toContain('bogus.tar.gz');
    expect(await withDatabase(usernames)).toEqual([caterer.username]);
  }, 60_000);

  it('restore without a file explains its usage', async () => {
    const restore = await runScript('db-restore.ts', []);
    expect(restore.code).not.toBe(0);
    expect(restore.stderr).toMatch(/Usage: npm run db:restore FILE/);
  });

  it('backup of a directory without a database fails with a clear message', async () => {
    const child = spawn(process.execPath, [path.resolve('scripts/db-backup.ts')], {
      env: { ...process.env, DATA_DIR: path.join(backupDir, 'empty-data-dir'), DATABASE_URL: '' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/no embedded database in .*empty-data-dir/);
  });
});

// With DATABASE_URL, the same round trip through pg_dump and pg_restore, on a throwaway database
// cloned from the migrated test template (never on the database DATABASE_URL names).
describe.skipIf(!process.env.DATABASE_URL)('db:backup and db:restore on PostgreSQL', () => {
  it('a pg_dump backup brings back a deleted row', async () => {
    const server = new URL(process.env.DATABASE_URL!);
    const name = `catering_backup_${randomBytes(6).toString('hex')}`;
    const maintenance = new URL(server);
    maintenance.pathname = '/postgres';
    const root = postgres(maintenance.toString(), { max: 1, onnotice: () => {} });
    await root.unsafe(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const db = postgres(url.toString(), { max: 1, onnotice: () => {} });
    try {
      await db`insert into users (username, email, password_hash) values ('pg-keeper', 'pg@example.com', 'x')`;
      const file = path.join(backupDir, 'postgres.dump');
      const backup = await runScript('db-backup.ts', [file], url.toString());
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout.trim()).toBe(file);
      await db`delete from users`;
      const restore = await runScript('db-restore.ts', [file], url.toString());
      expect(restore.code, restore.stderr).toBe(0);
      const rows = await db`select username from users`;
      expect(rows.map((r) => r.username)).toEqual(['pg-keeper']);
    } finally {
      await db.end();
      await root.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await root.end();
    }
  }, 60_000);
});
