/**
 * The journeys run the built client (dist/client, dist/ssr). Before any starts, this refuses a build
 * that is missing or older than the client's sources, so a journey never judges yesterday's pages.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
/** What the client build is made of; the server runs from source and needs no build. */
const SOURCES = ['src/client', 'src/common', 'public', 'index.html', 'vite.config.ts'];
const BUILD_MARKERS = ['dist/client/index.html', 'dist/ssr/entry-server.js'];

function newestSource(entry: string): { file: string; mtimeMs: number } {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return { file: entry, mtimeMs: 0 };
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return { file: entry, mtimeMs: stat.mtimeMs };
  let newest = { file: entry, mtimeMs: 0 };
  for (const name of fs.readdirSync(full, { recursive: true }) as string[]) {
    const file = path.join(full, name);
    const fileStat = fs.statSync(file);
    if (fileStat.isFile() && !/\.test\.tsx?$/.test(name) && fileStat.mtimeMs > newest.mtimeMs) {
      newest = { file: path.relative(root, file), mtimeMs: fileStat.mtimeMs };
    }
  }
  return newest;
}

export default function refuseStaleBuild(): void {
  const missing = BUILD_MARKERS.filter((marker) => !fs.existsSync(path.join(root, marker)));
  if (missing.length > 0) {
    throw new Error(`No client build (${missing.join(', ')} missing): run \`npm run build\` first.`);
  }
  const builtAt = Math.min(...BUILD_MARKERS.map((marker) => fs.statSync(path.join(root, marker)).mtimeMs));
  const newest = SOURCES.map(newestSource).reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a));
  if (newest.mtimeMs > builtAt) {
    throw new Error(
      `The client build is older than ${newest.file} (changed ${new Date(newest.mtimeMs).toISOString()}, ` +
        `built ${new Date(builtAt).toISOString()}): run \`npm run build\` before the journeys.`,
    );
  }
}
