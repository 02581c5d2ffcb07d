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
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type CDPSession, chromium, type Locator, type Page } from '@playwright/test';
import { pageForPath } from '../src/common/pages/index.ts';
import { PUBLIC_PAGES } from '../src/common/seo.ts';
import { pageScripts, readManifest } from '../src/server/platform/page-preload.ts';
import { lighthouseLikeScore, type Vitals } from './perf-score.ts';
import { requestProposal, type Visit as ScriptedVisit, VISITS } from './visits.ts';

/** The goals (docs/design.md §7). */
const GOALS = {
  tapAt3sMs: 200,
  tapAtLoadMs: 1000,
  lcpMs: 2500,
  cls: 0.05,
  tbtMs: 200,
  lighthouse: 95,
  inpPhoneMs: 200,
  inpLaptopMs: 100,
};

/**
 * Each public page's JavaScript budget, brotli KB (decision 0096): what the page reached when the
 * first script's copies of React's behaviours were retired and Mantine was split by use, rounded
 * up. The issue's aim for /menu is about 110 KB; the decision record says what would close the gap.
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
/** Pages Lighthouse scores. */
const LIGHTHOUSE_ROUTES = ['/', '/menu'];
/** How long after the load event the second visit taps. */
const LATE_TAP_MS = 3000;
const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const argValue = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const routes = argValue('--routes')?.split(',') ?? [...PUBLIC_PAGES.map((p) => p.path), '/login'];
const SECTIONS = ['budget', 'pages', 'visits', 'lighthouse'] as const;
const sections = new Set(argValue('--sections')?.split(',') ?? SECTIONS);
const visitRuns = Number(argValue('--visit-runs') ?? 3);

/**
 * Each page's commonest first action: what to tap, and whether its result shows. The result names
 * the element tapped, so a tap replayed on another element does not count.
 */
type FirstTap = {
  name: string;
  target: (page: Page) => Locator;
  /**
   * Runs in the page, passed as a function (the pages' CSP forbids evaluating strings): the page's
   * own time once the result shows, else false.
   */
  answered: (arg?: string) => number | false;
  /** What `answered` is given in the page. */
  arg?: string;
};

const OPEN_MENU: FirstTap = {
  name: 'Open menu',
  target: (page) => page.getByRole('button', { name: 'Open menu' }),
  answered: () =>
    document.querySelector('[role="dialog"][aria-label="Menu"]:not([hidden]) nav a') !== null &&
    performance.now(),
};

/** A tab chosen: the tab named `name` is the selected one (the name reaches the page as `arg`). */
const tabTap = (name: string): FirstTap => ({
  name: `${name} tab`,
  target: (page) => page.getByRole('tab', { name }),
  arg: name,
  answered: (tabName) =>
    [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].some((tab) =>
      tab.textContent?.includes(tabName ?? ''),
    ) && performance.now(),
});

