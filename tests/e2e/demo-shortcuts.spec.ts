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
