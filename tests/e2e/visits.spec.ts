import { requestProposal, VISITS } from '../../scripts/visits.ts';
import { expect, test } from './fixtures.ts';

/**
 * The visits `npm run perf` times (issue 35 §1), run as journeys: every step's tap or typing does what
 * a person expects and shows its result. Only that is checked here; the times are perf's, never a test's.
 */
test.describe('the scripted visits of npm run perf', () => {
  for (const visit of VISITS) {
    test(visit.name, async ({ browser, app, playwright }) => {
      const api = await playwright.request.newContext({ baseURL: app.baseURL });
      const proposal = await requestProposal(api);
      await api.dispose();
      const context = await browser.newContext({
        baseURL: app.baseURL,
        ...(visit.device === 'phone'
          ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
          : { viewport: { width: 1280, height: 800 } }),
      });
      if (visit.user) {
        const login = await context.request.post('/api/login', { data: visit.user });
        expect(login.ok()).toBe(true);
      }
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(visit.path);
      for (const step of visit.steps) {
        await test.step(step.name, () => step.act(page, proposal));
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
