import type { Locator, Page } from '@playwright/test';
import { expect, test, unique } from './fixtures.ts';

/** Whether two boxes on the screen share any pixel. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

async function addCaesar(page: Page) {
  await page.goto('/menu');
  await page
    .getByRole('article', { name: 'Classic Caesar Salad' })
    .getByRole('button', { name: /Full Pan/ })
    .click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
}

test.describe('forms say why, at 375 px', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('a refused code at checkout shows its reason by the field, which gets the focus', async ({ page }) => {
    // A first order placed with this address makes FIRSTTIME refused for the next one.
    const email = `${unique('repeat')}@example.com`;
    const eventDate = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    const first = await page.request.post('/api/orders', {
      data: {
        firstName: 'Rita',
        lastName: 'Repeat',
        email,
        phone: '215-555-0100',
        eventDate,
        timeWindow: '12:00-14:00',
        items: [{ menuItemId: 1, panSize: 'full', quantity: 1 }],
      },
    });
    expect(first.status()).toBe(201);

    await addCaesar(page);
    await page.goto('/checkout');
    // The code alone passes its check (no email yet); the order with the address is refused.
    await page.getByLabel('Discount code').fill('FIRSTTIME');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('FIRSTTIME applied')).toBeVisible();
    await page.getByLabel('First name').fill('Rita');
    await page.getByLabel('Last name').fill('Repeat');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('215-555-0100');
    await page.getByLabel('Event date').fill(eventDate);
    await page.getByRole('button', { name: 'Place Order' }).click();

    const code = page.getByLabel('Discount code');
    await expect(code).toBeFocused();
    await expect(code).toHaveAccessibleDescription('This code is for your first order only.');
    await expect(page.getByText('Order Failed')).toHaveCount(0);
    // No longer applied: the total is what placing the order again costs ($90.00 and 8% sales tax).
    await expect(page.getByTestId('order-total')).toHaveText('$97.20');
  });

  test('toasts do not cover the checkout total', async ({ page }) => {
    await addCaesar(page);
    const toast = page.locator('.mantine-Notification-root');
    await expect(toast).toContainText('Added to Cart');
    // On to checkout inside the app: the menu's toast does not follow onto the page with the total.
    await page.getByRole('tab', { name: /Cart/ }).click();
    await page.getByRole('link', { name: 'Checkout Now' }).click();
    const total = page.getByTestId('order-total');
    await expect(total).toHaveText('$97.20'); // $90.00 and 8% sales tax
    if (await toast.isVisible()) expect(await overlap(toast, total)).toBe(false);

    // A refusal's toast is placed away from where the person is working: the total stays readable.
    await total.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(toast).toContainText('Missing Information');
    await expect(page.getByLabel('First name')).toBeFocused();
    await total.scrollIntoViewIfNeeded();
    expect(await overlap(toast, total)).toBe(false);
  });
});
