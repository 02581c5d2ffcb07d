import { expect, test, unique } from './fixtures.ts';

test.describe('dinner catering', () => {
  test('a visitor orders dinner for pickup within service hours and is confirmed by mail', async ({
    page,
    app,
    axe,
  }) => {
    await page.goto('/dinner-catering');
    await expect(page.getByText('Serving Philadelphia, PA')).toBeVisible();
    await expect(page.getByText('Dinner service 5:00 PM to 10:00 PM')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Order (0 items)' })).toBeVisible();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByLabel('Full name')).toBeHidden();

    await page
      .getByRole('article', { name: 'Pan-Seared Salmon' })
      .getByRole('button', { name: 'Add to Order' })
      .click();
    await page
      .getByRole('article', { name: 'Duck Confit' })
      .getByRole('button', { name: 'Add to Order' })
      .click();
    await page.getByRole('button', { name: 'One more Duck Confit' }).click();
    await page.getByRole('button', { name: 'One more Duck Confit' }).click();
    await page.getByRole('button', { name: 'One less Duck Confit' }).click();
    await expect(page.getByRole('heading', { name: 'Your Order (3 items)' })).toBeVisible();
    await expect(page.getByText('$84.00', { exact: true })).toBeVisible();

    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await expect(placeOrder).toBeDisabled();
    // A disabled button says why.
    await expect(placeOrder).toHaveAccessibleDescription(
      'Add your name, a phone number, and a pickup time to place the order.',
    );
    const email = `${unique('pickup')}@example.com`;
    await page.getByLabel('Full name').fill('Morgan Reyes');
    await page.getByLabel('Phone').fill('215-555-0147');
    await page.getByLabel('Email (optional)').fill(email);
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'America/New_York',
    });
    await page.getByLabel('Pickup date').fill(tomorrow);
    await page.getByRole('combobox', { name: 'Pickup time' }).click();
    await expect(page.getByRole('option', { name: '12:00 PM' })).toHaveCount(0);
    await page.getByRole('option', { name: '6:30 PM' }).click();
    await axe(page);
    await placeOrder.click();
    await expect(page.getByText('Order Placed Successfully')).toBeVisible();
    const confirmation = page.getByRole('region', { name: /^Thank you! Order ORD-\d+ received$/ });
    await expect(confirmation.getByText(/Pan-Seared Salmon/)).toBeVisible();
    await expect(confirmation.getByText(/Pick it up/)).toBeVisible();
    await expect(confirmation.getByRole('link', { name: 'Track this order' })).toHaveAttribute(
      'href',
      /^\/tracker\?order=\d+&token=[\w-]+$/,
    );
    await expect(page.getByRole('heading', { name: 'Your Order (0 items)' })).toBeVisible();

    const mail = await app.waitForMail((m) => m.to.includes(email));
    expect(mail.text).toContain('Pan-Seared Salmon');
    expect(mail.text).toMatch(/Pickup: .* 6:30\sPM/);
    await app.waitForMail((m) => /New dinner pickup order ORD-\d+ from Morgan Reyes/.test(m.subject));
  });
});
