/**
 * `npm run bench -- --history` (issue 36 §1): on a database filled by `npm run seed:history` (DATA_DIR's
 * embedded one, or DATABASE_URL), measures the API of each owner and staff screen at 10 concurrent
 * connections against a server process of its own (p50/p95 per endpoint, goal p95 ≤ 300 ms), then
 * replays each endpoint in this process with every SQL statement timed and prints the slowest
 * statements with their EXPLAIN ANALYZE plans. A tool, not a test: exits 1 when a goal is missed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import autocannon from 'autocannon';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/connect.ts';

const P95_GOAL_MS = 300;
const ADMIN = { username: 'admin', password: 'AdminDemo1' };

type Endpoint = { name: string; path: string };

/** The screens' requests on a history ending today (dates relative to today, as the screens ask). */
function endpoints(clientEmail: string): Endpoint[] {
  const today = businessClock(new Date()).date;
  const month = today.slice(0, 7);
  const monthStart = `${month}-01`;
  const lastMonth = addDays(monthStart, -1).slice(0, 7);
  return [
    { name: 'dashboard: stats', path: '/api/admin/stats' },
    { name: 'dashboard: attention', path: '/api/admin/attention' },
    { name: 'dashboard: proposal figures', path: '/api/quotes/stats' },
    { name: 'orders: first page', path: '/api/orders' },
    { name: 'orders: search a name', path: '/api/orders?q=rivera' },
    {
      name: 'orders: filters (completed catering this month)',
      path: `/api/orders?status=completed&type=catering&from=${monthStart}&to=${today}`,
    },
    { name: 'orders: unpaid', path: '/api/orders?paid=unpaid' },
    { name: 'orders: page 50', path: '/api/orders?page=50' },
    { name: 'calendar: the month', path: `/api/calendar?from=${monthStart}&to=${addDays(monthStart, 41)}` },
    { name: 'kitchen: prep sheet', path: `/api/kitchen/prep?date=${addDays(today, 3)}` },
    { name: 'kitchen: day list', path: `/api/kitchen/orders?from=${today}&to=${today}` },
    { name: 'tax report: last month', path: `/api/admin/tax-report?from=${lastMonth}&to=${lastMonth}` },
    { name: 'tax report: CSV', path: `/api/admin/tax-report.csv?from=${lastMonth}&to=${lastMonth}` },
    { name: 'client search', path: '/api/admin/clients/search?search=riv' },
    { name: "a client's history (orders)", path: `/api/orders?q=${encodeURIComponent(clientEmail)}` },
    { name: 'proposals list', path: '/api/quotes' },
    { name: 'tax-exempt clients list', path: '/api/admin/clients' },
  ];
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The app as `npm start` runs it, on the configured database, in a process of its own. */
export async function startServer(
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`${url}/api/app-info`)).ok) return { url, child };
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the app did not start');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

export async function signIn(url: string, account = ADMIN, address?: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(address ? { 'x-forwarded-for': address } : {}) },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`sign-in as ${account.username} failed: ${res.status}`);
  const session = res.headers.getSetCookie().find((c) => c.startsWith('catering_session='));
  return session?.split(';')[0] ?? '';
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

type Measured = {
  endpoint: string;
  requests: number;
  'p50 ms': number;
  'p95 ms': number;
  non2xx: number;
  errors: number;
};

