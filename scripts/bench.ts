/**
 * `npm run bench`: starts the app at its default configuration on a throwaway embedded database and
 * measures requests per second and p99 latency of hot routes with autocannon, the menu API next to a
 * bare Node `http` server sending the same bytes on the same machine (information: how much of the
 * time is the framework's), then a mixed read load at 100 connections. It exits 1 when a goal is
 * missed (docs/design.md §7, issue 25): a signed-in request at least 0.5x a signed-out one, the rendered
 * home page at least 0.5x the menu API, and a p99 under 50 ms on the mixed load. A tool, not a test.
 * Loopback only, bounded in time.
 *
 * `npm run bench -- --history` and `-- --two-instances` run the sections of issue 36 §1 instead
 * (scripts/history/).
 *
 * Like with like: the bare server answers with the very bytes the app sent (status line, headers
 * and body) for the same request, both over keep-alive connections, after the same warm-up. Requests
 * ask for no compression by default: autocannon appends every body to a string, so compressed
 * (random-looking) bodies make the load generator, not the server, the bottleneck, and every
 * ratio would drift towards 1.
 *
 * Every request goes through Fastify's router and hooks (decision 0050): the kept bodies (menu lists,
 * finished pages) are answered by their routes.
 *
 * Env: BENCH_SECONDS (default 8), BENCH_CONNECTIONS (default 10; the mixed load always uses 100),
 * DATABASE_URL to bench PostgreSQL,
 * BENCH_ACCEPT_ENCODING (e.g. 'gzip, deflate, br, zstd' to negotiate as a browser does).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchHistory } from './history/bench.ts';
import { benchTwoInstances } from './history/two-instances.ts';

// `--history`: the owner's and staff's screens on a seeded history (scripts/history/bench.ts);
// `--two-instances`: two servers on one PostgreSQL under a mixed write load.
if (process.argv.includes('--history')) process.exit(await benchHistory());
if (process.argv.includes('--two-instances')) process.exit(await benchTwoInstances());

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
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
  // Up to three minutes: a loaded machine takes a while to migrate and seed a new database.
  for (let i = 0; i < 900; i++) {
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

type Scenario = { name: string; url: string; headers?: Record<string, string> };

function load(scenario: Scenario, duration: number) {
  return autocannon({
    url: scenario.url,
    connections,
    duration,
    headers: { ...negotiation, ...scenario.headers },
  });
}

type Row = {
  scenario: string;
  /** Requests per second in each turn, in order (turn i of every scenario of a group are neighbours). */
  turns: number[];
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  statuses: string;
  errors: number;
};

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Scenarios whose rates are compared are measured in turns of one second (a, b, c, a, b, c, ...):
 * this machine is shared, and its load changes within seconds, so measuring one for 5 s and then the
 * other for 5 s compared two different machines. A ratio is the median of its per-turn ratios (each
 * turn's two neighbouring seconds compared), so one disturbed second moves it no more than any other. Each gets one second of warm-up first, not counted:
 * JIT compilation and first-request work (a page's first render) are not what a steady stream of
 * requests costs, and the bare server has neither. p50 and p99 are the medians over the turns.
 */
async function measureInTurns(scenarios: Scenario[]): Promise<Row[]> {
  for (const scenario of scenarios) await load(scenario, 1);
  const turns = scenarios.map(() => ({
    requests: 0,
    ms: 0,
    rates: [] as number[],
    p50: [] as number[],
    p99: [] as number[],
  }));
  const statuses = scenarios.map(() => new Map<string, number>());
  const errors = scenarios.map(() => 0);
  for (let turn = 0; turn < seconds; turn++) {
    for (const [i, scenario] of scenarios.entries()) {
      const result = await load(scenario, 1);
      turns[i]!.requests += result.requests.total;
      turns[i]!.ms += result.duration * 1000;
      turns[i]!.rates.push(result.requests.total / result.duration);
      turns[i]!.p50.push(result.latency.p50);
      turns[i]!.p99.push(result.latency.p99);
      for (const [code, stat] of Object.entries(result.statusCodeStats))
        statuses[i]!.set(code, (statuses[i]!.get(code) ?? 0) + stat.count);
      errors[i]! += result.errors;
    }
  }
  return scenarios.map((scenario, i) => ({
    scenario: scenario.name,
    turns: turns[i]!.rates,
    'req/s': Math.round((turns[i]!.requests * 1000) / turns[i]!.ms),
    'p50 ms': median(turns[i]!.p50),
    'p99 ms': median(turns[i]!.p99),
    statuses: [...statuses[i]!].map(([code, count]) => `${code}x${count}`).join(' '),
    errors: errors[i]!,
  }));
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

/** What visitors and clients read at once, a query string a page does not read among them. */
const MIXED_PATHS = [
  '/',
  '/menu',
  '/menu?utm_source=newsletter',
  '/api/menu-items',
  '/api/menu-categories',
  '/api/session',
  '/api/app-info',
  '/api/gallery',
  '/about',
  '/services?tab=add-ons',
];
const MIXED_CONNECTIONS = 100;

/** The mixed read load: every connection sends each request in turn, one signed in. */
async function mixedReadLoad(baseURL: string, cookie: string) {
  const result = await autocannon({
    url: baseURL,
    connections: MIXED_CONNECTIONS,
    duration: seconds,
    headers: negotiation,
    requests: [
      ...MIXED_PATHS.map((path) => ({ method: 'GET' as const, path })),
      { method: 'GET' as const, path: '/api/me', headers: { ...negotiation, cookie } },
    ],
  });
  return {
    rate: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses: Object.entries(result.statusCodeStats)
      .map(([code, stat]) => `${code}x${stat.count}`)
      .join(' '),
    errors: result.errors,
  };
}

const { baseURL, child, dataDir } = await startApp();
const rows: Row[] = [];
let mixed: Awaited<ReturnType<typeof mixedReadLoad>> | undefined;
try {
  const login = await fetch(`${baseURL}/api/demo-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'client' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const app = (name: string, path: string, headers?: Record<string, string>): Scenario => ({
    name,
    url: baseURL + path,
    headers,
  });
  const menuItems = app('GET /api/menu-items', '/api/menu-items');
  // The same bytes from a bare server, for the route the goals compare with Node itself.
  const bare = await startBareServer(await rawGet(menuItems.url, negotiation));
  const etag = (await fetch(menuItems.url)).headers.get('etag');

  console.log(
    `Benchmark: ${connections} connections, ${seconds} s per scenario in 1 s turns, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, default LOG_LEVEL, Accept-Encoding: ${acceptEncoding || '(none)'}`,
  );
  try {
    rows.push(
      ...(await measureInTurns([
        app('GET /api/session signed out', '/api/session'),
        app('GET /api/me signed in', '/api/me', { cookie }),
      ])),
      ...(await measureInTurns([
        menuItems,
        { name: `bare Node, same bytes as ${menuItems.name}`, url: bare.url },
        app('GET / (server-rendered home page)', '/'),
      ])),
    );
  } finally {
    await stop(bare.child);
  }
  rows.push(
    ...(await measureInTurns([
      app('GET /menu (server-rendered menu page)', '/menu'),
      app('GET /api/gallery', '/api/gallery'),
      // A signed-in caller's list: the session is read (remembered), the kept body sent.
      app('GET /api/menu-items signed in', '/api/menu-items', { cookie }),
      ...(etag
        ? [app('GET /api/menu-items (If-None-Match)', '/api/menu-items', { 'if-none-match': etag })]
        : []),
    ])),
  );
  console.table(rows.map(({ turns: _turns, ...row }) => row));
  mixed = await mixedReadLoad(baseURL, cookie);
  console.log(
    `Mixed read load (${MIXED_CONNECTIONS} connections, ${seconds} s, ${MIXED_PATHS.length + 1} kinds of request in turn): ` +
      `${Math.round(mixed.rate)} req/s, p50 ${mixed.p50} ms, p99 ${mixed.p99} ms, ${mixed.statuses}, errors ${mixed.errors}`,
  );
} finally {
  await stop(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const turnsOf = (name: string) => rows.find((r) => r.scenario === name)?.turns ?? [];
/** The median of the per-turn ratios of two scenarios measured in the same turns, and their range. */
function pairedRatio(numerator: string, denominator: string) {
  const top = turnsOf(numerator);
  const bottom = turnsOf(denominator);
  const ratios = top.map((value, i) => value / (bottom[i] ?? Number.NaN)).filter(Number.isFinite);
  return {
    value: ratios.length > 0 ? median(ratios) : 0,
    range: ratios.length > 0 ? `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}` : '',
  };
}
// Information, not goals (docs/design.md §7): how close the routed menu API comes to Node itself.
const information = pairedRatio('GET /api/menu-items', 'bare Node, same bytes as GET /api/menu-items');
console.log(
  `GET /api/menu-items vs bare Node sending the same bytes: ${information.value.toFixed(2)} (turns ${information.range})`,
);
const goals = [
  {
    ratio: 'GET /api/me signed in vs GET /api/session signed out',
    ...pairedRatio('GET /api/me signed in', 'GET /api/session signed out'),
    goal: 0.5,
  },
  {
    ratio: 'server-rendered / vs GET /api/menu-items',
    ...pairedRatio('GET / (server-rendered home page)', 'GET /api/menu-items'),
    goal: 0.5,
  },
];
console.table(
  goals.map((g) => ({
    ratio: g.ratio,
    'value (median of turns)': g.value.toFixed(2),
    'turn range': g.range,
    goal: `>= ${g.goal}`,
    met: g.value >= g.goal,
  })),
);
const MIXED_P99_GOAL_MS = 50;
const missed = goals.filter((g) => !(g.value >= g.goal)).map((g) => g.ratio);
if (!mixed || !(mixed.p99 < MIXED_P99_GOAL_MS) || mixed.errors > 0)
  missed.push(`mixed read load p99 ${mixed?.p99 ?? '?'} ms (goal < ${MIXED_P99_GOAL_MS} ms, no errors)`);
if (missed.length > 0) {
  console.log(`Under goal: ${missed.join('; ')}`);
  process.exit(1);
}
console.log('Every goal is met.');
