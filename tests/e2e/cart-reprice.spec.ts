import { DEMO_ADMIN, expect, test } from './fixtures.ts';

test.use({ viewport: { width: 375, height: 800 } });

const money = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

test("a visitor's saved cart after a price change shows the new price once, and its sums add up", async ({
  page,
  browser,
  axe,
}, testInfo) => {
  const menu = (await (await page.request.get('/api/menu-items')).json()) as {
    id: number;
    name: string;
    category: string;
  }[];
  const garden = menu.find((i) => i.name === 'Garden Salad')!;

  // Last week's visit: two full pans of Garden Salad at $90, kept in the browser.
  await page.goto('/about');
  await page.evaluate((dish) => {
    localStorage.setItem(
      'catering.cart.v1',
      JSON.stringify([
        {
          id: `${dish.id}:full`,
          menuItemId: dish.id,
          name: 'Garden Salad (Full Pan)',
          price: 90,
          category: dish.category,
          quantity: 2,
          panSize: 'Full Pan',
          servingSize: 'Full pan serves 20-25',
          prepTime: '10 minutes',
          minOrder: 1,
          dietary: [],
          isMarketPrice: false,
        },
      ]),
    );
  }, garden);

  // Since then the owner raised the full pan to $95.
  const admin = await browser.newContext({ baseURL: new URL(page.url()).origin });
  expect((await admin.request.post('/api/login', { data: DEMO_ADMIN })).ok()).toBe(true);
  const raised = await admin.request.patch(`/api/menu-items/${garden.id}`, {
    data: { prices: { halfPanCents: 6000, fullPanCents: 9500 } },
  });
  expect(raised.ok(), await raised.text()).toBe(true);
  await admin.close();

  await page.goto('/menu?tab=cart');
  const notice = page.getByTestId('cart-price-notice');
  await expect(notice).toContainText('Garden Salad is now $95.00 a full pan');
  await expect(page.getByText('$95.00 each')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText('$190.00');
  await expect(page.getByText('Total (before tax)')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('cart-375.png'), fullPage: true });
  await axe(page);

  // Said once: shown again, the cart has the new price and no notice.
  await page.reload();
  await expect(page.getByTestId('cart-total')).toHaveText('$190.00');
  await expect(page.getByText('$95.00 each')).toBeVisible();
  await expect(notice).toHaveCount(0);

  // Checkout's summary: the line, then subtotal + tax = total, all the server's.
  await page.goto('/checkout');
  await expect(page.getByText('2 × Garden Salad (Full Pan)')).toBeVisible();
  const part = async (id: string) => money(await page.getByTestId(id).textContent());
  await expect(page.getByTestId('order-total')).toBeVisible();
  expect(await part('bill-subtotal')).toBe(19_000);
  // Pickup, the first choice: 8% tax on $190.00.
  expect(await part('bill-tax')).toBe(1_520);
  expect(await part('order-total')).toBe(19_000 + 1_520);
  await page.screenshot({ path: testInfo.outputPath('checkout-375.png'), fullPage: true });
});
