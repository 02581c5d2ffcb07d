import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connect.ts';
import { DataDirLockedError } from '../../src/server/db/data-dir-lock.ts';

// This file is about the embedded database, so it runs on PGlite in a temporary directory
// whether or not DATABASE_URL is set.

const WRITER = path.resolve('tests/helpers/durability-writer.ts');
const ROUNDS = 5;

const tempDirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-durability-'));
  tempDirs.push(dir);
  return dir;
}

type Writer = { child: ChildProcess; acked: () => number[]; ready: Promise<void>; closed: Promise<void> };

function startWriter(dataDir: string): Writer {
  const child = spawn(process.execPath, [WRITER, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    const check = () => {
      if (/^ready /m.test(out)) resolve();
      else if (child.exitCode !== null || child.signalCode !== null) reject(new Error(`writer died: ${err}`));
      else setTimeout(check, 20);
    };
    check();
  });
  // Only complete lines count: a line cut short by the kill was never acknowledged.
  const acked = () =>
    out
      .split('\n')
      .slice(0, -1)
      .filter((line) => line.startsWith('ack '))
      .map((line) => Number(line.slice(4)));
  return { child, acked, ready, closed };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the embedded database under kill -9', () => {
  it('keeps every acknowledged write across repeated SIGKILLs, taking over the stale lock each time', async () => {
    const dataDir = tempDataDir();
    const lockPath = path.join(dataDir, 'catering.lock');
    const acknowledged: number[] = [];

    for (let round = 0; round < ROUNDS; round++) {
      const writer = startWriter(dataDir);
      await writer.ready;
      await sleep(150 + Math.random() * 1200);
      writer.child.kill('SIGKILL');
      await writer.closed;
      expect(writer.child.signalCode).toBe('SIGKILL');
      const ids = writer.acked();
      expect(ids.length, `round ${round} acknowledged nothing before the kill`).toBeGreaterThan(0);
      acknowledged.push(...ids);
      // The killed process could not remove its lock: the next round has to take it over.
      expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(writer.child.pid));
    }

    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const result = (await handle.db.execute(sql`select id from durability_probe`)) as unknown as {
        rows: { id: number }[];
      };
      const stored = new Set(result.rows.map((r) => r.id));
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(lost, `${lost.length} of ${acknowledged.length} acknowledged rows were lost`).toEqual([]);
      expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      await handle.close();
    }
    expect(fs.existsSync(lockPath)).toBe(false);
  }, 120_000);
});

describe('the data directory lock', () => {
  it('refuses a second process on a data directory in use, naming the directory and the holder', async () => {
    const dataDir = tempDataDir();
    const writer = startWriter(dataDir);
    await writer.ready;
    const attempt = openDatabase({ kind: 'pglite', dataDir });
    await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(attempt).rejects.toThrow(
      new RegExp(`${dataDir}.*in use by another process \\(pid ${writer.child.pid}\\)`),
    );
    // The refused open must not have disturbed the running process or its lock.
    const before = writer.acked().length;
    await sleep(300);
    expect(writer.acked().length).toBeGreaterThan(before);
    expect(fs.readFileSync(path.join(dataDir, 'catering.lock'), 'utf8')).toBe(String(writer.child.pid));
    writer.child.kill('SIGKILL');
    await writer.closed;
  }, 60_000);

  it('refuses a second open of the same data directory within one process', async () => {
    const dataDir = tempDataDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const second = openDatabase({ kind: 'pglite', dataDir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(/already open/);
      await first.db.execute(sql`select 1`);
    } finally {
      await first.close();
    }
  }, 60_000);

  it('is released on close, so the directory can be opened again', async () => {
    const dataDir = tempDataDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();
    const second = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const result = (await second.db.execute(sql`select note from kept`)) as unknown as {
        rows: { note: string }[];
      };
      expect(result.rows).toEqual([{ note: 'still here' }]);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('takes over a lock file left by a process that no longer exists', async () => {
    const dataDir = tempDataDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.once('close', resolve));
    fs.writeFileSync(path.join(dataDir, 'catering.lock'), String(gone.pid));
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    expect(fs.readFileSync(path.join(dataDir, 'catering.lock'), 'utf8')).toBe(String(process.pid));
    await handle.close();
  }, 60_000);
});
