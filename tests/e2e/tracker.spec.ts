import { DEMO_ADMIN, expect, signInThroughForm, test, unique } from './fixtures.ts';
import { noToasts } from './quote-helpers.ts';

test('a visitor follows the tracking link from the mail and sees the status change when an admin updates it', async ({
  page,
  browser,
  app,
  axe,
  request,
}) => {
  // The visitor orders (the checkout journey covers the form); the confirmation mail carries the link.
  const menu = (await (await request.get('/api/menu-items')).json()) as { id: number; name: string }[];
  const salad = menu.find((i) => i.name === 'Garden Salad')!;
  const email = `${unique('tracked')}@example.com`;
  const eventDate = new Date(Date.now() + 5 * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/New_York',
  });
  const placed = await request.post('/api/orders', {
    data: {
      firstName: 'Robin',
      lastName: 'Visitor',
      email,
      phone: '215-555-0177',
      eventDate,
      timeWindow: '12:00-14:00',
      items: [{ menuItemId: salad.id, panSize: 'half', quantity: 3 }],
    },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber } = (await placed.json()) as { orderNumber: string };
  const mail = await app.waitForMail((m) => m.to.includes(email) && m.subject.includes(orderNumber));
  const link = /(http\S+\/tracker\?order=\d+&token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page).toHaveTitle(/^Order Tracker \|/);
  const card = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(card.getByText('3 × Garden Salad (Half Pan)')).toBeVisible();
  await expect(card.getByText('Received (current step)')).toBeVisible();
  await expect(card.getByText('Not yet')).toHaveCount(4);
  await axe(page);

  // A wrong token shows nothing of the order.
  const stranger = await browser.newPage();
  await stranger.goto(link!.replace(/token=.*/, 'token=wrong'));
  await expect(stranger.getByText('Order not found')).toBeVisible();
  await expect(stranger.getByText('Garden Salad')).toHaveCount(0);
  await stranger.close();

  // The admin confirms the order on the orders page, in another browser.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await admin.goto('/orders');
  await admin.getByRole('combobox', { name: `Status of ${orderNumber}` }).click();
  await admin.getByRole('option', { name: 'Confirmed' }).click();
  // The customer is mailed: the owner confirms first.
  await admin.getByRole('button', { name: 'Change and email' }).click();
  await expect(admin.getByText('Status Updated')).toBeVisible();
  await adminContext.close();

  // The visitor's open page shows it without a reload, with the time of the step, and the mail arrives.
  await expect(card.getByText('Confirmed (current step)')).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('Not yet')).toHaveCount(3);
  await app.waitForMail((m) => m.to.includes(email) && m.subject.includes('is confirmed'));
  await noToasts(page);
});
