import { signIn, startServer, stopServer } from './history/bench.ts';
const { url, child } = await startServer({ LOG_LEVEL: 'info' });
const cookie = await signIn(url);
for (let i = 0; i < 8; i++) {
  const t = performance.now();
  await fetch(url + '/api/admin/stats', { headers: { cookie } }).then((r) => r.arrayBuffer());
  console.log('stats alone', Math.round(performance.now() - t));
  await new Promise((r) => setTimeout(r, 1000));
}
await stopServer(child);
