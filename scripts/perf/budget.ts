/**
 * The budget section: the JavaScript each public page loads (the first script and the page's own
 * chunks, as the server preloads them), brotli bytes from the build, against its budget (decision 0096).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pageForPath } from '../../src/common/pages/index.ts';
import { pageScripts, readManifest } from '../../src/server/platform/page-preload.ts';
import { root } from './app.ts';
import { kb } from './report.ts';

/**
 * Each public page's JavaScript budget, brotli KB (decision 0096): what the page reached when the
 * first script's copies of React's behaviours were retired and Mantine was split by use, rounded
 * up. The aim for /menu is about 110 KB; the decision record says what would close the gap.
 * A budget is what a person feels: never meet it by making a person wait (a tap that waits for a
 * download). Pages not listed get DEFAULT_BUDGET_KB.
 */
const BUDGET_KB: Record<string, number> = {
  '/': 180,
  '/about': 180,
  '/services': 185,
  '/packages': 180,
  '/food-truck': 230,
  '/contact': 210,
  '/menu': 255,
  '/gallery': 215,
  '/quote': 260,
  '/login': 195,
};
const DEFAULT_BUDGET_KB = 200;

/** A built file's size as the server sends it (its brotli copy; files under 1 KB are sent as they are). */
function brotliBytes(file: string): number {
  const built = path.join(root, 'dist/client', file);
  return fs.existsSync(`${built}.br`) ? fs.statSync(`${built}.br`).size : fs.statSync(built).size;
}

/** The budget section: each page's JavaScript from the build, against its budget. */
export function checkBudgets(routes: string[], missed: string[]): void {
  const manifest = readManifest(path.join(root, 'dist/client'));
  if (!manifest) {
    missed.push('no build manifest (dist/client/.vite/manifest.json): run `npm run build`');
    return;
  }
  const rows = routes.map((route) => {
    const { loaded, preloaded } = pageScripts(manifest, pageForPath(route)?.module);
    const files = [...loaded, ...preloaded];
    const bytes = files.reduce((sum, file) => sum + brotliBytes(file), 0);
    const budget = BUDGET_KB[route] ?? DEFAULT_BUDGET_KB;
    if (bytes > budget * 1024) missed.push(`${route}: JavaScript ${kb(bytes)} (budget ${budget} KB)`);
    const largest = files
      .map((file) => ({ file, bytes: brotliBytes(file) }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 3)
      .map(({ file, bytes: size }) => `${path.basename(file).replace(/-[\w-]{8}\.js$/, '')} ${kb(size)}`);
    return {
      route,
      'JavaScript (brotli)': kb(bytes),
      files: files.length,
      budget: `${budget} KB`,
      largest: largest.join(', '),
    };
  });
  console.log(
    "Each public page's JavaScript (the first script and the page's preloaded chunks), from the build:",
  );
  console.table(rows);
}
