import { DEMO_ADMIN, DEMO_CLIENT, expect, signInThroughForm, test } from './fixtures.ts';

test.use({ viewport: { width: 375, height: 800 } });

test('a client orders again from My Orders and is told which dish is no longer on the menu', async ({
  page,
  browser,
  axe,
}, testInfo) => {
  await signInThroughForm(page, DEMO_CLIENT.username, DEMO_CLIENT.password);
  // The client's earlier order (the checkout journey covers the form), placed in the signed-in session.
  const menu = (await (await page.request.get('/api/menu-items')).json()) as { id: number; name: string }[];
  const caesar = menu.find((i) => i.name === 'Classic Caesar Salad')!;
  const garden = menu.find((i) => i.name === 'Garden Salad')!;
  const eventDate = new Date(Date.now() + 6 * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/New_York',
  });
  const placed = await page.request.post('/api/orders', {
    data: {
      firstName: 'Casey',
      lastName: 'Client',
      email: 'client@example.com',
      phone: '215-555-0166',
      eventDate,
      fulfilment: 'pickup',
      timeWindow: '12:00-14:00',
      items: [
        { menuItemId: caesar.id, panSize: 'half', quantity: 2 },
        { menuItemId: garden.id, panSize: 'half', quantity: 1 },
      ],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderNumber } = (await placed.json()) as { orderNumber: string };

  // The business has since taken the Garden Salad off the menu.
  const admin = await browser.newContext({ baseURL: page.url().replace(/\/dashboard$/, '') });
  expect((await admin.request.post('/api/login', { data: DEMO_ADMIN })).ok()).toBe(true);
  const hidden = await admin.request.patch(`/api/menu-items/${garden.id}`, { data: { isActive: false } });
  expect(hidden.ok(), await hidden.text()).toBe(true);
  await admin.close();

  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await page.getByRole('button', { name: `Order ${orderNumber} again` }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('Garden Salad is no longer on the menu and was left out.')).toBeVisible();
  await expect(page.getByText('Classic Caesar Salad (Half Pan)').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('checkout-375.png'), fullPage: true });
  await axe(page);
});
