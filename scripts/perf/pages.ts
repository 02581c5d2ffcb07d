/**
 * The pages section: every page opened cold on the emulated phone and its first tap timed, once at
 * the load event and once 3 s after it, with the bytes it took and its LCP, CLS and TBT.
 */
import type { chromium } from '@playwright/test';
import { lighthouseLikeScore, type Vitals } from '../perf-score.ts';
import { FIRST_TAPS, type FirstTap, OPEN_MENU } from './first-taps.ts';
import { GOALS } from './goals.ts';
import { throttle } from './phone.ts';
import { kb, ms, tapText } from './report.ts';

/** How long after the load event the second visit taps. */
const LATE_TAP_MS = 3000;

type Visit = Vitals & {
  /** From the finger down until the result showed; null when it never did (a lost tap). */
  tapMs: number | null;
  /** Bytes on the wire (all, and scripts) when the tap's result showed. */
  bytes: number;
  jsBytes: number;
  jsFiles: number;
  lcpElement: string;
};

type Row = { route: string; tap: string; atLoad: Visit; late: Visit };

/**
 * Collects paint, LCP, layout-shift and long-task entries from the very start of the page, and the
 * time of the first finger down (before any of the page's own listeners see it).
 */
const OBSERVERS = `
  window.__perf = { lcp: [], cls: 0, longTasks: [], tapAt: null };
  const onTap = (e) => { if (window.__perf.tapAt === null) window.__perf.tapAt = e.timeStamp; };
  window.addEventListener('pointerdown', onTap, { capture: true });
  window.addEventListener('touchstart', onTap, { capture: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      const name = el ? el.tagName.toLowerCase() + (el.getAttribute('src') ? ' ' + el.getAttribute('src') : el.textContent ? ' "' + el.textContent.trim().slice(0, 40) + '"' : '') : '(removed)';
      window.__perf.lcp.push({ time: e.startTime, size: e.size, name });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__perf.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

type PagePerf = {
  lcp: { time: number; size: number; name: string }[];
  cls: number;
  longTasks: { start: number; duration: number }[];
  tapAt: number | null;
};

/** One cold visit: load, wait `delayMs` after the load event, tap, time the answer. */
async function visit(
  baseUrl: string,
  route: string,
  tap: FirstTap,
  delayMs: number,
  browser: Awaited<ReturnType<typeof chromium.launch>>,
): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVERS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await throttle(cdp);
    const scripts = new Set<string>();
    const wire = { bytes: 0, jsBytes: 0, jsFiles: 0 };
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') scripts.add(e.requestId);
    });
    cdp.on('Network.loadingFinished', (e) => {
      wire.bytes += e.encodedDataLength;
      if (scripts.has(e.requestId)) {
        wire.jsBytes += e.encodedDataLength;
        wire.jsFiles += 1;
      }
    });

    await page.goto(baseUrl + route, { waitUntil: 'load', timeout: 120_000 });
    if (delayMs > 0) await page.waitForTimeout(delayMs);
    // LCP, CLS and long tasks up to the tap (LCP is final at the first input).
    const before = await page.evaluate(() => {
      const perf = (window as unknown as { __perf: PagePerf }).__perf;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return { ...perf, lcp: [...perf.lcp], longTasks: [...perf.longTasks], fcp };
    });
    // The check runs in the page on every frame from before the tap, so the time is the page's own:
    // the frame that shows the result, not when this script got round to asking.
    const answered = page.waitForFunction(tap.answered, tap.arg, { polling: 'raf', timeout: 60_000 });
    answered.catch(() => {});
    await tap.target(page).tap({ timeout: 60_000 });
    let tapMs: number | null = null;
    try {
      const answeredAt = await answered;
      const tapAt = await page.evaluate(() => (window as unknown as { __perf: PagePerf }).__perf.tapAt);
      tapMs = ((await answeredAt.jsonValue()) as number) - (tapAt ?? Number.NaN);
    } catch (error) {
      // Never answered: the tap was lost (or the page broke: say how).
      console.log(
        `  ${route}, tap ${delayMs ? `${delayMs} ms after load` : 'at load'}: no answer (${String(error).split('\n')[0]})`,
      );
    }
    const lcp = before.lcp.at(-1);
    return {
      tapMs: tapMs !== null && Number.isFinite(tapMs) ? tapMs : null,
      ...wire,
      fcp: before.fcp,
      lcp: lcp?.time ?? 0,
      lcpElement: lcp?.name ?? '(none)',
      cls: before.cls,
      // Blocking time (beyond 50 ms) of long tasks after the first contentful paint.
      tbt: before.longTasks
        .filter((t) => t.start + t.duration > before.fcp)
        .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    };
  } finally {
    await context.close();
  }
}

/** Every goal a row misses, in words. */
function missedGoals(row: Row): string[] {
  const { atLoad, late } = row;
  const missed: string[] = [];
  if (atLoad.tapMs === null || atLoad.tapMs > GOALS.tapAtLoadMs)
    missed.push(`tap at load ${tapText(atLoad.tapMs)} (goal ≤ ${GOALS.tapAtLoadMs} ms)`);
  if (late.tapMs === null || late.tapMs > GOALS.tapAt3sMs)
    missed.push(`tap at 3 s ${tapText(late.tapMs)} (goal ≤ ${GOALS.tapAt3sMs} ms)`);
  if (late.lcp > GOALS.lcpMs) missed.push(`LCP ${ms(late.lcp)} (goal ≤ ${GOALS.lcpMs} ms)`);
  if (late.cls > GOALS.cls) missed.push(`CLS ${late.cls.toFixed(3)} (goal ≤ ${GOALS.cls})`);
  if (late.tbt > GOALS.tbtMs) missed.push(`TBT ${ms(late.tbt)} (goal ≤ ${GOALS.tbtMs} ms)`);
  return missed;
}

/** The pages section: each page's first tap at load and at 3 s, with its vitals. */
export async function measurePages(
  baseUrl: string,
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  routes: string[],
  missed: string[],
): Promise<void> {
  console.log(`\nMeasuring ${baseUrl}: cold visits on an emulated mid-range phone (slow 4G, 4x CPU)\n`);
  const rows: Row[] = [];
  for (const route of routes) {
    // Warm the server's page cache so the numbers are the browser's, not the first render's.
    await fetch(baseUrl + route).catch(() => {});
    for (const tap of FIRST_TAPS[route] ?? [OPEN_MENU]) {
      const atLoad = await visit(baseUrl, route, tap, 0, browser);
      const late = await visit(baseUrl, route, tap, LATE_TAP_MS, browser);
      rows.push({ route, tap: tap.name, atLoad, late });
    }
  }
  console.table(
    rows.map(({ route, tap, atLoad, late }) => ({
      route,
      'first tap': tap,
      'bytes to answer': kb(atLoad.bytes),
      'JS to answer': `${kb(atLoad.jsBytes)} (${atLoad.jsFiles} files)`,
      'tap at load': tapText(atLoad.tapMs),
      'tap at 3 s': tapText(late.tapMs),
      LCP: ms(late.lcp),
      CLS: late.cls.toFixed(3),
      TBT: ms(late.tbt),
      score: lighthouseLikeScore(late),
    })),
  );
  console.log('\nLCP elements:');
  for (const r of rows) console.log(`  ${r.route.padEnd(12)} ${r.late.lcpElement}`);
  for (const row of rows)
    for (const text of missedGoals(row)) missed.push(`${row.route} (${row.tap}): ${text}`);
}
