import { expect, holdReact, test } from './fixtures.ts';

// Issue 30 §3: what a phone camera opens from a discount QR code (decision 0058).
test.describe('a scanned discount link', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens the menu and fills the cart with its code, applied to the cart total', async ({ page }) => {
    // React's code held back: the link's code is kept by the first script at once, as on a phone
    // where the visitor moves on before React has run; the dishes are added on the next page.
    const releaseReact = await holdReact(page);
    await page.goto('/menu?code=10PERCENT', { waitUntil: 'domcontentloaded' });
    await page.goto('/menu', { waitUntil: 'domcontentloaded' });
    releaseReact();
    const mac = page.getByRole('article', { name: 'Baked Macaroni & Cheese' });
    for (let i = 0; i < 3; i++) await mac.getByRole('button', { name: /Full Pan/ }).click();
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await page.goto('/menu?tab=cart');
    await expect(page.getByLabel('Discount code')).toHaveValue('10PERCENT');
    await expect(page.getByRole('status').filter({ hasText: '10PERCENT applied' })).toBeVisible();
    await expect(page.getByTestId('cart-discounted-total')).toHaveText('$270.00 (you save $30.00)');
  });
});
