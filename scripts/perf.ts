/**
 * `npm run perf`: what a first visit to each public page costs, in the system Chromium.
 *
 * For every public route, in a fresh browser profile (cold cache) on an emulated mid-range phone
 * (Lighthouse's mobile settings: 412x823, 4x CPU slowdown, 150 ms RTT, 1.6 Mbit/s), it prints the
 * JavaScript transferred (compressed bytes on the wire) and uncompressed, the whole transfer, and
 * what the same scripts weigh with gzip (bodies only), and
 * the Core Web Vitals measured with the browser's Performance APIs: FCP, LCP (and which element it
 * was), CLS and TBT, with a score computed like Lighthouse's performance score.
 *
 * Then Lighthouse itself (a dev dependency; it drives the system Chromium, downloads nothing) scores /
 * and /menu (whichever of them are measured).
 * Fails (exit 1) when the first visit to any measured page downloads more compressed JavaScript than
 * its budget: 100 KB for /, 120 KB for every other page (docs/decisions/0022).
 *
 * Usage: npm run build && npm run perf [-- --url http://127.0.0.1:5000] [--desktop] [--routes /,/about]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type CDPSession, chromium } from '@playwright/test';
import { PUBLIC_PAGES } from '../src/common/seo.ts';
import { lighthouseLikeScore, type Vitals } from './perf-score.ts';

/** The budgets of a first visit's compressed JavaScript (docs/design.md §7). */
const HOME_JS_BUDGET_BYTES = 100 * 1024;
const PAGE_JS_BUDGET_BYTES = 120 * 1024;
const budgetFor = (route: string) => (route === '/' ? HOME_JS_BUDGET_BYTES : PAGE_JS_BUDGET_BYTES);
/** Pages Lighthouse scores (its goal: 95 or more on both). */
const LIGHTHOUSE_ROUTES = ['/', '/menu'];
const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const argValue = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const isDesktop = args.includes('--desktop');
const routes = argValue('--routes')?.split(',') ?? [...PUBLIC_PAGES.map((p) => p.path), '/login'];

type Measurement = Vitals & {
  route: string;
  jsBytes: number;
  jsRawBytes: number;
  jsFiles: number;
  jsGzipBytes: number;
  totalBytes: number;
  encodings: string[];
  lcpElement: string;
  /** Phone only: from the tap on 'Open menu' until the menu shows (React loads on that tap). */
  firstTapMs: number | null;
  /** Script files the first tap loaded. */
  tapFiles: number;
};

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
  const deadline = Date.now() + 60_000;
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

