import { DEMO_CLIENT, expect, signInThroughForm, test, unique } from './fixtures.ts';

test.describe('accounts and the route switch', () => {
  test('a visitor signs up, signs in, sees the welcome, opens the dashboard and logs out to /splash', {
    tag: '@smoke',
  }, async ({ page }) => {
    const username = unique('guest');
    const password = 'Welcome2Table';
    await page.goto('/signup');
    await expect(page).toHaveTitle(/^Create Account \| /);
    // Before anything is typed the rules are a checklist to follow, not errors.
    const rules = page.getByRole('list', { name: 'Password requirements' }).getByRole('listitem');
    await expect(rules).toHaveText([
      'At least 8 characters (not met)',
      'One lowercase letter (not met)',
      'One uppercase letter (not met)',
      'One number (not met)',
    ]);
    await expect(page.locator('.mantine-InputWrapper-error')).toHaveCount(0);
    // Sign-up asks for the full name (mails greet it) and a phone, which may be left out.
    await page.getByLabel('Full name').fill('Jordan Lee');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await expect(page.getByLabel('Phone (optional)')).toHaveValue('');
    const submit = page.getByRole('button', { name: 'Create account' });
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill('Welcome2Tabl');
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription('Type the same password in both fields.');
    await page.getByLabel('Confirm password').fill(password);
    await expect(page.getByText('Passwords match')).toBeVisible();
    await expect(rules.filter({ hasText: '(met)' })).toHaveCount(4);
    await submit.click();
    await expect(page.getByText('Account created')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await signInThroughForm(page, username, password);
    await expect(page.getByText('Welcome', { exact: true })).toBeVisible();
    // The server knows it is the first sign-in: not "Welcome back".
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Welcome, Jordan Lee' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${username}`)).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/splash$/);
    await expect(page.getByRole('button', { name: 'Client Portal' })).toBeVisible();
  });

  test('a wrong password shows Login Failed and keeps the visitor signed out', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username or email').fill(DEMO_CLIENT.username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('WrongPassword1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the header welcomes a signed-in user with username and role, and the Admin shortcut signs in', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // On a public page the bar keeps the spec's header: "Welcome, {username}", the role, Dashboard.
    await page.goto('/menu');
    const bar = page.getByRole('banner');
    // The username, then the role's badge.
    await expect(bar.getByText('Welcome, admin')).toHaveText(/^Welcome, admin\s*admin$/);
    await bar.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(bar.getByText('Welcome, admin')).toHaveCount(0);

    // On a phone the welcome and the button open with the menu.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/about');
    await expect(bar.getByText('Welcome, admin')).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Portal' });
    await expect(nav.getByText('Welcome, admin')).toBeVisible();
    await nav.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a signed-out visitor on a protected path is sent to /splash', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/splash$/);
    await expect(page.getByRole('link', { name: 'Client Portal' })).toBeVisible();
  });

  test("a visitor's pages log no errors in the browser console (the session check answers 200)", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const path of ['/', '/login', '/menu']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });

  test('an unknown path shows 404 Page Not Found', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('the phone menu opens and shows the sign-in shortcuts', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('button', { name: 'Client Portal' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the sign-in pages have no serious accessibility violations', async ({ page, axe }) => {
    for (const path of ['/login', '/signup', '/forgot-password', '/splash']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await axe(page);
    }
  });
});
