import { DEMO_ADMIN, DEMO_CLIENT, expect, signInThroughForm, test } from './fixtures.ts';

// Issue 11: a switched-off service leaves no way in — no link, no form option, a notice on its page.
test('with dinner catering, recurring orders and brunch off, a client finds no link, form or option for them', async ({
  page,
  request,
}) => {
  await signInThroughForm(page, DEMO_CLIENT.username, DEMO_CLIENT.password);
  await page.goto('/menu');
  const dinnerLink = page.getByRole('link', { name: 'Dinner pickup', exact: true });
  await expect(dinnerLink).toBeVisible();

  expect((await request.post('/api/login', { data: DEMO_ADMIN })).ok()).toBe(true);
  // Sent as plain booleans, as outside checkers do.
  const off = await request.patch('/api/features', {
    data: { services: { dinnerCatering: false, recurringOrders: false, brunch: false } },
  });
  expect(off.ok(), await off.text()).toBe(true);

  await page.goto('/subscribe');
  await expect(
    page.getByRole('heading', { name: 'Recurring Orders is not available right now.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start recurring order' })).toHaveCount(0);

  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Catering Menu' })).toBeVisible();
  await expect(dinnerLink).toHaveCount(0);
  await page.getByRole('tab', { name: 'Packages' }).click();
  await expect(page.getByRole('heading', { name: 'Full Service Catering' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Brunch Catering' })).toHaveCount(0);

  // A saved link to the brunch package starts on full service instead.
  await page.goto('/quote?package=brunch');
  await expect(page.getByRole('radio', { name: /Full Service Catering/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Brunch/ })).toHaveCount(0);

  await page.goto('/contact');
  const eventType = page.getByRole('combobox', { name: 'Event Type' });
  await expect(eventType.getByRole('option', { name: 'Food Truck Booking' })).toHaveCount(1);
  await expect(eventType.getByRole('option', { name: 'Brunch' })).toHaveCount(0);
});
