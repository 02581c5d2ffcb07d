import { expect, test } from './fixtures.ts';

test.describe('the demo sign-in shortcuts', () => {
  for (const width of [1280, 1920]) {
    test(`at ${width} px the header says its shortcuts are demo sign-ins`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByText('Demo sign-in', { exact: true }).filter({ visible: true })).toHaveCount(
        1,
      );
      await expect(header.getByRole('button', { name: 'Client Portal (demo sign-in)' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Admin (demo sign-in)' })).toBeVisible();
    });
  }

  test('on a phone the menu says it too, and the shortcut signs in to the demo client', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByText('Demo sign-in', { exact: true })).toBeVisible();
    await drawer.getByRole('button', { name: 'Client Portal (demo sign-in)' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

// The journeys' app runs in demo mode; this one shows a page as the app outside demo mode serves it
// (app-info's demoMode false, in the page's embedded data and from the API). /signup is drawn by the
// browser, so the header comes from that data alone.
test.describe('outside demo mode', () => {
  test.beforeEach(async ({ page }) => {
    const notDemo = (body: string) => body.replaceAll('"demoMode":true', '"demoMode":false');
    await page.route('**/signup', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: notDemo(await response.text()) });
    });
    await page.route('**/api/app-info', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: notDemo(await response.text()) });
    });
  });

  test('the header’s Client Portal and Admin are links to the sign-in page, with no demo caption', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/signup');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('href', '/login');
    await expect(header.getByText('Demo sign-in')).toHaveCount(0);
    await expect(header.getByRole('button', { name: /demo sign-in/ })).toHaveCount(0);
    await header.getByRole('link', { name: 'Client Portal', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  });

  test('on a phone the menu’s shortcuts lead to the sign-in page too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByText('Demo sign-in')).toHaveCount(0);
    await drawer.getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
