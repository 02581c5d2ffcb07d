import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connect.ts';
import { DataDirLockedError, isLockSocketName } from '../../src/server/db/data-dir-lock.ts';

// This file is about the embedded database, so it runs on PGlite in a temporary directory
// whether or not DATABASE_URL is set.

const WRITER = path.resolve('tests/helpers/durability-writer.ts');
const ROUNDS = 5;

const tempDirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) killGroup(child);
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-durability-'));
  tempDirs.push(dir);
  return dir;
}

/** kill -9 of the whole process group, as a supervisor or a container runtime does it. */
function killGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // Not a group leader (or the group is gone): the process alone.
    child.kill('SIGKILL');
  }
}

const lockSockets = (dataDir: string) => fs.readdirSync(dataDir).filter(isLockSocketName);

type Writer = { child: ChildProcess; acked: () => number[]; ready: Promise<void>; closed: Promise<void> };

function startWriter(dataDir: string): Writer {
  // Its own process group (detached), so the test can kill the group like `kill -9 -PGID`.
  const child = spawn(process.execPath, [WRITER, dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
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
  it('keeps every acknowledged write and starts again at once after each SIGKILL of its process group', async () => {
    const dataDir = tempDataDir();
    const acknowledged: number[] = [];
    let writer = startWriter(dataDir);
    await writer.ready;

    for (let round = 0; round < ROUNDS; round++) {
      await sleep(150 + Math.random() * 1200);
      killGroup(writer.child);
      // Restarted at once: the killed process may not even be reaped yet (a zombie keeps its pid).
      const next = startWriter(dataDir);
      await writer.closed;
      expect(writer.child.signalCode).toBe('SIGKILL');
      const ids = writer.acked();
      expect(ids.length, `round ${round} acknowledged nothing before the kill`).toBeGreaterThan(0);
      acknowledged.push(...ids);
      await next.ready;
      writer = next;
    }
    killGroup(writer.child);
    await writer.closed;
    acknowledged.push(...writer.acked());

    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const result = (await handle.db.execute(sql`select id from durability_probe`)) as unknown as {
        rows: { id: number }[];
      };
      const stored = new Set(result.rows.map((r) => r.id));
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(lost, `${lost.length} of ${acknowledged.length} acknowledged rows were lost`).toEqual([]);
      expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
      // The dead holders' sockets were cleared; only this process's own is left.
      expect(lockSockets(dataDir)).toHaveLength(1);
    } finally {
      await handle.close();
    }
    expect(lockSockets(dataDir)).toEqual([]);
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
    expect(lockSockets(dataDir)).toHaveLength(1);
    // Another live process is refused as often as it tries.
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    killGroup(writer.child);
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
    expect(lockSockets(dataDir)).toEqual([]);
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

  it('opens although a lock file of the old kind names a live process (its pid reused by another program)', async () => {
    const dataDir = tempDataDir();
    // A live process that has nothing to do with this directory, as after a pid is reused.
    const unrelated = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    children.push(unrelated);
    fs.writeFileSync(path.join(dataDir, 'catering.lock'), String(unrelated.pid));
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await handle.db.execute(sql`select 1`);
    await handle.close();
    expect(fs.existsSync(path.join(dataDir, 'catering.lock'))).toBe(false);
    unrelated.kill('SIGKILL');
  }, 60_000);
});
