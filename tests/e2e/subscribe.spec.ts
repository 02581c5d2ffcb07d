import { DEMO_CLIENT, expect, signInThroughForm, test, unique } from './fixtures.ts';
import { noToasts } from './quote-helpers.ts';

test('a client subscribes to a weekly order, then skips a delivery, pauses and cancels it', async ({
  page,
  axe,
}) => {
  await signInThroughForm(page, DEMO_CLIENT.username, DEMO_CLIENT.password);
  await page.getByRole('link', { name: 'Recurring Orders' }).first().click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page).toHaveTitle(/^Recurring Orders \|/);
  await expect(page.getByText('No recurring orders yet.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Dish 1' }).click();
  await page.getByRole('option', { name: /^Classic Caesar Salad/ }).click();
  await page.getByRole('combobox', { name: 'Pan size' }).click();
  await page.getByRole('option', { name: 'Full Pan' }).click();
  await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await page.getByRole('combobox', { name: 'Weekday' }).click();
  await page.getByRole('option', { name: 'Thursday' }).click();
  await page.getByLabel('Delivery time').fill('11:30');
  const start = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/New_York',
  });
  await page.getByLabel('Start date').fill(start);
  await page.getByLabel('Delivery address').fill('1500 Market St, Suite 400, Philadelphia, PA');
  await page.getByLabel('Delivery ZIP code').fill('19102');
  await page.getByLabel('Phone').fill('215-555-0123');
  await page.getByRole('button', { name: 'Start recurring order' }).click();
  await expect(page.getByText('Recurring Order Created')).toBeVisible();

  const card = page.getByRole('article', { name: /^Recurring order \d+$/ });
  await expect(card.getByText('Every week on Thursday at 11:30 AM')).toBeVisible();
  await expect(card.getByText('2 × Classic Caesar Salad (Full Pan)')).toBeVisible();
  // Each delivery's bill (issue 26): $180.00 of food, the ZIP's delivery fee, 8% sales tax on both.
  await expect(card.getByText('$210.60 each')).toBeVisible();
  await expect(
    card.getByText(
      'Each delivery: Subtotal $180.00 · Delivery (Center City & nearby) $15.00 · Sales tax (8%) $15.60',
    ),
  ).toBeVisible();
  await expect(card.getByText('Active')).toBeVisible();
  const next = card.locator('p', { hasText: 'Next deliveries:' });
  const before = await next.textContent();
  await noToasts(page);
  await axe(page);

  // Skip: asks first; the first date moves to the skipped list.
  await card.getByRole('button', { name: 'Skip next delivery' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Skip delivery' }).click();
  await expect(page.getByText('The next delivery is skipped.')).toBeVisible();
  await expect(card.getByText(/^Skipped: /)).toBeVisible();
  await expect(next).not.toHaveText(before!);

  await card.getByRole('button', { name: 'Pause' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pause' }).click();
  await expect(card.getByText('Paused')).toBeVisible();
  await expect(next).toHaveCount(0);

  // Going back from the confirmation changes nothing.
  await card.getByRole('button', { name: 'Cancel recurring order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Go back' }).click();
  await expect(card.getByText('Paused')).toBeVisible();

  await card.getByRole('button', { name: 'Cancel recurring order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel recurring order' }).click();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
});

test('a visitor signs up for the newsletter in the footer and confirms by the mailed link', async ({
  page,
  app,
}) => {
  const email = `${unique('reader')}@example.com`;
  await page.goto('/about');
  await page.getByLabel('Your e-mail for the newsletter').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Check your inbox to confirm your subscription.')).toBeVisible();
  const mail = await app.waitForMail((m) => m.to.includes(email));
  const link = /(http\S+\/newsletter\?confirm=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText('Your subscription is confirmed. Thank you!')).toBeVisible();
});
