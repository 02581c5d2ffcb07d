import type { Page } from '@playwright/test';
import {
  chargeNoTax,
  DEMO_ADMIN,
  E2E_PAYMENT_TEST_PASSWORD,
  expect,
  signInThroughForm,
  test,
  unique,
} from './fixtures.ts';
import { noToasts } from './quote-helpers.ts';

const nextYear = String(new Date().getFullYear() + 2);

async function fillCard(scope: Page | ReturnType<Page['getByRole']>, number: string) {
  await scope.getByLabel('Cardholder Name').fill('Jordan Client');
  await scope.getByLabel('Card Number').fill(number);
  await scope.getByLabel('Month').fill('12');
  await scope.getByLabel('Year').fill(nextYear);
  await scope.getByLabel('CVV').fill('123');
}

test('the payment test page: the gate, a successful test payment, then a decline and Try Again', async ({
  page,
  axe,
}) => {
  await page.goto('/payment-test');
  await expect(page.getByRole('heading', { name: 'Payment Test Access' })).toBeVisible();
  await axe(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText('Incorrect password')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveValue('');

  await page.getByRole('textbox', { name: 'Password' }).fill(E2E_PAYMENT_TEST_PASSWORD);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('Access Granted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Test Payment: $1.00' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Test Cards' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Transaction Details' })).toBeVisible();
  await expect(page.getByText('Simulated gateway', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay $1.00' })).toBeDisabled();
  await expect(page.getByLabel('Card Number')).toHaveAttribute('maxlength', '19');
  await expect(page.getByLabel('Month')).toHaveAttribute('maxlength', '2');
  await expect(page.getByLabel('Year')).toHaveAttribute('maxlength', '4');
  await expect(page.getByLabel('CVV')).toHaveAttribute('maxlength', '4');
  await noToasts(page);
  await axe(page);

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $1.00' }).click();
  await expect(page.getByLabel('Card Number')).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('Test Payment Successful')).toBeVisible();
  // The simulated gateway says it charged nothing (decision 0057).
  await expect(page.getByText(/Test mode — no card is charged\. Charge ID: sim_ch_/)).toBeVisible();

  await page.getByRole('button', { name: 'Run Another Test' }).click();
  await fillCard(page, '4000 0000 0000 0002');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Pay $1.00' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByText('This test charges $1.00 to a real card')).toBeHidden();
  await expect(page.getByText('Test Payment Failed')).toBeVisible();
  await expect(page.getByText('Please check your merchant account configuration')).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeHidden();
  await expect(page.getByLabel('Card Number')).toHaveValue('');
});

test('a client accepts a proposal and pays the deposit; an admin records the balance as a check', async ({
  page,
  browser,
  baseURL,
  axe,
}) => {
  await chargeNoTax(page.request); // this journey pins round figures, not the bill
  // A client of its own, so other journeys on this app never see this proposal.
  const username = unique('payer');
  const password = 'Deposit2Table';
  const registered = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.com`, password },
  });
  expect(registered.status()).toBe(201);
  await signInThroughForm(page, username, password);
  const eventDate = new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString();
  const created = await page.request.post('/api/quotes', {
    data: {
      eventType: 'wedding',
      eventDate,
      guestCount: 120,
      menuPackage: 'full-service',
      venue: 'Terrace Hall',
    },
  });
  expect(created.status()).toBe(201);
  const quote = (await created.json()) as { id: number; totalAmount: string };

  await page.goto(`/proposals?quote=${quote.id}`);
  await page.getByLabel('Type your full name to sign').fill('Jordan Client');
  await page.getByLabel('I agree to the terms').check();
  await page.getByRole('button', { name: 'Accept Proposal' }).click();
  await expect(page.getByText('Proposal Signed')).toBeVisible();
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText('Deposit due')).toBeVisible();

  await payments.getByRole('button', { name: 'Pay deposit' }).click();
  const dialog = page.getByRole('dialog');
  await fillCard(dialog, '4000 0000 0000 9995');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(dialog.getByText('Your card has insufficient funds.')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(payments.getByText('Deposit paid')).toBeVisible();
  await expect(payments.getByText('$2,400.00').first()).toBeVisible();
  await expect(payments.getByText('Deposit · visa •••• 4242')).toBeVisible();
  await expect(payments.getByText('Deposit · visa •••• 9995')).toBeHidden();
  await noToasts(page);
  await axe(page);
  await payments.scrollIntoViewIfNeeded();
  await page.setViewportSize({ width: 375, height: 900 });
  await payments.scrollIntoViewIfNeeded();
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/events');
  const card = page.getByRole('button', { name: /Wedding, CC-\d{4}-\d{3,}, confirmed/ });
  await expect(card.getByText('Deposit paid')).toBeVisible();
  await expect(card.getByText(/Balance due \$2,400\.00 by/)).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.setViewportSize({ width: 1280, height: 900 });

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await admin.goto(`/proposals?quote=${quote.id}`);
  const adminPayments = admin.getByRole('region', { name: 'Payments' });
  await adminPayments.getByRole('button', { name: 'Record payment' }).click();
  const record = admin.getByRole('dialog', { name: 'Record a payment' });
  await expect(record.getByLabel('Amount')).toHaveValue('2400.00');
  await record.getByLabel('Note (optional)').fill('Check #1042');
  await record.getByRole('button', { name: 'Record payment' }).click();
  await expect(admin.getByText('Payment Recorded')).toBeVisible();
  await expect(adminPayments.getByText('Paid in full')).toBeVisible();
  await expect(adminPayments.getByText('Offline · Check')).toBeVisible();
  await adminPayments.scrollIntoViewIfNeeded();
  await admin.goto('/proposals');
  await admin.getByRole('tab', { name: 'All Proposals' }).click();
  await expect(admin.getByText('Paid in full').first()).toBeVisible();
  await adminContext.close();
});
