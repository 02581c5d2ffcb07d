import { DEMO_ADMIN, expect, signInThroughForm, test } from './fixtures.ts';

/**
 * /gallery, /quote and /login are rendered on the server (decision 0022): a visitor reads them with
 * the small first script only, React takes over once the page has loaded (decision 0051) without a
 * hydration mismatch, and a signed-in user still gets the portal frame (or, on /login, the dashboard).
 */
test.describe('server-rendered gallery, quote and sign-in pages', () => {
  for (const path of ['/gallery', '/quote', '/login']) {
    test(`${path} arrives rendered, React takes over once it has loaded, and hydrates cleanly`, async ({
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
      await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path);
      await expect(page.locator('#root h1, #root h2').first()).toBeVisible();
      const isHydrated = () =>
        page.evaluate(() =>
          Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer$')),
        );
      expect(await isHydrated()).toBe(false);

      // Nobody touches the page: React takes it over on its own.
      releaseReact();
      await expect.poll(isHydrated).toBe(true);
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
