import type { BusinessIdentity } from '../../src/common/business.ts';
import { formatTime12 } from '../../src/common/business-time.ts';
import { pickupHoursText } from '../../src/common/offer/pickup-hours.ts';
import { nextPickup } from '../helpers/pickup.ts';
import { DEMO_ADMIN, expect, signInThroughForm, test, unique } from './fixtures.ts';

test.describe('dinner catering', () => {
  test('a visitor orders dinner for pickup within the pickup hours and is confirmed by mail', async ({
    page,
    app,
    axe,
    request,
  }) => {
    // The pickup hours are the offer's (issue 30 §4): the page states them, the form offers only them.
    const { offer } = (await (await request.get('/api/settings/business')).json()) as BusinessIdentity;
    const hours = offer.dinnerPickup.hours;
    const { pickupDate, pickupTime } = nextPickup({ hours, slot: 2 });
    await page.goto('/dinner-catering');
    await expect(page.getByText('Serving Philadelphia, PA')).toBeVisible();
    await expect(page.getByText(`Pickup ${pickupHoursText(hours)}`)).toBeVisible();
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
    await page.getByLabel('Pickup date').fill(pickupDate);
    await page.getByRole('combobox', { name: 'Pickup time' }).click();
    await expect(page.getByRole('option', { name: '9:00 PM' })).toHaveCount(0);
    await page.getByRole('option', { name: formatTime12(pickupTime), exact: true }).click();
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
    expect(mail.text).toMatch(new RegExp(`Pickup: .* ${formatTime12(pickupTime).replace(' ', '\\s')}`));
    await app.waitForMail((m) => /New dinner pickup order ORD-\d+ from Morgan Reyes/.test(m.subject));
  });

  test('the owner cannot set pickup hours outside the business hours', async ({ page }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/business-settings');
    await page.getByRole('tab', { name: /offer/i }).click();
    await expect(page.getByRole('heading', { name: 'Dinner pickup hours' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    await page.getByRole('checkbox', { name: 'Sunday' }).check();
    // Sunday is "Events only" in the posted hours: said at once, and refused by the server on save.
    const message =
      /^Pickup hours on Sunday \(4:00 PM to 6:00 PM\) are outside the business hours \(Sunday - Monday: Events only\)/;
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await page.getByRole('button', { name: 'Save offer' }).click();
    await expect(page.getByText('Save Failed')).toBeVisible();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
  });
});
