import type { Page, TestInfo } from '@playwright/test';
import { DEMO_ADMIN, DEMO_CLIENT, expect, signInThroughForm, test } from './fixtures.ts';

/** A business date `n` days from today, as the date inputs take it. */
const day = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });

/** The screen as it stands, on a phone and on a laptop (for looking at), then back to the page's width. */
async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const size = page.viewportSize()!;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The portal's sidebar slides in or out at the new width: the screen is shot once it has settled.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

test('an office client on Net 30 orders lunch on account with a PO, the owner records a check, the client pays the rest online', async ({
  page,
  browser,
  baseURL,
  axe,
}, testInfo) => {
  // The owner puts the demo client's office on account: Net 30, a PO on every order.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto('/admin?tab=tax');
  await page.getByLabel('Find a client').fill('Jordan');
  await page.getByRole('button', { name: 'Account of Jordan Avery' }).click();
  const editor = page.getByRole('dialog', { name: 'Account of Jordan Avery' });
  await expect(editor.getByText(/^Not on account/)).toBeVisible();
  await editor.getByRole('combobox', { name: 'Terms' }).click();
  await page.getByRole('option', { name: 'Net 30' }).click();
  // A small limit first: the lunch is over it.
  await editor.getByLabel('Credit limit ($)').fill('50');
  await editor.getByRole('switch', { name: 'PO required' }).check();
  await editor.getByLabel('Billing email').fill('ap@avery-cole.example');
  await editor.getByLabel('Company name').fill('Avery & Cole LLP');
  await shoot(page, testInfo, '1-account-editor');
  const saving = page.waitForResponse(
    (r) => r.url().endsWith('/account') && r.request().method() === 'PATCH',
  );
  await editor.getByRole('button', { name: 'Save account' }).click();
  const clientId = ((await (await saving).json()) as { userId: number }).userId;
  await expect(
    page.getByText('Jordan Avery is on account: Net 30, $50.00 of credit, PO required.'),
  ).toBeVisible();
  await expect(editor).toBeHidden();

  // The client orders lunch on a phone: "Bill my account" is chosen, no card is asked.
  const client = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
  await client.addInitScript(() => {
    (window as { __CATERING_PROCESSING_MS__?: number }).__CATERING_PROCESSING_MS__ = 0;
  });
  const phone = await client.newPage();
  await signInThroughForm(phone, DEMO_CLIENT.username, DEMO_CLIENT.password);
  await phone.goto('/menu');
  await phone
    .getByRole('article', { name: 'Classic Caesar Salad' })
    .getByRole('button', { name: /Half Pan/ })
    .click();
  await expect(phone.getByText('Added to Cart')).toBeVisible();
  await phone.goto('/checkout');
  const payment = phone.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('radio', { name: 'Bill my account' })).toBeChecked();
  await expect(phone.getByText('Billed to your account')).toBeVisible();
  await expect(phone.getByText('You pay online at checkout')).toBeHidden();
  await phone.getByLabel('Phone').fill('215-555-0142');
  await phone.getByLabel('Event date').fill(day(7));
  await phone.getByLabel('Event location').fill('Avery & Cole, 1601 Market St, 12th floor');
  // Without the PO the account requires, the server's refusal marks the PO field.
  await phone.getByRole('button', { name: 'Place Order' }).click();
  const po = payment.getByRole('textbox', { name: 'PO number' });
  await expect(payment.getByText('A PO number is required for this account.')).toBeVisible();
  await expect(po).toBeFocused();
  await axe(phone);
  await shoot(phone, testInfo, '2-checkout-po-refused');
  await po.fill('PO-4471');
  // Over the remaining credit (409): the server's sentence, by the payment choice.
  await phone.getByRole('button', { name: 'Place Order' }).click();
  await expect(payment.getByRole('alert')).toContainText(
    "This order is $14.80 over the account's remaining credit of $50.00.",
  );
  await shoot(phone, testInfo, '3-checkout-over-credit');
  // The owner raises the limit (the editor was shown above); the same order goes through.
  const raised = await page.request.patch(`/api/admin/clients/${clientId}/account`, {
    data: {
      terms: 'net30',
      creditLimitCents: 200_000,
      poRequired: true,
      billingEmail: 'ap@avery-cole.example',
      companyName: 'Avery & Cole LLP',
    },
  });
  expect(raised.status(), await raised.text()).toBe(200);
  await phone.getByRole('button', { name: 'Place Order' }).click();
  await expect(phone.getByText(/is billed to your account/)).toBeVisible();
  const confirmation = phone.getByRole('region', { name: /^Thank you! Order ORD-\d+ received$/ });
  const orderNumber = /ORD-\d+/.exec(
    (await confirmation.getByRole('heading').first().textContent()) ?? '',
  )![0];

  // The owner confirms the order: its invoice is made, due in 30 days, with the PO.
  await page.goto('/orders');
  const order = page.getByRole('article', { name: `Order ${orderNumber}` });
  await order.getByLabel(`Status of ${orderNumber}`).click();
  await page.getByRole('option', { name: 'Confirmed' }).click();
  await page.getByRole('button', { name: 'Change and email' }).click();
  await expect(page.getByText('Status Updated')).toBeVisible();

  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: 'PO-4471' });
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  const invoiceNumber = (await row.getByText(/^INV-\d{4}-\d+$/).textContent())!;
  await shoot(page, testInfo, '4-owner-invoices-open');

  // The receivables: the new invoice is current, on the office's account.
  await page.getByRole('tab', { name: 'Receivables' }).click();
  const aging = page
    .getByRole('table', { name: 'Aging by account' })
    .getByRole('row', { name: /Avery & Cole LLP/ });
  await expect(aging.getByRole('cell').nth(1)).toHaveText('$64.80');
  // Both downloads carry the invoice: the aging by account, and the accountant's rows of the month.
  for (const name of ['Download CSV', 'Invoices CSV']) {
    const href = await page.getByRole('link', { name }).getAttribute('href');
    const csv = await page.request.get(href!);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(await csv.text()).toContain(name === 'Download CSV' ? 'Avery & Cole LLP' : invoiceNumber);
  }
  await shoot(page, testInfo, '5-receivables');
  await page.getByRole('tab', { name: 'Invoices' }).click();

  // A check for part of the balance.
  await row.getByRole('button', { name: `Record payment on ${invoiceNumber}` }).click();
  const record = page.getByRole('dialog', { name: `Record payment on ${invoiceNumber}` });
  await expect(record.getByRole('combobox', { name: 'Method' })).toHaveValue('Check');
  await record.getByLabel('Amount ($)').fill('20.00');
  await record.getByLabel('Reference').fill('Check 1042');
  await shoot(page, testInfo, '6-record-payment');
  await record.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText(`on ${invoiceNumber}; $44.80 left to pay.`)).toBeVisible();
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  // Nothing is past due: the dashboard says so in its words.
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: 'Overdue: $0.00 across 0 accounts' })).toBeVisible();
  await shoot(page, testInfo, '7-dashboard');

  // The client's Invoices page, with the PDF; the invoice mail's link opens it, and the client pays
  // the rest by card on the phone.
  await phone.getByRole('button', { name: 'Open navigation' }).click();
  await phone.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Invoices' }).click();
  const mine = phone
    .getByRole('table', { name: 'Invoices' })
    .getByRole('row')
    .filter({ hasText: invoiceNumber });
  await expect(mine.getByText('PO-4471')).toBeVisible();
  const pdf = await mine.getByRole('link', { name: `PDF of ${invoiceNumber}` }).getAttribute('href');
  const invoiceId = /^\/api\/invoices\/(\d+)\/pdf$/.exec(pdf ?? '')![1];
  await phone.goto(`/invoices?invoice=${invoiceId}`);
  const invoice = phone.getByRole('dialog', { name: invoiceNumber });
  await invoice.getByRole('button', { name: 'Pay $44.80 online' }).click();
  await invoice.getByLabel('Cardholder Name').fill('Jordan Avery');
  await invoice.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await invoice.getByLabel('Month').fill('12');
  await invoice.getByLabel('Year').fill(String(new Date().getFullYear() + 3));
  await invoice.getByLabel('CVV').fill('123');
  await invoice.getByRole('button', { name: 'Pay $44.80', exact: true }).click();
  await expect(invoice.getByText(`Thank you. ${invoiceNumber} is paid.`)).toBeVisible();
  await expect(invoice.getByText('Balance $0.00')).toBeVisible();
  await axe(phone);
  await shoot(phone, testInfo, '8-client-pays-online');
  await invoice.getByRole('button', { name: 'Close' }).click();
  await expect(mine.getByText('Paid', { exact: true })).toBeVisible();
  await client.close();
});
