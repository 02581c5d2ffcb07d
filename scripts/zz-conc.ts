import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/connect.ts';
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DEMO_DATA: 'true' });
const handle = await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
const app = await buildApp({ config, db: handle.db, closeDatabase: handle.close });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'AdminDemo1' } });
const cookie = `catering_session=${login.cookies.find((c) => c.name === 'catering_session')?.value}`;
const url = process.env.URL ?? '/api/admin/stats';
for (let round = 0; round < 4; round++) {
  const t = performance.now();
  const done: number[] = [];
  await Promise.all(Array.from({ length: 10 }, () => app.inject({ method: 'GET', url, headers: { cookie } }).then(() => done.push(Math.round(performance.now() - t)))));
  console.log('10 at once:', done.join(' '));
}
const t = performance.now();
await app.inject({ method: 'GET', url, headers: { cookie } });
console.log('alone', Math.round(performance.now() - t));
await app.close();
