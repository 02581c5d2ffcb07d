import { DEMO_ADMIN, DEMO_CLIENT, expect, signInThroughForm, test } from './fixtures.ts';

test.describe('the photo manager (/photo-gallery)', () => {
  test('a client sees Access Denied and no Photo Manager link', async ({ page }) => {
    await signInThroughForm(page, DEMO_CLIENT.username, DEMO_CLIENT.password);
    await expect(page.getByRole('link', { name: /Photo Manager/ })).toHaveCount(0);
    await page.goto('/photo-gallery');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(
      page.getByText('You need administrator privileges to manage the photo gallery.'),
    ).toBeVisible();
    await expect(page.getByText('Current user: client · Role: client')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  });

  test('an admin filters by category, edits a photo with validation, and sees at most two tags', async ({
    page,
    axe,
  }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    // A slow list shows the six-card skeleton first.
    await page.route('**/api/photos', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.getByRole('link', { name: 'Photo Manager', exact: true }).click();
    await expect(page.getByTestId('photo-skeleton')).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'Photo Gallery Management' })).toBeVisible();
    const card = page.getByRole('article', { name: 'Southern Fried Chicken Platter' });
    await expect(card.getByText('+1 more')).toBeVisible();
    await expect(card.getByText('crowd favorite')).toHaveCount(0);
    await page.unroute('**/api/photos');
    // A fresh load drops the sign-in toast, so axe judges this page alone.
    await page.reload();
    await expect(card).toBeVisible();
    await axe(page);

    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Staff' }).click();
    await expect(page.getByText('No photos found', { exact: true })).toBeVisible();
    await expect(page.getByText('No photos found in the Staff category.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'All Categories' }).click();

    await card.getByRole('button', { name: 'Edit Southern Fried Chicken Platter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Photo' });
    await expect(dialog.getByLabel('Display name')).toHaveValue('Southern Fried Chicken Platter');
    await axe(page);
    await dialog.getByLabel('Display name').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Display name is required')).toBeVisible();
    await dialog.getByLabel('Display name').fill('Nashville Hot Chicken');
    await dialog.getByLabel('Tags').fill(' spicy , , chicken ');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Photo Updated')).toBeVisible();
    await expect(page.getByText('Photo has been updated successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const edited = page.getByRole('article', { name: 'Nashville Hot Chicken' });
    await expect(edited.getByText('spicy', { exact: true })).toBeVisible();
    await expect(edited.getByText('+1 more')).toHaveCount(0);
  });

  test('a failed save shows Error with the server message and keeps the dialog open', async ({ page }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/photo-gallery');
    await page.route('**/api/photos/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Someone else changed this photo.', code: 'CONFLICT' }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Edit Chilled Shrimp Cocktail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Photo' });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByText('Someone else changed this photo.')).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('an admin deletes a photo only after confirming', async ({ page }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/photo-gallery');
    const card = page.getByRole('article', { name: 'Fresh Mint Lemonade' });
    await card.getByRole('button', { name: 'Delete Fresh Mint Lemonade' }).click();
    const confirm = page
      .getByRole('dialog')
      .filter({ hasText: 'Are you sure you want to delete this photo?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Delete Fresh Mint Lemonade' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Photo Deleted')).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { name: 'Chilled Shrimp Cocktail' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fresh Mint Lemonade' })).toHaveCount(0);
  });
});
