import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/connect.ts';
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DEMO_DATA: 'true' });
const handle = await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
const app = await buildApp({ config, db: handle.db, closeDatabase: handle.close });
let computed = 0;
const original = app.sharedRead;
const log: string[] = [];
const t0 = performance.now();
(app as unknown as { sharedRead: unknown }).sharedRead = (request: never, compute: () => Promise<unknown>, scope?: never) =>
  original(request, async () => { computed++; const s = performance.now(); try { return await compute(); } finally { log.push(`compute ${Math.round(s - t0)}→${Math.round(performance.now() - t0)}`); } }, scope);
app.addHook('onRequest', async (r) => { if (r.url.includes('stats')) log.push(`arrive ${Math.round(performance.now() - t0)}`); });
app.addHook('preHandler', async (r) => { if (r.url.includes('stats')) log.push(`handler ${Math.round(performance.now() - t0)}`); });
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address() as { port: number };
const base = `http://127.0.0.1:${addr.port}`;
const login = await fetch(base + '/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'AdminDemo1' }) });
const cookie = login.headers.getSetCookie().find((c) => c.startsWith('catering_session='))!.split(';')[0]!;
const url = process.env.URL ?? '/api/admin/stats';
for (let round = 0; round < 4; round++) {
  const t = performance.now();
  const done: number[] = [];
  await Promise.all(Array.from({ length: 10 }, () => fetch(base + url, { headers: { cookie, 'accept-encoding': process.env.AE ?? 'identity' } }).then((r) => r.arrayBuffer()).then(() => done.push(Math.round(performance.now() - t)))));
  console.log('10 at once over HTTP:', done.join(' '), 'computed', computed, log.splice(0).join(', '));
}
void original; void computed;
await app.close();
