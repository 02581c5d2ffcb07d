import type { APIRequestContext, Page } from '@playwright/test';
import { chargeNoTax, DEMO_ADMIN, expect, signInThroughForm, test, unique } from './fixtures.ts';
import { expectStackedRows } from './stacked-table.ts';

/** A fresh client account made through the real signup route. */
async function newClient(request: APIRequestContext, baseURL: string) {
  const username = unique('member');
  const account = { username, email: `${username}@example.com`, password: 'Catering2024x' };
  const res = await request.post('/api/register', { data: account, headers: { origin: baseURL } });
  expect(res.status()).toBe(201);
  return account;
}

async function signInFails(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('profile and rewards', () => {
  test('a client edits and saves the profile, changes the password, then deletes the account', async ({
    page,
    baseURL,
    axe,
  }) => {
    const account = await newClient(page.request, baseURL!);
    await signInThroughForm(page, account.username, account.password);
    await page.getByRole('link', { name: 'Profile' }).first().click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page).toHaveTitle(/My Profile/);
    await axe(page);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Full name').fill('Morgan Ellis');
    await page.getByLabel('Phone').fill('(215) 555-0177');
    await page.getByLabel('Company').fill('Ellis Events');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile Updated')).toBeVisible();
    await expect(page.getByText('Ellis Events')).toBeVisible();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Company').fill('Something Else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Ellis Events')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Morgan Ellis')).toBeVisible();

    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('switch', { name: /Email notifications/ })).toBeVisible();
    // Texts are sent now (issue 40): the opt-in is a switch with its consent words.
    await expect(page.getByRole('switch', { name: /Text me updates about my orders/ })).toBeVisible();
    await page.getByLabel('Current password').fill(account.password);
    await page.getByLabel('New password').fill('Fresher2025x');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password Changed')).toBeVisible();
    await axe(page);

    // The toast closes by itself (while axe runs, often): it sits in its band and covers nothing.
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Fresher2025x');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/splash/);
    await signInFails(page, account.username, 'Fresher2025x');
  });

  test('on a 375 px phone the membership tiers are one card per tier, nothing cut or scrolled', async ({
    page,
    baseURL,
  }) => {
    const account = await newClient(page.request, baseURL!);
    await signInThroughForm(page, account.username, account.password);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/rewards');
    // Its column headers are hidden on a phone (each cell names its column): found by a tier's name.
    const tiers = page.getByRole('table').filter({ hasText: 'Platinum' });
    await expect(tiers.getByText('Platinum', { exact: true })).toBeVisible();
    await expectStackedRows(tiers, ['Tier', 'Lifetime points', 'Multiplier', 'Benefits']);
  });

  test('points from a completed order are redeemed for 15% off at checkout', async ({
    page,
    baseURL,
    browser,
  }) => {
    await chargeNoTax(page.request); // this journey pins round figures, not the bill
    // Points come once an order is completed and paid, and "Completed" waits for the order's day: this
    // business takes same-day orders, so the member's order is for today.
    const sameDay = await browser.newContext({ baseURL });
    expect((await sameDay.request.post('/api/login', { data: DEMO_ADMIN })).ok()).toBe(true);
    const rules = await sameDay.request.patch('/api/features', {
      data: { bookNow: { minLeadHours: 0, recommendedLeadHours: 72 } },
    });
    expect(rules.ok(), await rules.text()).toBe(true);
    await sameDay.close();
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const account = await newClient(page.request, baseURL!);
    await signInThroughForm(page, account.username, account.password);

    // The member orders 10 Caesar half pans ($600) through the menu and checkout.
    await page.goto('/menu');
    const caesar = page.getByRole('article', { name: 'Classic Caesar Salad' });
    for (let i = 0; i < 10; i++) await caesar.getByRole('button', { name: /Half Pan/ }).click();
    await page.goto('/checkout');
    const fillCheckout = async () => {
      await page.getByLabel('First name').fill('Morgan');
      await page.getByLabel('Last name').fill('Ellis');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Phone').fill('215-555-0177');
      await page.getByLabel('Event date').fill(today);
    };
    await fillCheckout();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Order Placed Successfully')).toBeVisible();

    // The business is paid by check when it hands the order over, and marks it completed.
    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    await signInThroughForm(adminPage, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await adminPage.goto('/orders');
    const card = adminPage.getByRole('article').filter({ hasText: 'Morgan Ellis' }).first();
    await card.getByRole('button', { name: /^Record payment of/ }).click();
    await adminPage.getByRole('menuitem', { name: 'Check' }).click();
    await expect(card.getByText('Paid', { exact: true })).toBeVisible();
    await card.getByLabel(/^Status of/).click();
    await adminPage.getByRole('option', { name: 'Completed' }).click();
    // The customer is mailed: the owner confirms first.
    await adminPage.getByRole('button', { name: 'Change and email' }).click();
    await expect(adminPage.getByText('Status Updated')).toBeVisible();
    await adminContext.close();

    await page.getByRole('link', { name: 'Rewards' }).first().click();
    await expect(page).toHaveTitle(/Loyalty Rewards/);
    await expect(page.getByTestId('points-balance')).toHaveText('600');
    await expect(page.getByText('Silver Member')).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code of member/ })).toBeVisible();
    await expect(page.getByText(/Order ORD-\d+ completed/)).toBeVisible();

    await page
      .getByRole('article', { name: 'Premium Package Upgrade' })
      .getByRole('button', { name: 'Redeem' })
      .click();
    await expect(page.getByText('Insufficient Points')).toBeVisible();
    await expect(page.getByText('You need 600 more points to redeem this reward.')).toBeVisible();

    await page
      .getByRole('article', { name: '15% Off Next Order' })
      .getByRole('button', { name: 'Redeem' })
      .click();
    const code = (await page.getByTestId('reward-code').textContent())!.trim();
    expect(code).toMatch(/^RWD-/);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('points-balance')).toHaveText('100');
    await expect(page.getByText('Silver Member')).toBeVisible();

    // The next order over $200 uses the code at checkout: $300 less 15% is $255.
    await page.goto('/menu');
    for (let i = 0; i < 5; i++) await caesar.getByRole('button', { name: /Half Pan/ }).click();
    await page.goto('/checkout');
    await page.getByRole('radio', { name: new RegExp(code) }).check();
    await expect(page.getByText('You save $45.00')).toBeVisible();
    await fillCheckout();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Order Placed Successfully')).toBeVisible();
    await page.goto('/orders');
    // The reward comes off before tax (none in this journey): $300.00 less $45.00 is $255.00.
    await expect(page.getByRole('article').first()).toContainText('Loyalty reward-$45.00');
    await expect(page.getByRole('article').first()).toContainText('Total$255.00');
  });
});
