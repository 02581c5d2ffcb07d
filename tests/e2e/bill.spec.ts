import { expect, test } from './fixtures.ts';

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
});
