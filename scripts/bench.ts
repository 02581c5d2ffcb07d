/**
 * `npm run bench`: starts the app at its default configuration on a throwaway embedded database and
 * measures requests per second and p99 latency of hot routes with autocannon, each next to a bare
 * Node `http` server sending the same bytes on the same machine. It prints the ratios the
 * performance goals are stated in and exits 1 when one is under its goal (a tool, not a test).
 * Loopback only, bounded in time.
 *
 * Like with like: the bare server answers with the very bytes the app sent (status line, headers
 * and body) for the same request, both over keep-alive connections, after the same warm-up. Requests
 * ask for no compression by default: autocannon appends every body to a string, so compressed
 * (random-looking) bodies make the load generator, not the server, the bottleneck, and every
 * ratio would drift towards 1.
 *
 * Env: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 10), DATABASE_URL to bench PostgreSQL,
 * BENCH_ACCEPT_ENCODING (e.g. 'gzip, deflate, br, zstd' to negotiate as a browser does).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? '';
const negotiation: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};

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
  // Warm-up, not counted: JIT compilation and first-request work (a page's first render) are not
  // what a steady stream of requests costs, and the bare server has none of either.
  await autocannon({
    url: baseURL + scenario.path,
    connections,
    duration: 1,
    headers: { ...negotiation, ...scenario.headers },
  });
  const result = await autocannon({
    url: baseURL + scenario.path,
    connections,
    duration: seconds,
    headers: { ...negotiation, ...scenario.headers },
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

type RawResponse = { rawHeaders: string[]; body: Buffer };

/** One response exactly as sent (fetch would decompress the body and fold the headers). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Headers Node's http server writes itself on every response. */
const PER_CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * A bare Node server answering every request with exactly these headers and body: the ceiling a
 * framework, its plugins and our code are compared against.
 */
async function startBareServer(response: RawResponse): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const headers: string[] = [];
  for (let i = 0; i < response.rawHeaders.length; i += 2) {
    const name = response.rawHeaders[i]!;
    if (!PER_CONNECTION_HEADERS.has(name.toLowerCase())) headers.push(name, response.rawHeaders[i + 1]!);
  }
  const code = `
    const http = require('node:http');
    const body = Buffer.from(process.env.BODY_B64, 'base64');
    const headers = JSON.parse(process.env.HEADERS_JSON);
    http.createServer((req, res) => {
      res.writeHead(200, headers);
      res.end(body);
    }).listen(${port}, '127.0.0.1', () => console.log('ready'));
  `;
  const child = spawn(process.execPath, ['-e', code], {
    env: {
      ...process.env,
      BODY_B64: response.body.toString('base64'),
      HEADERS_JSON: JSON.stringify(headers),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  return { url: `http://127.0.0.1:${port}`, child };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

type Row = ReturnType<typeof measure> extends Promise<infer R> ? R : never;

const { baseURL, child, dataDir } = await startApp();
const rows: Row[] = [];
const bare = new Map<string, Row>();
try {
  const login = await fetch(`${baseURL}/api/demo-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'client' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

  const scenarios: Scenario[] = [
    { name: 'GET /api/session signed out', path: '/api/session' },
    { name: 'GET /api/me signed in', path: '/api/me', headers: { cookie } },
    { name: 'GET /api/menu-items', path: '/api/menu-items' },
    { name: 'GET / (server-rendered home page)', path: '/' },
    { name: 'GET /menu (server-rendered menu page)', path: '/menu' },
    { name: 'GET /api/gallery', path: '/api/gallery' },
  ];
  const menu = await fetch(`${baseURL}/api/menu-items`);
  const etag = menu.headers.get('etag');
  if (etag)
    scenarios.push({
      name: 'GET /api/menu-items (If-None-Match)',
      path: '/api/menu-items',
      headers: { 'if-none-match': etag },
    });

  console.log(
    `Benchmark: ${connections} connections, ${seconds} s per scenario, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, default LOG_LEVEL, Accept-Encoding: ${acceptEncoding || '(none)'}`,
  );
  for (const scenario of scenarios) {
    rows.push(await measure(baseURL, scenario));
    // The same bytes from a bare server, for the routes the goals compare with Node itself.
    if (scenario.name === 'GET /api/menu-items') {
      const server = await startBareServer(
        await rawGet(baseURL + scenario.path, { ...negotiation, ...scenario.headers }),
      );
      try {
        const row = await measure(server.url, {
          ...scenario,
          name: `bare Node, same bytes as ${scenario.name}`,
        });
        rows.push(row);
        bare.set(scenario.name, row);
      } finally {
        await stop(server.child);
      }
    }
  }
  console.table(rows);
} finally {
  await stop(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const rate = (name: string) => rows.find((r) => r.scenario === name)?.['req/s'] ?? 0;
const goals = [
  {
    ratio: 'GET /api/menu-items vs bare Node sending the same bytes',
    value:
      rate('GET /api/menu-items') / (bare.get('GET /api/menu-items')?.['req/s'] ?? Number.POSITIVE_INFINITY),
    goal: 0.8,
  },
  {
    ratio: 'GET /api/me signed in vs GET /api/session signed out',
    value: rate('GET /api/me signed in') / rate('GET /api/session signed out'),
    goal: 0.5,
  },
  {
    ratio: 'server-rendered / vs GET /api/menu-items',
    value: rate('GET / (server-rendered home page)') / rate('GET /api/menu-items'),
    goal: 0.5,
  },
];
console.table(
  goals.map((g) => ({
    ratio: g.ratio,
    value: g.value.toFixed(2),
    goal: `>= ${g.goal}`,
    met: g.value >= g.goal,
  })),
);
const missed = goals.filter((g) => !(g.value >= g.goal));
if (missed.length > 0) {
  console.log(`Under goal: ${missed.map((g) => g.ratio).join('; ')}`);
  process.exit(1);
}
console.log('Every ratio meets its goal.');
