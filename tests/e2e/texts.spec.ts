import { DEMO_ADMIN, expect, signInThroughForm, test, unique } from './fixtures.ts';

test.use({ viewport: { width: 375, height: 800 } });

/**
 * Issue 40 §1: a client opts in to texts at checkout on a phone; the owner confirms the order and
 * finds the text, to the number in E.164, in the Texts tab of /automations (the simulated gateway).
 */
test('a client opts in to texts at checkout, and the owner sees the confirmation text', async ({
  page,
  browser,
}, testInfo) => {
  const menu = (await (await page.request.get('/api/menu-items')).json()) as {
    id: number;
    name: string;
    category: string;
  }[];
  const caesar = menu.find((i) => i.name === 'Classic Caesar Salad')!;
  await page.goto('/about');
  await page.evaluate((dish) => {
    localStorage.setItem(
      'catering.cart.v1',
      JSON.stringify([
        {
          id: `${dish.id}:half`,
          menuItemId: dish.id,
          name: 'Classic Caesar Salad (Half Pan)',
          price: 60,
          category: dish.category,
          quantity: 2,
          panSize: 'Half Pan',
          servingSize: '',
          prepTime: '',
          minOrder: 1,
          dietary: [],
          isMarketPrice: false,
        },
      ]),
    );
  }, caesar);

  await page.goto('/checkout');
  const consent = page.getByRole('checkbox', { name: 'Text me updates about this order' });
  // No number, no texts: the box waits for the phone.
  await expect(consent).toBeDisabled();
  await page.getByLabel('First name').fill('Tess');
  await page.getByLabel('Last name').fill('Texter');
  await page.getByLabel('Email').fill(`${unique('texter')}@example.com`);
  await page.getByLabel('Phone').fill('(215) 555-0177');
  await expect(consent).toBeEnabled();
  await consent.check();
  await expect(page.getByText(/Reply STOP to stop/)).toBeVisible();
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Event date').fill(nextWeek);
  await page.screenshot({ path: testInfo.outputPath('checkout-consent-375.png'), fullPage: true });
  await page.getByRole('button', { name: 'Place Order' }).click();
  const confirmation = page.getByRole('region', { name: /^Thank you! Order ORD-\d+ received$/ });
  await expect(confirmation).toBeVisible();
  const orderNumber = /ORD-\d+/.exec((await confirmation.getByRole('heading').textContent()) ?? '')![0];

  // The owner confirms it (on a desktop) and opens the Texts tab.
  const owner = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: { width: 1280, height: 900 },
  });
  const ownerPage = await owner.newPage();
  await signInThroughForm(ownerPage, DEMO_ADMIN.username, DEMO_ADMIN.password);
  const orders = (await (await ownerPage.request.get('/api/orders')).json()) as {
    orders: { id: number; orderNumber: string }[];
  };
  const order = orders.orders.find((o) => o.orderNumber === orderNumber)!;
  const confirmed = await ownerPage.request.patch(`/api/orders/${order.id}/status`, {
    data: { status: 'confirmed' },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);

  await ownerPage.goto('/automations');
  await ownerPage.getByRole('tab', { name: 'Texts' }).click();
  const row = ownerPage.getByRole('row').filter({ hasText: `your order ${orderNumber} is confirmed` });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: '+12155550177' })).toBeVisible();
  // Sent at once in the day; held until 8 AM (and listed with its send time) in quiet hours.
  await expect(row.getByText(/^(sent|scheduled)$/)).toBeVisible();
  await ownerPage.screenshot({ path: testInfo.outputPath('texts-tab-1280.png'), fullPage: true });
  await owner.close();
});
