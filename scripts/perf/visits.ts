/**
 * The visits section: the scripted visits of scripts/visits.ts, each run several times, every
 * interaction recorded with the Event Timing API and each run's INP (its worst interaction).
 */
import type { chromium } from '@playwright/test';
import { requestProposal, type Visit as ScriptedVisit, VISITS } from '../visits.ts';
import { GOALS } from './goals.ts';
import { throttle } from './phone.ts';
import { ms } from './report.ts';

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
export async function measureVisits(
  baseUrl: string,
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  visitRuns: number,
  /** Only the visits whose name has it (`--visit`). */
  only: string | undefined,
  missed: string[],
): Promise<void> {
  const request = await (await import('@playwright/test')).request.newContext({ baseURL: baseUrl });
  const proposal = await requestProposal(request);
  await request.dispose();
  console.log('\nVisits (Event Timing; INP is the worst interaction of a run):');
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
