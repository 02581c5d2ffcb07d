import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isLockSocketName } from '../../src/server/db/data-dir-lock.ts';

let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir: string): Promise<{ baseURL: string; exited: Promise<number | null> }> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
      RATE_LIMIT_AUTH_PER_ACCOUNT: '1000',
      CLIENT_DIST: '/none',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${baseURL}/api/app-info`)).ok) return { baseURL, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

describe('graceful shutdown', () => {
  it('finishes the requests in flight on SIGTERM, then exits 0 and releases the data directory', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-shutdown-'));
    const { baseURL, exited } = await startServer(dataDir);
    // Each request has sent its headers and half its body before the signal, so the server is
    // mid-request on every connection; the rest of each body arrives after SIGTERM.
    const body = JSON.stringify({ username: 'client', password: 'NotThePassword1' });
    const half = Math.floor(body.length / 2);
    const requests = Array.from({ length: 6 }, () => {
      const req = http.request(`${baseURL}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      });
      const status = new Promise<number>((resolve, reject) => {
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
      });
      req.write(body.slice(0, half));
      return { req, status };
    });
    await new Promise((r) => setTimeout(r, 500));
    child!.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 100));
    for (const { req } of requests) req.end(body.slice(half));

    const statuses = await Promise.all(requests.map((r) => r.status));
    expect(statuses).toEqual(Array(6).fill(401));
    expect(await exited).toBe(0);
    expect(fs.readdirSync(dataDir).filter(isLockSocketName)).toEqual([]);

    // The same directory opens again: the shutdown left the database consistent and unlocked.
    const second = await startServer(dataDir);
    const me = await fetch(`${second.baseURL}/api/me`);
    expect(me.status).toBe(401);
    child!.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 90_000);
});
