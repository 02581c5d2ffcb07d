import fs from 'node:fs';
import path from 'node:path';
import { PAGE_ELEMENT_IDS } from '../../common/site-queries.ts';

/** The part of Vite's build manifest (dist/client/.vite/manifest.json) read here. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The modules a rendered page runs once the visitor starts using it: React's app and its toasts. */
const APP_MODULES = ['src/client/app.tsx', 'src/client/before-react/overlays.tsx'];
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
 * `<link rel="prefetch">` for the code a server-rendered page needs once the visitor starts using
 * it (decision 0089): the app, the page's own module (`pageModule`, as the page registry names it)
 * and the toasts, minus the first script's. In a template, so nothing is fetched while the page
 * loads: the first script adds them once it has (before-react/prefetch.ts), and the browser fetches
 * them at its lowest priority into its cache. Nothing runs until the visitor's first click, so the
 * page answers scrolling and the first script's taps without React's long tasks in the way.
 */
export function prefetchTags(manifest: Manifest | null, pageModule: string | undefined): string {
  if (!manifest) return '';
  const loaded = new Set(chunkFiles(manifest, [FIRST_SCRIPT]));
  const wanted = chunkFiles(manifest, [...APP_MODULES, ...(pageModule ? [pageModule] : [])]);
  const links = wanted
    .filter((file) => !loaded.has(file) && file.endsWith('.js'))
    .map((file) => `<link rel="prefetch" href="/${file}">`)
    .join('');
  return `<template id="${PAGE_ELEMENT_IDS.appCode}">${links}</template>`;
}
