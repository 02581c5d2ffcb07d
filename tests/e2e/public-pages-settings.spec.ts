import { DEMO_ADMIN, expect, signInThroughForm, test } from './fixtures.ts';

test.describe('business settings', () => {
  test('an admin changes the business identity and every page shows it, server-rendered ones included', async ({
    page,
    request,
  }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.getByRole('link', { name: 'Business Settings' }).click();
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await expect(phone).toHaveValue('(215) 555-0142');
    await phone.fill('(267) 555-0199');
    await page.getByRole('button', { name: 'Save business details' }).click();
    await expect(page.getByText('Settings Saved')).toBeVisible();

    const html = await (await request.get('/contact')).text();
    expect(html).toContain('(267) 555-0199');
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: '(267) 555-0199' }).first()).toBeVisible();
  });

  test('an admin adds a food truck stop and the truck page lists it', async ({ page }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/business-settings?tab=truck');
    await page.getByRole('button', { name: 'Add a stop' }).click();
    const stops = page.getByRole('textbox', { name: 'Place' });
    const last = (await stops.count()) - 1;
    await stops.nth(last).fill('Rittenhouse Square');
    await page
      .getByRole('textbox', { name: 'Address' })
      .nth(last)
      .fill('210 W Rittenhouse Sq, Philadelphia, PA 19103');
    await page.getByRole('textbox', { name: 'Starts' }).nth(last).fill('09:00');
    await page.getByRole('textbox', { name: 'Ends' }).nth(last).fill('08:00');
    await page.getByRole('button', { name: 'Save schedule' }).click();
    await expect(page.getByText('End time must be after start time')).toBeVisible();
    await page.getByRole('textbox', { name: 'Ends' }).nth(last).fill('12:00');
    await page.getByRole('button', { name: 'Save schedule' }).click();
    await expect(page.getByText('Schedule Saved')).toBeVisible();

    await page.goto('/food-truck');
    const monday = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Monday/ }) });
    await expect(monday.getByText('Rittenhouse Square')).toBeVisible();
    await expect(monday.getByText('9:00 AM - 12:00 PM')).toBeVisible();
  });
});
