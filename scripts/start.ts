/**
 * `npm start`: builds the client when it is missing or older than its sources, then starts the
 * server, which migrates and seeds the database and serves the app and the API on one port.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/client/index.html');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function clientIsStale(): boolean {
  if (!fs.existsSync(builtIndex)) return true;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  const sources = ['src/client', 'src/common', 'public']
    .map((d) => path.join(root, d))
    .filter((d) => fs.existsSync(d));
  const configs = ['index.html', 'vite.config.ts', 'package-lock.json'].map((f) => path.join(root, f));
  const newestSource = Math.max(
    ...sources.map(newestMtime),
    ...configs.filter((f) => fs.existsSync(f)).map((f) => fs.statSync(f).mtimeMs),
  );
  return newestSource > builtAt;
}

if (clientIsStale()) {
  console.log('Building the client...');
  const build = spawnSync('vite', ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    shell: false,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../src/server/main.ts');
