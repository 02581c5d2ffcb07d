/**
 * `npm run bench`: starts the app on a throwaway embedded database, then measures requests per
 * second and p99 latency of hot routes with autocannon. Loopback only, bounded in time.
 * Env: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 10), DATABASE_URL to bench PostgreSQL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startApp(): Promise<{ baseURL: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-bench-'));
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      PUBLIC_URL: baseURL,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${baseURL}/api/app-info`)).ok) return { baseURL, child, dataDir };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the app did not start');
}

type Scenario = { name: string; path: string; headers?: Record<string, string> };

async function measure(baseURL: string, scenario: Scenario) {
  const result = await autocannon({
    url: baseURL + scenario.path,
    connections,
    duration: seconds,
    headers: scenario.headers,
  });
  const statuses = Object.entries(result.statusCodeStats)
    .map(([code, s]) => `${code}x${s.count}`)
    .join(' ');
  return {
    scenario: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    statuses,
    errors: result.errors,
  };
}

const { baseURL, child, dataDir } = await startApp();
try {
  const login = await fetch(`${baseURL}/api/demo-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'client' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

  const scenarios: Scenario[] = [
    { name: 'GET /api/me signed out', path: '/api/me' },
    { name: 'GET /api/me signed in', path: '/api/me', headers: { cookie } },
  ];
  // Later features add their hot public reads here.
  const menu = await fetch(`${baseURL}/api/menu-items`);
  if (menu.ok) {
    const etag = menu.headers.get('etag');
    scenarios.push({ name: 'GET /api/menu-items', path: '/api/menu-items' });
    if (etag)
      scenarios.push({
        name: 'GET /api/menu-items (If-None-Match)',
        path: '/api/menu-items',
        headers: { 'if-none-match': etag },
      });
  }
  const home = await fetch(`${baseURL}/`);
  if (home.ok && (home.headers.get('content-type') ?? '').includes('text/html')) {
    scenarios.push({ name: 'GET / (server-rendered home page)', path: '/' });
  }
  if ((await fetch(`${baseURL}/api/gallery`)).ok)
    scenarios.push({ name: 'GET /api/gallery', path: '/api/gallery' });

  console.log(
    `Benchmark: ${connections} connections, ${seconds} s per scenario, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  const rows = [];
  for (const scenario of scenarios) rows.push(await measure(baseURL, scenario));
  console.table(rows);
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
