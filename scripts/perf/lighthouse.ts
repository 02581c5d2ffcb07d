/** The lighthouse section: Lighthouse itself (a dev dependency driving the system Chromium) scores / and /menu. */

/** Pages Lighthouse scores. */
export const LIGHTHOUSE_ROUTES = ['/', '/menu'];

/**
 * Lighthouse's score of one page. A run Lighthouse itself could not finish (a trace error such as
 * NO_NAVSTART: no measurement at all) is run again, once; a page that scores low is not.
 */
export async function lighthouseScore(baseUrl: string, route: string): Promise<number> {
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
