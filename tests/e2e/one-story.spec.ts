import { expect, test } from './fixtures.ts';

test.describe('one story, told everywhere', () => {
  test('every service on /services leads to a form: Corporate Catering opens the quote with its type chosen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/services');
    const corporate = page.getByRole('link', { name: 'Request a corporate quote: Corporate Catering' });
    await expect(corporate).toHaveAttribute('href', '/quote?eventType=corporate');
    await expect(page.getByRole('link', { name: 'Book the Truck: Food Truck' })).toHaveAttribute(
      'href',
      '/food-truck#book-the-truck',
    );
    await corporate.click();
    await expect(page).toHaveURL(/\/quote\?eventType=corporate$/);
    await expect(page.getByRole('radio', { name: 'Corporate Event' })).toBeChecked();
    // One event-type list: the public quote page offers the wizard's types.
    for (const name of ['Wedding', 'Private Party', 'School Event', 'Special Event', 'Other'])
      await expect(page.getByRole('radio', { name })).toBeVisible();
  });

  test("a menu card says a dish's prep time is the kitchen's, not the customer's lead time", async ({
    page,
  }) => {
    await page.goto('/menu');
    await expect(page.getByText(/Kitchen prep: \d+ minutes/).first()).toBeVisible();
    await expect(page.getByText(/Prep time:/)).toHaveCount(0);
  });
});
