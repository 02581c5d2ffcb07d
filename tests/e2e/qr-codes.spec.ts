import { chargeNoTax, DEMO_ADMIN, DEMO_CLIENT, expect, signInThroughForm, test, unique } from './fixtures.ts';

test.describe('QR codes and discount codes', () => {
  test('a visitor downloads a discount code, then 10PERCENT takes 10% off at checkout and in the mail', async ({
    page,
    app,
    browser,
    axe,
  }) => {
    await chargeNoTax(page.request); // this journey pins round figures, not the bill
    await page.goto('/qr-codes');
    await expect(page.getByRole('heading', { name: 'QR Codes', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Client Portal Access' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Available Discount Codes' })).toBeVisible();
    await expect(page.getByText('Admin: Generate QR Code')).toHaveCount(0);
    await axe(page);

    const card = page.getByTestId('discount-qr-card').filter({ hasText: '10% Off Catering' });
    const png = page.waitForEvent('download');
    await card.getByRole('button', { name: 'PNG' }).click();
    expect((await png).suggestedFilename()).toBe('10%_off_catering_qr_code.png');
    await expect(page.getByText('Download Started')).toBeVisible();
    const svg = page.waitForEvent('download');
    await card.getByRole('button', { name: 'SVG' }).click();
    expect((await svg).suggestedFilename()).toBe('10%_off_catering_qr_code.svg');

    // The link a shared code carries fills the code in at checkout.
    await page.goto('/menu?code=10PERCENT');
    await expect(page.getByText('Discount code saved')).toBeVisible();
    const mac = page.getByRole('article', { name: 'Baked Macaroni & Cheese' });
    for (let i = 0; i < 3; i++) await mac.getByRole('button', { name: /Full Pan/ }).click();
    await page.goto('/checkout');
    await expect(page.getByLabel('Discount code')).toHaveValue('10PERCENT');
    await expect(page.getByText('Discount (10PERCENT, 10%)')).toBeVisible();
    await expect(page.getByTestId('discount-amount')).toHaveText('-$30.00');
    // $270.00 of food picked up (no tax charged in this journey).
    await expect(page.getByTestId('order-total')).toHaveText('$270.00');

    const email = `${unique('saver')}@example.com`;
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Saver');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('215-555-0123');
    await page
      .getByLabel('Event date')
      .fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Order Placed Successfully')).toBeVisible();
    const mail = await app.waitForMail((m) => m.to.includes(email));
    expect(mail.text).toContain('Discount (10PERCENT): -$30.00');
    expect(mail.text).toContain('Total: $270.00');
    const orderNumber = /ORD-\d+/.exec(mail.subject)![0];

    // The business sees the same discounted order in its list.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInThroughForm(adminPage, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await adminPage.goto('/orders');
    const order = adminPage.getByRole('article', { name: `Order ${orderNumber}` });
    await expect(order).toContainText('$270.00');
    await expect(order).toContainText('Discount (10PERCENT)-$30.00');
    await adminContext.close();
  });

  test('an admin generates a custom code, sees it listed, deactivates it and deletes it', async ({
    page,
    axe,
  }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/qr-codes');
    await expect(page.getByRole('heading', { name: 'QR Code Manager', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Discount Codes', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Generate QR Code' }).click();
    await expect(page.getByText('Please provide both name and data for the QR code.')).toBeVisible();

    const name = unique('Tasting ');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Data / URL').fill('https://example.com/tasting');
    await page.getByRole('button', { name: 'Generate QR Code' }).click();
    await expect(page.getByText('QR Code Generated')).toBeVisible();
    const entry = page.getByTestId('managed-qr-code').filter({ hasText: name });
    await expect(entry).toContainText('https://example.com/tasting');
    await expect(entry.getByRole('img', { name: `QR code: ${name}` })).toBeVisible();
    await axe(page);

    await entry.getByRole('switch', { name: `Active: ${name}` }).click({ force: true });
    await expect(entry.getByText('Inactive')).toBeVisible();
    await entry.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('managed-qr-code').filter({ hasText: name })).toHaveCount(0);
  });

  test('an admin makes a QR for a new discount code, and a changed code asks the QR list again', async ({
    page,
  }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/qr-codes');
    const code = unique('QR').toUpperCase();
    await page.getByRole('button', { name: 'New Discount Code' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(`Tasting ${code}`);
    await dialog.getByRole('textbox', { name: 'Percent off' }).fill('5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const row = page.getByTestId('discount-code-row').filter({ hasText: code });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Make QR' }).click();
    await expect(page.getByText('QR Code Generated')).toBeVisible();
    await expect(row.getByText('QR ready')).toBeVisible();
    await expect(page.getByTestId('discount-qr-card').filter({ hasText: code })).toBeVisible();

    // Whether a discount QR shows publicly follows its code, so the QR list is asked again.
    const qrList = page.waitForResponse(
      (r) => /\/api\/qr-codes$/.test(r.url()) && r.request().method() === 'GET',
    );
    await row.getByRole('switch', { name: `Active: ${code}` }).click({ force: true });
    await expect(page.getByText('Discount Code Deactivated')).toBeVisible();
    await qrList;
  });

  test('a client finds QR Codes in the sidebar and sees no admin sections', async ({ page }) => {
    await signInThroughForm(page, DEMO_CLIENT.username, DEMO_CLIENT.password);
    await page.getByRole('link', { name: 'QR Codes' }).first().click();
    await expect(page).toHaveURL(/\/qr-codes$/);
    await expect(page.getByRole('heading', { name: 'QR Codes', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Client Portal Access' })).toBeVisible();
    // The public codes only: CORPORATE is the owner's to hand out, not listed for everyone (decision 0058).
    await expect(page.getByTestId('discount-qr-card')).toHaveCount(3);
    await expect(page.getByText('Admin: Generate QR Code')).toHaveCount(0);
    await expect(page.getByText('Admin: Manage All QR Codes')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Discount Codes', exact: true })).toHaveCount(0);
  });
});