/** Collects paint, LCP, layout-shift and long-task entries from the very start of the page. */
const OBSERVERS = `
  window.__perf = { lcp: [], cls: 0, longTasks: [] };
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

async function throttle(cdp: CDPSession) {
  if (isDesktop) return;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

async function measure(baseUrl: string, route: string, browser: Awaited<ReturnType<typeof chromium.launch>>) {
  const context = await browser.newContext(
    isDesktop
      ? { viewport: { width: 1350, height: 940 } }
      : { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  );
  const page = await context.newPage();
  await page.addInitScript(OBSERVERS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await throttle(cdp);
  const requests = new Map<string, { type: string; url: string }>();
  const result = { jsBytes: 0, jsRawBytes: 0, jsFiles: 0, totalBytes: 0, encodings: new Set<string>() };
  const scriptUrls: string[] = [];
  const encodingOf = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (e) =>
    requests.set(e.requestId, { type: e.type ?? 'Other', url: e.request.url }),
  );
  cdp.on('Network.responseReceived', (e) => {
    const encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'];
    encodingOf.set(e.requestId, encoding ?? 'identity');
    if (e.type) requests.set(e.requestId, { type: e.type, url: e.response.url });
  });
  cdp.on('Network.dataReceived', (e) => {
    if (requests.get(e.requestId)?.type === 'Script') result.jsRawBytes += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const request = requests.get(e.requestId);
    result.totalBytes += e.encodedDataLength;
    if (request?.type === 'Script') {
      scriptUrls.push(request.url);
      result.jsBytes += e.encodedDataLength;
      result.jsFiles += 1;
      result.encodings.add(encodingOf.get(e.requestId) ?? 'identity');
    }
  });

  await page.goto(baseUrl + route, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  // LCP is final at the first input; give late paints and long tasks a moment, then stop them.
  await page.waitForTimeout(2500);
  // What the visit downloaded without any input: the click below (which ends LCP) is an interaction,
  // and what it makes the page load is not part of a first visit.
  const untouched = { ...result, encodings: new Set(result.encodings) };
  const untouchedScripts = [...scriptUrls];
  const perf = await page.evaluate(() => {
    const w = window as unknown as {
      __perf: {
        lcp: { time: number; size: number; name: string }[];
        cls: number;
        longTasks: { start: number; duration: number }[];
      };
    };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return { ...w.__perf, fcp, loadEnd: nav?.loadEventEnd ?? 0 };
  });
  // The first tap: on a rendered page React loads then (decision 0022); the phone header's menu
  // button is on every public page. Time from the tap until its menu shows, and the files it loaded.
  let firstTapMs: number | null = null;
  const filesBeforeTap = result.jsFiles;
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (!isDesktop && (await menuButton.isVisible())) {
    const tappedAt = Date.now();
    await menuButton.tap();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'visible', timeout: 60_000 });
    firstTapMs = Date.now() - tappedAt;
  }
  const tapFiles = result.jsFiles - filesBeforeTap;
  await context.close();
  const gzipSizes = await Promise.all(untouchedScripts.map(gzipSize));
  const lcp = perf.lcp.at(-1);
  // TBT: blocking time (beyond 50 ms) of long tasks after the first contentful paint.
  const tbt = perf.longTasks
    .filter((t) => t.start + t.duration > perf.fcp)
    .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  return {
    route,
    ...untouched,
    jsGzipBytes: gzipSizes.reduce((sum, size) => sum + size, 0),
    encodings: [...untouched.encodings],
    fcp: perf.fcp,
    lcp: lcp?.time ?? 0,
    lcpElement: lcp?.name ?? '(none)',
    cls: perf.cls,
    tbt,
    firstTapMs,
    tapFiles,
  } satisfies Measurement;
}

/** Lighthouse's own performance run of one page (mobile preset) in the system Chromium. */
async function runLighthouse(baseUrl: string, route: string): Promise<void> {
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
    if (result.lhr.runtimeError)
      console.log(
        `\nLighthouse could not measure ${route}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
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
  } finally {
    chrome.kill();
  }
}

/** Body bytes of a response sent with gzip (what a client without brotli downloads). */
function gzipSize(url: string): Promise<number> {
  return new Promise((resolve) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
        });
        res.on('end', () => resolve(size));
      })
      .on('error', () => resolve(0));
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

async function main() {
  const given = argValue('--url');
  const app = given ? { baseUrl: given.replace(/\/$/, ''), stop: async () => {} } : await startApp();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    console.log(
      `Measuring ${app.baseUrl} as a first visit on ${isDesktop ? 'a desktop' : 'an emulated mid-range phone (slow 4G, 4x CPU)'}\n`,
    );
    const rows: Measurement[] = [];
    for (const route of routes) {
      // Warm the server's page cache so the numbers are the browser's, not the first render's.
      await fetch(app.baseUrl + route).catch(() => {});
      rows.push(await measure(app.baseUrl, route, browser));
    }
    console.log('');
    console.table(
      rows.map((r) => ({
        route: r.route,
        'JS (wire)': kb(r.jsBytes),
        'JS (raw)': kb(r.jsRawBytes),
        'JS (gzip)': kb(r.jsGzipBytes),
        'JS files': r.jsFiles,
        encoding: r.encodings.join('+'),
        'all bytes': kb(r.totalBytes),
        FCP: ms(r.fcp),
        LCP: ms(r.lcp),
        CLS: r.cls.toFixed(3),
        TBT: ms(r.tbt),
        score: lighthouseLikeScore(r),
        'first tap': r.firstTapMs === null ? '-' : `${ms(r.firstTapMs)} (${r.tapFiles} files)`,
      })),
    );
    for (const route of LIGHTHOUSE_ROUTES.filter((r) => routes.includes(r)))
      await runLighthouse(app.baseUrl, route);
    console.log('\nLCP elements:');
    for (const r of rows) console.log(`  ${r.route.padEnd(12)} ${r.lcpElement}`);
    console.log('\nBudgets (compressed JavaScript of a first visit):');
    const over = rows.filter((r) => r.jsBytes > budgetFor(r.route));
    for (const r of rows) {
      const verdict = r.jsBytes > budgetFor(r.route) ? 'OVER BUDGET' : 'within budget';
      console.log(
        `  ${r.route.padEnd(12)} ${kb(r.jsBytes).padStart(9)} of ${kb(budgetFor(r.route))}: ${verdict}`,
      );
    }
    if (over.length > 0) {
      console.log(`\n${over.length} page(s) over budget: ${over.map((r) => r.route).join(', ')}.`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
