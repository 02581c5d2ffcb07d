import { expect, test } from './fixtures.ts';

test.describe('one story, told everywhere', () => {
  test('every service on /services leads to a form: Corporate Catering opens the quote with its type chosen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/services');
    const corporate = page.getByRole('link', { name: 'Request a corporate quote: Corporate Catering' });
    await expect(corporate).toHaveAttribute('href', '/quote?eventType=corporate');
    await expect(page.getByRole('link', { name: 'Book the Truck: Food Truck' })).toHaveAttribute(
      'href',
      '/food-truck#book-the-truck',
    );
    await corporate.click();
    await expect(page).toHaveURL(/\/quote\?eventType=corporate$/);
    await expect(page.getByRole('radio', { name: 'Corporate Event' })).toBeChecked();
    // One event-type list: the public quote page offers the wizard's types.
    for (const name of ['Wedding', 'Private Party', 'School Event', 'Special Event', 'Other'])
      await expect(page.getByRole('radio', { name })).toBeVisible();
  });

  test("a menu card says a dish's prep time is the kitchen's, not the customer's lead time", async ({
    page,
  }) => {
    await page.goto('/menu');
    await expect(page.getByText(/Kitchen prep: \d+ minutes/).first()).toBeVisible();
    await expect(page.getByText(/Prep time:/)).toHaveCount(0);
  });
});

test('Book the Truck opens a truck request that reaches the owner as such', async ({ page, app }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/food-truck');
  await page.getByRole('link', { name: 'Book the Truck' }).click();
  await expect(page).toHaveURL(/\/food-truck#book-the-truck$/);
  const form = page.getByRole('form', { name: 'Book the Truck' });
  await form.getByLabel('Event date').fill('2099-08-15');
  await form.getByLabel('Start time').fill('17:30');
  await form.getByLabel('Hours').fill('3');
  await form.getByLabel('Where should the truck park?').fill('Penn Treaty Park');
  await form.getByLabel('Guests').fill('120');
  await form.getByLabel('Full Name').fill('Tess Truckfan');
  await form.getByLabel('Email').fill('tess.truckfan@example.com');
  await form.getByRole('button', { name: 'Send truck request' }).click();
  await expect(page.getByText('Truck request sent')).toBeVisible();
  const mail = await app.waitForMail((m) => m.subject.startsWith('Truck request #'));
  expect(mail.subject).toContain('2099-08-15 at Penn Treaty Park, 120 guests');
});