async function measure(url: string, cookie: string, endpoint: Endpoint, seconds: number): Promise<Measured> {
  const times: number[] = [];
  const instance = autocannon({
    url: url + endpoint.path,
    connections: 10,
    duration: seconds,
    headers: { cookie },
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
    times.push(responseTime),
  );
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    endpoint: endpoint.name,
    requests: result.requests.total,
    'p50 ms': Math.round(percentile(times, 50)),
    'p95 ms': Math.round(percentile(times, 95)),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

type Timed = { sql: string; params: unknown[]; ms: number; endpoint: string };

/** Replays each endpoint in this process with every statement timed; prints the slowest with plans. */
async function profileQueries(
  list: (email: string) => Endpoint[],
  clientEmail: string,
  top: number,
): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DEMO_DATA: 'true' });
  const handle = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  const app = await buildApp({ config, db: handle.db, closeDatabase: handle.close });
  await app.ready();
  const timed: Timed[] = [];
  let current = '(building the app)';
  // The driver's own entry points: PGlite's query(), postgres-js' unsafe() (what drizzle calls).
  const client = (handle.db as unknown as { $client: Record<string, unknown> }).$client;
  const method = handle.kind === 'pglite' ? 'query' : 'unsafe';
  const original = client[method] as (sql: string, params?: unknown[], ...rest: unknown[]) => unknown;
  const explain = (sql: string, params: unknown[]) => original.call(client, `explain analyze ${sql}`, params);
  // PGlite runs one statement at a time: a route's statements sent together (Promise.all) would each
  // be timed with the others' turns. They are sent one after another here, so each time is its own.
  let turn: Promise<unknown> = Promise.resolve();
  client[method] = function timedQuery(sql: string, params: unknown[] = [], ...rest: unknown[]) {
    if (handle.kind === 'pglite') {
      const result = turn.then(async () => {
        const started = performance.now();
        try {
          return await (original.call(client, sql, params, ...rest) as Promise<unknown>);
        } finally {
          timed.push({ sql, params, ms: performance.now() - started, endpoint: current });
        }
      });
      turn = result.catch(() => {});
      return result;
    }
    const started = performance.now();
    const result = original.call(client, sql, params, ...rest);
    const record = () => timed.push({ sql, params, ms: performance.now() - started, endpoint: current });
    // A postgres-js query is a lazy thenable: time it when it settles, leave it as it is.
    const query = result as { then: (a: () => void, b: () => void) => unknown };
    query.then(record, record);
    return result;
  };
  try {
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
    const cookie = `catering_session=${login.cookies.find((c) => c.name === 'catering_session')?.value}`;
    const alone: { endpoint: string; 'one request alone, ms': number; statements: number }[] = [];
    for (const endpoint of list(clientEmail)) {
      current = endpoint.name;
      let best = Number.POSITIVE_INFINITY;
      const before = timed.length;
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        await app.inject({ method: 'GET', url: endpoint.path, headers: { cookie } });
        best = Math.min(best, performance.now() - started);
      }
      alone.push({
        endpoint: endpoint.name,
        'one request alone, ms': Math.round(best),
        statements: Math.round((timed.length - before) / 3),
      });
    }
    console.log('\nEach endpoint alone, in this process (the fastest of 3; statements one at a time):');
    console.table(alone);
    // The fastest of a statement's runs: what it costs, without another's turn or a cold cache.
    const fastest = new Map<string, Timed>();
    for (const t of timed)
      if ((fastest.get(t.sql)?.ms ?? Number.POSITIVE_INFINITY) > t.ms) fastest.set(t.sql, t);
    const ranked = [...fastest.values()].sort((a, b) => b.ms - a.ms).slice(0, top);
    console.log(`\nThe ${ranked.length} slowest statements (the fastest of their runs), with their plans:`);
    for (const [i, t] of ranked.entries()) {
      console.log(`\n#${i + 1} ${t.ms.toFixed(1)} ms, from "${t.endpoint}":\n${t.sql.slice(0, 600)}`);
      try {
        const plan = (await explain(t.sql, t.params)) as { rows?: Record<string, string>[] } & Record<
          string,
          string
        >[];
        const rows = (handle.kind === 'pglite' ? plan.rows : plan) ?? [];
        console.log(
          rows
            .map((r) => `  ${Object.values(r)[0]}`)
            .slice(0, 18)
            .join('\n'),
        );
      } catch (error) {
        console.log(`  (no plan: ${(error as Error).message})`);
      }
    }
  } finally {
    client[method] = original;
    await app.close();
  }
}

/** A client of the history with orders (their email: the search the client's history runs). */
async function someClientEmail(url: string, cookie: string): Promise<string> {
  const res = await fetch(`${url}/api/orders?q=example.com&pageSize=1`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET /api/orders: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { orders: { email: string | null }[] };
  return body.orders[0]?.email ?? 'client@example.com';
}

export async function benchHistory(): Promise<number> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const where = process.env.DATABASE_URL ? 'PostgreSQL' : `the embedded database in ${process.env.DATA_DIR}`;
  if (!process.env.DATABASE_URL && !process.env.DATA_DIR) {
    console.error('Give DATA_DIR (the embedded database npm run seed:history filled) or DATABASE_URL.');
    return 2;
  }
  console.log(
    `History bench on ${where}: 10 connections, ${seconds} s per endpoint, goal p95 <= ${P95_GOAL_MS} ms`,
  );
  const rows: Measured[] = [];
  let email = '';
  // BENCH_PROFILE_ONLY=1: each endpoint alone and the slowest statements, without the load.
  if (process.env.BENCH_PROFILE_ONLY) {
    await profileQueries(endpoints, 'client@example.com', Number(process.env.BENCH_TOP_QUERIES ?? 8));
    return 0;
  }
  const { url, child } = await startServer();
  try {
    const cookie = await signIn(url);
    email = await someClientEmail(url, cookie);
    for (const endpoint of endpoints(email)) {
      // A warm-up request first: the first answer of a route is not what a steady stream costs.
      await fetch(url + endpoint.path, { headers: { cookie } });
      rows.push(await measure(url, cookie, endpoint, seconds));
    }
  } finally {
    await stopServer(child);
  }
  console.table(
    rows.map((r) => ({ ...r, met: r['p95 ms'] <= P95_GOAL_MS && r.non2xx === 0 && r.errors === 0 })),
  );
  await profileQueries(endpoints, email, Number(process.env.BENCH_TOP_QUERIES ?? 8));
  const missed = rows.filter((r) => !(r['p95 ms'] <= P95_GOAL_MS) || r.non2xx > 0 || r.errors > 0);
  if (missed.length > 0) {
    console.log(`\nUnder goal: ${missed.map((r) => `${r.endpoint} (p95 ${r['p95 ms']} ms)`).join('; ')}`);
    return 1;
  }
  console.log('\nEvery endpoint is within the goal.');
  return 0;
}
