import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { pdfText } from '../helpers/pdf-text.ts';
import { DEMO_ADMIN, DEMO_CLIENT, expect, signInThroughForm, test, unique } from './fixtures.ts';

const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** One full pan of mac & cheese in the cart (clicked again if the page was not ready for the first). */
async function addFullPanOfMac(page: Page): Promise<void> {
  await page.goto('/menu');
  const cart = page.getByRole('link', { name: /^Cart, \d+ items?$/ }).first();
  await expect(async () => {
    if ((await cart.getAttribute('aria-label')) !== 'Cart, 1 item') {
      await page
        .getByRole('article', { name: 'Baked Macaroni & Cheese' })
        .getByRole('button', { name: /Full Pan/ })
        .click();
    }
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible({ timeout: 2000 });
  }).toPass();
}

/** The admin changes the offer through the API (this file's app only; each file starts seeded). */
async function changeOffer(request: APIRequestContext, patch: Record<string, unknown>): Promise<void> {
  expect((await request.post('/api/login', { data: DEMO_ADMIN })).ok()).toBe(true);
  const { instagram: _instagram, ...identity } = await (await request.get('/api/settings/business')).json();
  const saved = await request.put('/api/settings/business', {
    data: { ...identity, offer: { ...identity.offer, ...patch } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await request.post('/api/logout');
}

test.describe('the bill at checkout', () => {
  test('a visitor chooses delivery, enters a ZIP and sees the delivery fee and the tax appear', async ({
    page,
  }) => {
    await page.goto('/menu');
    const mac = page.getByRole('article', { name: 'Baked Macaroni & Cheese' });
    await mac.getByRole('button', { name: /Full Pan/ }).click();
    await mac.getByRole('button', { name: /Full Pan/ }).click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await page.goto('/checkout');
    // Picked up: $200.00 of food and 8% sales tax.
    await expect(page.getByTestId('bill-tax')).toHaveText('$16.00');
    await expect(page.getByTestId('order-total')).toHaveText('$216.00');

    await page.getByText('Delivery', { exact: true }).click();
    await expect(
      page.getByText('Enter your delivery ZIP code to see the delivery fee and tax.'),
    ).toBeVisible();
    await page.getByLabel('Delivery ZIP code').fill('10001');
    await expect(
      page.getByText("We don't deliver to 10001 yet. Choose pickup or ask us for a quote."),
    ).toBeVisible();
    await page.getByLabel('Delivery ZIP code').fill('19143');
    await expect(page.getByText('Delivery (Rest of Philadelphia)')).toBeVisible();
    await expect(page.getByTestId('bill-delivery-fee')).toHaveText('$25.00');
    // The fee is taxed with the food: 8% of $225.00.
    await expect(page.getByTestId('bill-tax')).toHaveText('$18.00');
    await expect(page.getByTestId('order-total')).toHaveText('$243.00');

    await page.getByText('15%', { exact: true }).click();
    await expect(page.getByTestId('bill-gratuity')).toHaveText('$30.00');
    await expect(page.getByTestId('order-total')).toHaveText('$273.00');
  });

  test("the admin marks a client tax exempt, and that client's next order has no tax", async ({ page }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/admin?tab=tax');
    const certificate = page.getByLabel('Exemption certificate of Jordan Avery');
    await certificate.fill('PA-75-1234567');
    await page.getByLabel('Certificate expiry of Jordan Avery').fill(`${new Date().getFullYear() + 1}-12-31`);
    await page
      .getByRole('row')
      .filter({ has: certificate })
      .getByRole('button', { name: 'Mark exempt' })
      .click();
    await expect(page.getByText('Tax Exemption Saved')).toBeVisible();
    await page.context().clearCookies();

    await signInThroughForm(page, DEMO_CLIENT.username, DEMO_CLIENT.password);
    await addFullPanOfMac(page);
    await page.goto('/checkout');
    await expect(page.getByText('Tax exempt (certificate PA-75-1234567)')).toBeVisible();
    await expect(page.getByTestId('bill-tax')).toHaveText('$0.00');
    await page.getByLabel('Phone').fill('215-555-0142');
    await page.getByLabel('Event date').fill(nextWeek());
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Order Placed Successfully')).toBeVisible();

    await page.goto('/orders');
    const order = page.getByRole('article', { name: /^Order ORD-/ }).first();
    await expect(order.getByText('Tax exempt (certificate PA-75-1234567)')).toBeVisible();
    await expect(order.getByText(/Pickup, 10:00 AM – 12:00 PM/)).toBeVisible();
  });

  test('a visitor picks a delivery time and address, and pays the order online at checkout', async ({
    page,
    app,
  }) => {
    await changeOffer(page.request, { orderPayment: 'checkout' });
    await addFullPanOfMac(page);
    await page.goto('/checkout');
    await expect(page.getByText('You pay online at checkout')).toBeVisible();
    await page.getByText('Delivery', { exact: true }).click();
    await page.getByLabel('Delivery ZIP code').fill('19103');
    // $100 of food, $15 Center City delivery, 8% tax on $115: $124.20.
    await expect(page.getByTestId('order-total')).toHaveText('$124.20');
    await page.getByRole('combobox', { name: 'Delivery time' }).click();
    await page.getByRole('option', { name: '2:00 PM – 4:00 PM' }).click();

    const email = `${unique('payer')}@example.com`;
    await page.getByLabel('First name').fill('Dana');
    await page.getByLabel('Last name').fill('Whitfield');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('215-555-0188');
    await page.getByLabel('Event date').fill(nextWeek());
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Enter the delivery address.')).toBeVisible();
    await page.getByLabel('Delivery address').fill('1500 Market St, Suite 400');
    await page.getByRole('button', { name: 'Place Order' }).click();

    const pay = page.getByRole('dialog', { name: /^Pay order ORD-\d+$/ });
    await expect(pay.getByText('$124.20', { exact: true })).toBeVisible();
    await pay.getByLabel('Cardholder Name').fill('Dana Whitfield');
    await pay.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await pay.getByLabel('Month').fill('12');
    await pay.getByLabel('Year').fill(String(new Date().getFullYear() + 2));
    await pay.getByLabel('CVV').fill('123');
    await pay.getByRole('button', { name: 'Pay $124.20' }).click();
    await expect(page.getByText('Order Placed and Paid')).toBeVisible();
    const confirmation = page.getByRole('region', { name: /^Thank you! Order ORD-\d+ received$/ });
    await expect(
      confirmation.getByText('Paid online: $124.20 (tax included). A receipt is on its way.'),
    ).toBeVisible();
    const receipt = await app.waitForMail(
      (m) => m.to.includes(email) && m.subject.startsWith('Receipt: $124.20'),
    );
    expect(receipt.text).toContain('Order total paid: $124.20 (tax included)');
    const placed = await app.waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Order ORD-'));
    expect(placed.text).toContain('Delivery, 2:00 PM – 4:00 PM');
  });

  test("a client's proposal page and its PDF show the itemised bill", async ({ page }) => {
    const username = unique('billed');
    const password = 'ItemiseThe8Bill';
    const registered = await page.request.post('/api/register', {
      data: { username, email: `${username}@example.com`, password },
    });
    expect(registered.status()).toBe(201);
    await signInThroughForm(page, username, password);
    const eventDate = new Date(Date.now() + 60 * 86_400_000).toISOString();
    const requested = await page.request.post('/api/quotes', {
      data: {
        eventType: 'wedding',
        eventDate,
        guestCount: 120,
        menuPackage: 'full-service',
        venue: 'Terrace Hall',
      },
    });
    expect(requested.status()).toBe(201);
    const { id } = (await requested.json()) as { id: number };

    // 120 guests × $40: $4,800.00; 18% service charge $864.00; 8% tax on both $453.12.
    await page.goto(`/proposals?quote=${id}`);
    await expect(page.getByText('Service charge (18%): $864.00').first()).toBeVisible();
    await expect(page.getByText('Sales tax (8%): $453.12').first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const text = pdfText(await readFile((await (await download).path())!));
    for (const part of [
      'Subtotal',
      '$4,800.00',
      'Service charge (18%)',
      '$864.00',
      'Sales tax (8%)',
      '$453.12',
      '$6,117.12',
    ]) {
      expect(text).toContain(part);
    }
  });
});
