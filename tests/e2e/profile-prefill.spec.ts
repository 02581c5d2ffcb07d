import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 375, height: 800 } });

test('a signed-in client finds their name, email and phone filled in at checkout and on the quote form', async ({
  page,
}, testInfo) => {
  // Signed up with a full name and a phone (issue 34 §6), then signed in.
  const tag = `jordanlee${Date.now().toString(36)}`;
  const account = {
    username: tag,
    email: `${tag}@example.com`,
    password: 'Catering2024x',
    fullName: 'Jordan Lee',
    phone: '215-555-0142',
  };
  const created = await page.request.post('/api/register', { data: account });
  expect(created.status(), await created.text()).toBe(201);
  const signedIn = await page.request.post('/api/login', {
    data: { username: account.username, password: account.password },
  });
  expect(signedIn.ok()).toBe(true);

  await page.goto('/menu');
  const mac = page.getByRole('article', { name: 'Baked Macaroni & Cheese' });
  await mac.getByRole('button', { name: /Full Pan/ }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByLabel('First name')).toHaveValue('Jordan');
  await expect(page.getByLabel('Last name')).toHaveValue('Lee');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByLabel('Phone')).toHaveValue(account.phone);
  await page.screenshot({ path: testInfo.outputPath('checkout-375.png'), fullPage: true });

  await page.goto('/quote');
  await expect(page.getByLabel('Full Name')).toHaveValue('Jordan Lee');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByLabel('Phone')).toHaveValue(account.phone);
  // What the person types stays theirs.
  await page.getByLabel('Phone').fill('267-555-0199');
  await expect(page.getByLabel('Phone')).toHaveValue('267-555-0199');
  await page.screenshot({ path: testInfo.outputPath('quote-375.png'), fullPage: true });
});
