import { DEMO_ADMIN, expect, signInThroughForm, test, unique } from './fixtures.ts';

test('the admin enters an order taken by phone and the caller’s confirmation mail arrives', async ({
  page,
  app,
  axe,
}) => {
  await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto('/enter-order');
  await expect(page).toHaveTitle(/^Enter Order \|/);
  await expect(page.getByRole('heading', { name: 'Enter order', level: 1 })).toBeVisible();

  // The client search answers as the admin types.
  await page.getByLabel('Find the client').fill('jordan');
  await expect(page.getByRole('listitem').filter({ hasText: 'Jordan Avery' })).toBeVisible();

  const email = `${unique('caller')}@example.com`;
  await page.getByText('A new caller').click();
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Caller');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('215-555-0133');
  await page.getByRole('combobox', { name: 'Add a dish' }).fill('Caesar');
  await page.getByRole('option', { name: /Classic Caesar Salad/ }).click();
  await page.getByLabel('Quantity of Classic Caesar Salad').fill('3');
  const eventDate = new Date(Date.now() + 9 * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/New_York',
  });
  await page.getByLabel('Event date').fill(eventDate);
  await page.getByLabel('Notes').fill('Called at noon');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/reorder-shots/enter-order-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: '/tmp/reorder-shots/enter-order-375.png', fullPage: true });
  await axe(page);

  await page.getByRole('button', { name: 'Enter order', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\?order=\d+$/);
  const opened = page.getByRole('region', { name: 'The order you opened' });
  await expect(opened.getByText('3 × Classic Caesar Salad (Half Pan)')).toBeVisible();
  const orderNumber = (await opened.getByText(/^ORD-\d+$/).textContent())!;
  const mail = await app.waitForMail((m) => m.to.includes(email) && m.subject.includes(orderNumber));
  expect(mail.text).toMatch(/\/tracker\?order=\d+&token=/);
});
