import { DEMO_ADMIN, expect, signInThroughForm, test, uniqueName } from './fixtures.ts';

test.use({ viewport: { width: 375, height: 800 } });

const day = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });

test("the owner reads an order's history on its card and the offer's on the settings page (issue 36 §3)", async ({
  page,
  axe,
}) => {
  await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  const menu = (await (await page.request.get('/api/menu-items')).json()) as { id: number; name: string }[];
  const caesar = menu.find((i) => i.name === 'Classic Caesar Salad')!;
  const surname = uniqueName('Ledger');
  const entered = await page.request.post('/api/admin/orders', {
    data: {
      customer: { firstName: 'Hana', lastName: surname, phone: '215-555-0177' },
      items: [{ menuItemId: caesar.id, panSize: 'half', quantity: 1 }],
      fulfilment: 'pickup',
      timeWindow: '12:00-14:00',
      eventDate: day(5),
      sendConfirmation: false,
    },
  });
  expect(entered.status(), await entered.text()).toBe(201);
  const order = (await entered.json()) as { id: number; orderNumber: string };
  const moved = await page.request.patch(`/api/orders/${order.id}/status`, { data: { status: 'confirmed' } });
  expect(moved.status(), await moved.text()).toBe(200);

  await page.goto('/orders');
  await page.getByRole('textbox', { name: 'Search' }).fill(surname);
  const card = page.getByRole('article', { name: `Order ${order.orderNumber}` });
  await card.getByRole('button', { name: `History of ${order.orderNumber}` }).click();
  const history = card.getByRole('list', { name: `History of ${order.orderNumber}` });
  const events = history.locator(':scope > li');
  await expect(events).toHaveCount(2);
  // Newest first: who moved it, and who keyed it in.
  await expect(events.nth(0)).toContainText('Status changed');
  await expect(events.nth(0)).toContainText('Morgan Hale (admin)');
  await expect(events.nth(0)).toContainText('Status: received → confirmed');
  await expect(events.nth(1)).toContainText('Order taken by phone');
  await expect(events.nth(1)).toContainText('Source: phone');

  // A payment recorded on this card shows in its open history, its amount as money.
  await card.getByRole('button', { name: `Record payment of ${order.orderNumber}` }).click();
  await page.getByRole('menuitem', { name: 'Check' }).click();
  await expect(events).toHaveCount(3);
  await expect(events.nth(0)).toContainText('Payment recorded');
  await expect(events.nth(0)).toContainText(/Amount: \$\d+\.\d{2}/);

  // The offer's tax rate, changed and read back on the settings page's History tab.
  const read = await page.request.get('/api/settings/business');
  const { instagram: _instagram, ...identity } = (await read.json()) as {
    instagram: string;
    offer: { taxRate: number };
  };
  const saved = await page.request.put('/api/settings/business', {
    data: { ...identity, offer: { ...identity.offer, taxRate: 7.125 } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto('/business-settings?tab=history');
  const settings = page.getByRole('list', { name: 'Settings history' }).locator(':scope > li');
  await expect(settings.first()).toContainText('Business details and offer');
  await expect(settings.first()).toContainText(`Offer › tax rate: ${identity.offer.taxRate}% → 7.125%`);
  await axe(page);
});
