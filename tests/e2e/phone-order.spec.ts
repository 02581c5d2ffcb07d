import { DEMO_ADMIN, expect, signInThroughForm, test, unique } from './fixtures.ts';

test('the admin enters an order taken by phone and the caller’s confirmation mail arrives', async ({
  page,
  app,
  axe,
}, testInfo) => {
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
  // The bill to read back to the caller: the server's own, three half pans of Caesar and the charges.
  const bill = page.getByRole('region', { name: 'Running bill' });
  await expect(bill.getByTestId('bill-subtotal')).toHaveText(/\$\d+\.\d{2}/);
  await expect(bill.getByTestId('order-total')).toHaveText(/\$\d+\.\d{2}/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('enter-order-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('enter-order-375.png'), fullPage: true });
  await axe(page);

  await page.getByRole('button', { name: 'Enter order', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\?order=\d+$/);
  const opened = page.getByRole('region', { name: 'The order you opened' });
  await expect(opened.getByText('3 × Classic Caesar Salad (Half Pan)')).toBeVisible();
  const orderNumber = (await opened.getByText(/^ORD-\d+$/).textContent())!;
  const mail = await app.waitForMail((m) => m.to.includes(email) && m.subject.includes(orderNumber));
  expect(mail.text).toMatch(/\/tracker\?order=\d+&token=/);
});

test('a caller without an email: the phone is enough, a wrong field is marked, and no mail is sent', async ({
  page,
  app,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto('/enter-order');
  await page.getByText('A new caller').click();
  await page.getByLabel('First name').fill('Noemail');
  await page.getByLabel('Last name').fill('Caller');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('12');
  await page.getByRole('combobox', { name: 'Add a dish' }).fill('Caesar');
  await page.getByRole('option', { name: /Classic Caesar Salad/ }).click();
  const eventDate = new Date(Date.now() + 9 * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/New_York',
  });
  await page.getByLabel('Event date').fill(eventDate);
  // Without an email the confirmation box cannot be ticked: there is nowhere to send it.
  await expect(page.getByRole('checkbox', { name: /Email the customer the confirmation/ })).toBeDisabled();
  await expect(page.getByText('The caller gave no email: no mail is sent.')).toBeVisible();

  const enter = page.getByRole('button', { name: 'Enter order', exact: true });
  await enter.click();
  // The phone field itself is marked, in words, and no toast names a field path.
  const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/customer\.phone|customer:/)).toHaveCount(0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);

  await phone.fill('215-555-0177');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await enter.click();
  await expect(page).toHaveURL(/\/orders\?order=\d+$/);
  const opened = page.getByRole('region', { name: 'The order you opened' });
  await expect(opened.getByText('Noemail Caller')).toBeVisible();
  // No mail went anywhere for it.
  const orderNumber = (await opened.getByText(/^ORD-\d+$/).textContent())!;
  expect(app.mails.filter((m) => m.subject.includes(orderNumber))).toEqual([]);
});
