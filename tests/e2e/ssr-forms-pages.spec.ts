import { DEMO_ADMIN, expect, isHydrated, letReactTakeOver, signInThroughForm, test } from './fixtures.ts';

/**
 * /gallery, /quote and /login are rendered on the server (decision 0022): a visitor reads them
 * before any of React's code has run; React's code is preloaded with the page and hydrates it as
 * soon as it has arrived (decision 0096), without a hydration mismatch; a signed-in user still gets
 * the portal frame (or, on /login, the dashboard).
 */
test.describe('server-rendered gallery, quote and sign-in pages', () => {
  for (const path of ['/gallery', '/quote', '/login']) {
    test(`${path} arrives rendered, preloads React's code with the page and hydrates cleanly once it arrives`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      // React's code is held back: what shows is the server's HTML alone.
      let releaseReact = () => {};
      const held = new Promise<void>((resolve) => {
        releaseReact = resolve;
      });
      let appCodeAsked = false;
      await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
        appCodeAsked = true;
        await held;
        await route.continue();
      });
      // The page preloads the held chunk, so its load event waits for it too.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('#root h1, #root h2').first()).toBeVisible();
      // Asked for with the page (preloaded), not at a first touch.
      await expect.poll(() => appCodeAsked).toBe(true);
      expect(await isHydrated(page)).toBe(false);
      releaseReact();
      // Nobody touches the page: React takes it over on its own once its code has arrived.
      await letReactTakeOver(page);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }

  test('a signed-in admin gets the portal frame on /gallery and is sent on from /login', async ({ page }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/gallery');
    // The admin's own list and tools, not the visitors' page the server keeps.
    await expect(page.getByRole('navigation', { name: 'Portal' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Photo Management' })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
