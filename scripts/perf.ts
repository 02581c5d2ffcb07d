/**
 * `npm run perf`: what a person feels on a first visit to each public page, in the system Chromium.
 * Four sections (all by default; `--sections budget,pages,visits,lighthouse` picks some):
 *
 * - budget: the JavaScript each public page loads (the first script and the page's own chunks, as
 *   the server preloads them), brotli bytes from the build; over its budget exits 1 (decision 0096).
 * - pages: every public page and /login opened twice in a fresh browser profile (cold cache) on an
 *   emulated mid-range phone (Lighthouse's mobile settings: 412x823, 4x CPU slowdown, 150 ms RTT,
 *   1.6 Mbit/s), and the page's commonest first action tapped: once at the load event, once 3 s after
 *   it. The first tap's time runs from the finger down (the page's own pointerdown timestamp) until its
 *   result shows (toast and cart count, phone menu open, tab changed, password shown). It prints per
 *   page: the bytes downloaded before the tap at load was answered (all, and JavaScript), both tap
 *   times, and LCP, CLS and TBT (before the 3 s tap, from the browser's Performance APIs), with a
 *   score computed like Lighthouse's.
 * - visits: the scripted visits of scripts/visits.ts (three phone visits on the same emulated phone,
 *   the owner's on an unthrottled 1280 px laptop), each run `--visit-runs` times (3): every
 *   interaction recorded with the Event Timing API (`PerformanceObserver` type `event`, grouped by
 *   `interactionId`), printing each run's INP (its worst interaction) and the list.
 * - lighthouse: Lighthouse itself (a dev dependency driving the system Chromium) scores / and /menu.
 *
 * Exits 1 over any goal (docs/design.md §7, issues 25 and 35): a public page's JavaScript over its
 * budget; a tap 3 s after load answered within 200 ms, a tap at load within 1 s, no tap lost; LCP
 * ≤ 2.5 s, CLS ≤ 0.05, TBT ≤ 200 ms; every visit's INP ≤ 200 ms on the phone, ≤ 100 ms on the laptop;
 * Lighthouse mobile ≥ 95 on / and /menu.
 *
 * Usage: npm run build && npm run perf [-- --url http://127.0.0.1:5000] [--routes /,/about]
 *        [--sections budget,visits] [--visit-runs 3] [--visit 'laptop'] (the visits whose name has it)
 *
 * This file reads the options and runs the sections; each section is a module of scripts/perf/.
 */
import { chromium } from '@playwright/test';
import { PUBLIC_PAGES } from '../src/common/seo.ts';
import { startApp } from './perf/app.ts';
import { checkBudgets } from './perf/budget.ts';
import { GOALS } from './perf/goals.ts';
import { LIGHTHOUSE_ROUTES, lighthouseScore } from './perf/lighthouse.ts';
import { measurePages } from './perf/pages.ts';
import { measureVisits } from './perf/visits.ts';

const args = process.argv.slice(2);
const argValue = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const routes = argValue('--routes')?.split(',') ?? [...PUBLIC_PAGES.map((p) => p.path), '/login'];
const SECTIONS = ['budget', 'pages', 'visits', 'lighthouse'] as const;
const sections = new Set(argValue('--sections')?.split(',') ?? SECTIONS);
const visitRuns = Number(argValue('--visit-runs') ?? 3);

async function main() {
  const missed: string[] = [];
  if (sections.has('budget')) checkBudgets(routes, missed);
  const needsBrowser = ['pages', 'visits', 'lighthouse'].some((name) => sections.has(name));
  if (needsBrowser) {
    const given = argValue('--url');
    const app = given ? { baseUrl: given.replace(/\/$/, ''), stop: async () => {} } : await startApp();
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    });
    try {
      if (sections.has('pages')) await measurePages(app.baseUrl, browser, routes, missed);
      if (sections.has('visits'))
        await measureVisits(app.baseUrl, browser, visitRuns, argValue('--visit'), missed);
      if (sections.has('lighthouse'))
        for (const route of LIGHTHOUSE_ROUTES.filter((r) => routes.includes(r))) {
          const score = await lighthouseScore(app.baseUrl, route);
          if (score < GOALS.lighthouse)
            missed.push(`${route}: Lighthouse ${score} (goal ≥ ${GOALS.lighthouse})`);
        }
    } finally {
      await browser.close();
      await app.stop();
    }
  }
  if (missed.length > 0) {
    console.log(`\nOver goal (${missed.length}):`);
    for (const text of missed) console.log(`  ${text}`);
    process.exitCode = 1;
  } else console.log('\nEvery page meets every goal.');
}

await main();
