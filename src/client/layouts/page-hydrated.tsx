import { useEffect } from 'react';

let waiting: (() => void) | undefined;

/**
 * Runs `run` once React has hydrated the page region of a server-rendered page (SiteLayout's
 * `<main>`, a Suspense boundary of its own that React may hydrate after the header and the root).
 * Only then do its fields belong to React: text typed before is handed over then (main.tsx).
 */
export function whenPageHydrated(run: () => void): void {
  waiting = run;
}

/** Rendered last in the page region: its effect runs once that region has hydrated. */
export function PageHydrated() {
  useEffect(() => {
    const run = waiting;
    waiting = undefined;
    run?.();
  }, []);
  return null;
}
