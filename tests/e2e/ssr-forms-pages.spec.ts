import { DEMO_ADMIN, expect, signInThroughForm, test } from './fixtures.ts';

/**
 * /gallery, /quote and /login are rendered on the server (decision 0022): a visitor reads them with
 * the 3 KB first script only, React takes over on the first interaction without a hydration
 * mismatch, and a signed-in user still gets the portal frame (or, on /login, the dashboard).
 */
test.describe('server-rendered gallery, quote and sign-in pages', () => {
  for (const path of ['/gallery', '/quote', '/login']) {
    test(`${path} arrives rendered, loads React on the first interaction, and hydrates cleanly`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The server's HTML is the page: its heading is there before any React code ran.
      await expect(page.locator('#root h1, #root h2').first()).toBeVisible();
      expect(scripts).toHaveLength(1);
      const isHydrated = () =>
        page.evaluate(() =>
          Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer$')),
        );
      expect(await isHydrated()).toBe(false);

      await page.locator('#root h1, #root h2').first().click();
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
