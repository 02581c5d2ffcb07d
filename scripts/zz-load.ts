import { percentile, signIn, startServer, stopServer } from './history/bench.ts';
const { url, child } = await startServer();
const cookie = await signIn(url);
await new Promise((r) => setTimeout(r, 3000));
for (const path of (process.env.PATHS ?? '/api/calendar?from=2026-11-01&to=2026-12-12').split(' ')) {
  await fetch(url + path, { headers: { cookie } }).then((r) => r.arrayBuffer());
  const times: number[] = [];
  const end = Date.now() + 5000;
  await Promise.all(Array.from({ length: 10 }, async () => {
    while (Date.now() < end) {
      const t = performance.now();
      const res = await fetch(url + path, { headers: { cookie } });
      await res.arrayBuffer();
      times.push(performance.now() - t);
    }
  }));
  times.sort((a, b) => a - b);
  console.log(path, times.length, 'p50', Math.round(percentile(times, 50)), 'p95', Math.round(percentile(times, 95)));
}
await stopServer(child);