/** Each page's first taps worth timing (the phone menu unless named): each is a visit of its own. */
const FIRST_TAPS: Record<string, FirstTap[]> = {
  '/menu': [
    {
      name: 'first Half Pan',
      target: (page) => page.getByRole('button', { name: /^Half Pan/ }).first(),
      // The toast, and the header's count of exactly one item (not two, not another dish's).
      answered: () =>
        [...document.querySelectorAll('.mantine-Notification-title')].some(
          (title) => title.textContent === 'Added to Cart',
        ) &&
        document.querySelector('a[aria-label="Cart, 1 item"]') !== null &&
        performance.now(),
    },
    tabTap('Packages'),
  ],
  '/services': [tabTap('Menu Options')],
  '/login': [
    {
      name: 'password eye',
      target: (page) => page.getByRole('button', { name: 'Show or hide password' }),
      answered: () =>
        document.querySelector<HTMLInputElement>('input[autocomplete="current-password"]')?.type === 'text' &&
        performance.now(),
    },
  ],
};

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

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts the built app on a scratch database, as `npm start` would. */
async function startApp(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  if (!fs.existsSync(path.join(root, 'dist/client/index.html'))) {
    console.error('No build found: run `npm run build` first.');
    process.exit(2);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-perf-'));
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  // Up to three minutes: a loaded machine takes a while to migrate and seed a new database.
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/app-info`)).ok) break;
    } catch {
      // still starting
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the app did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

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

async function throttle(cdp: CDPSession) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

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

/**
 * Lighthouse's score of one page. A run Lighthouse itself could not finish (a trace error such as
 * NO_NAVSTART: no measurement at all) is run again, once; a page that scores low is not.
 */
async function lighthouseScore(baseUrl: string, route: string): Promise<number> {
  const first = await runLighthouse(baseUrl, route);
  if (first !== null) return first;
  console.log(`  running Lighthouse again for ${route}`);
  return (await runLighthouse(baseUrl, route)) ?? 0;
}

/** Lighthouse's own performance run of one page (mobile preset) in the system Chromium; null if it could not measure. */
async function runLighthouse(baseUrl: string, route: string): Promise<number | null> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(`${baseUrl}${route}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error('Lighthouse returned no result');
    // A run Lighthouse could not finish scores 0 with every figure n/a: say why.
    if (result.lhr.runtimeError) {
      console.log(
        `\nLighthouse could not measure ${route}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
      return null;
    }
    const audit = (id: string) => result.lhr.audits[id]?.displayValue ?? 'n/a';
    const score = Math.round((result.lhr.categories.performance?.score ?? 0) * 100);
    console.log(
      `\nLighthouse ${result.lhr.lighthouseVersion} (mobile) for ${route}: performance ${score}; ` +
        `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, ` +
        `TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}, ` +
        `Speed Index ${audit('speed-index')}`,
    );
    // What blocked the main thread, so a score that moves between runs can be explained.
    const details = (id: string) =>
      (result.lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
    const work = details('mainthread-work-breakdown')
      .slice(0, 4)
      .map((item) => `${item.groupLabel} ${Math.round(Number(item.duration))} ms`);
    const longTasks = details('long-tasks')
      .slice(0, 3)
      .map((item) => `${Math.round(Number(item.duration))} ms (${String(item.url).replace(baseUrl, '')})`);
    console.log(`  main thread: ${work.join(', ')}; long tasks: ${longTasks.join(', ') || 'none'}`);
    return score;
  } finally {
    chrome.kill();
  }
}

/** A built file's size as the server sends it (its brotli copy; files under 1 KB are sent as they are). */
function brotliBytes(file: string): number {
  const built = path.join(root, 'dist/client', file);
  return fs.existsSync(`${built}.br`) ? fs.statSync(`${built}.br`).size : fs.statSync(built).size;
}

/** The budget section: each page's JavaScript from the build, against its budget. */
function checkBudgets(missed: string[]): void {
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

/** One interaction of a visit: its events' longest duration (what INP takes), its kind and target. */
type Interaction = { step: string; id: string; type: string; target: string; ms: number };

/**
 * Reports every Event Timing entry that belongs to an interaction to `__reportEvent`, from the very
 * start of every document of the visit.
 */
const EVENT_TIMING = `
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      const t = e.target;
      const target = t ? t.localName + (t.getAttribute('aria-label') ? ' "' + t.getAttribute('aria-label') + '"' : t.textContent ? ' "' + t.textContent.trim().slice(0, 30) + '"' : '') : '(gone)';
      window.__reportEvent({ id: performance.timeOrigin + ':' + e.interactionId, type: e.name, target, ms: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** One run of a scripted visit: every interaction, grouped by interactionId. */
async function runVisit(
  baseUrl: string,
  visit: ScriptedVisit,
  proposal: string,
  browser: Awaited<ReturnType<typeof chromium.launch>>,
): Promise<Interaction[]> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    ...(visit.device === 'phone'
      ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } }),
  });
  try {
    if (visit.user) {
      const login = await context.request.post('/api/login', { data: visit.user });
      if (!login.ok()) throw new Error(`${visit.user.username} could not sign in`);
    }
    const page = await context.newPage();
    const byId = new Map<string, Interaction>();
    let step = '(load)';
    await page.exposeFunction('__reportEvent', (e: Omit<Interaction, 'step'>) => {
      const known = byId.get(e.id);
      if (!known) byId.set(e.id, { ...e, step });
      else if (e.ms > known.ms) Object.assign(known, { ms: e.ms, type: e.type, target: e.target });
    });
    await page.addInitScript(EVENT_TIMING);
    if (visit.device === 'phone') {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await throttle(cdp);
    }
    await page.goto(visit.path, { waitUntil: 'load', timeout: 120_000 });
    for (const { name, act } of visit.steps) {
      step = name;
      await act(page, proposal).catch((error: unknown) => {
        throw new Error(`step "${name}": ${String(error).split('\n')[0]}`);
      });
      // Event Timing reports an interaction after its next paint: let the last one arrive.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );
    }
    await page.waitForTimeout(300);
    return [...byId.values()];
  } finally {
    await context.close();
  }
}

/** The visits section: each visit `visitRuns` times, its INP and its interactions. */
async function measureVisits(
  baseUrl: string,
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  missed: string[],
): Promise<void> {
  const request = await (await import('@playwright/test')).request.newContext({ baseURL: baseUrl });
  const proposal = await requestProposal(request);
  await request.dispose();
  console.log('\nVisits (Event Timing; INP is the worst interaction of a run):');
  const only = argValue('--visit');
  for (const visit of VISITS.filter((v) => !only || v.name.includes(only))) {
    const goal = visit.device === 'phone' ? GOALS.inpPhoneMs : GOALS.inpLaptopMs;
    const inps: number[] = [];
    for (let run = 1; run <= visitRuns; run++) {
      let interactions: Interaction[];
      try {
        interactions = await runVisit(baseUrl, visit, proposal, browser);
      } catch (error) {
        console.log(`\n${visit.name}, run ${run}: FAILED (${String(error).split('\n')[0]})`);
        missed.push(`${visit.name}, run ${run}: the visit failed`);
        continue;
      }
      const inp = Math.max(0, ...interactions.map((i) => i.ms));
      inps.push(inp);
      console.log(`\n${visit.name} (${visit.device}), run ${run}: INP ${ms(inp)} (goal ≤ ${goal} ms)`);
      for (const i of interactions)
        console.log(`  ${ms(i.ms).padStart(7)}  ${i.type.padEnd(12)} ${i.step}: ${i.target}`);
      if (inp > goal) missed.push(`${visit.name}, run ${run}: INP ${ms(inp)} (goal ≤ ${goal} ms)`);
    }
    console.log(`  => INP over ${inps.length} runs: ${inps.map(ms).join(', ')}`);
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const tapText = (value: number | null) => (value === null ? 'LOST' : ms(value));

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

async function main() {
  const missed: string[] = [];
  if (sections.has('budget')) checkBudgets(missed);
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
      if (sections.has('pages')) await measurePages(app.baseUrl, browser, missed);
      if (sections.has('visits')) await measureVisits(app.baseUrl, browser, missed);
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

/** The pages section: each page's first tap at load and at 3 s, with its vitals. */
async function measurePages(
  baseUrl: string,
  browser: Awaited<ReturnType<typeof chromium.launch>>,
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

await main();
