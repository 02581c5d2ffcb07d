import { expect, signInThroughForm, test, unique } from './fixtures.ts';

test('a person who forgot their password resets it through the mailed link and signs in with the new one', async ({
  page,
  app,
}) => {
  const username = unique('forgetful');
  const email = `${username}@example.com`;
  const register = await page.request.post('/api/register', {
    data: { username, email, password: 'FirstPassword1' },
  });
  expect(register.status()).toBe(201);

  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email Required')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  const mail = await app.waitForMail((m) => m.to.includes(email) && /reset/i.test(m.subject));
  const link = /(http:\/\/\S+\/reset-password\?token=[\w-]+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();

  await page.goto(link!);
  await page.getByLabel('New password').fill('SecondPassword2');
  await page.getByLabel('Confirm password').fill('SecondPassword2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password Reset Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughForm(page, username, 'SecondPassword2');

  // The link was single use.
  const reuse = await page.request.post('/api/reset-password', {
    data: { token: new URL(link!).searchParams.get('token'), newPassword: 'ThirdPassword3' },
  });
  expect(reuse.status()).toBe(400);
});

test('a reset link without a token sends the visitor back to /forgot-password', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid Reset Link')).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
