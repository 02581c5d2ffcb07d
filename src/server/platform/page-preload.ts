import fs from 'node:fs';
import path from 'node:path';

/** The part of Vite's build manifest (dist/client/.vite/manifest.json) read here. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The modules every rendered page runs as soon as they arrive: React's app (toasts load later). */
const APP_MODULES = ['src/client/app.tsx'];
/** The first script's chunk; it and what it imports are in the page already. */
const FIRST_SCRIPT = 'index.html';

export function readManifest(clientDist: string): Manifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(clientDist, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** The chunk files of `keys` and everything they import, in import order. */
function chunkFiles(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(chunk.file);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * The JavaScript files a server-rendered page runs: the first script's (`loaded`, which Vite's own
 * tags in the page bring) and those of the app and the page's own module (`pageModule`, as the
 * page registry names it) with every chunk they import (`preloaded`).
 */
export function pageScripts(
  manifest: Manifest,
  pageModule: string | undefined,
): { loaded: string[]; preloaded: string[] } {
  const loaded = chunkFiles(manifest, [FIRST_SCRIPT]).filter((file) => file.endsWith('.js'));
  const preloaded = chunkFiles(manifest, [...APP_MODULES, ...(pageModule ? [pageModule] : [])]).filter(
    (file) => !loaded.includes(file) && file.endsWith('.js'),
  );
  return { loaded, preloaded };
}

/**
 * `<link rel="modulepreload">` for the code a server-rendered page runs as soon as it arrives
 * (decision 0096): the app and the page's own module with every chunk they import, minus the first
 * script's. Without them the browser would learn of each chunk only once the one importing it had
 * arrived: a round trip per level of imports on a phone's network.
 */
export function modulePreloadTags(manifest: Manifest | null, pageModule: string | undefined): string {
  if (!manifest) return '';
  return pageScripts(manifest, pageModule)
    .preloaded.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}
