import sharp from 'sharp';
import { DEMO_ADMIN, expect, signInThroughForm, test, unique } from './fixtures.ts';

const pngOf = (color: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .png()
    .toBuffer();

test.describe('the gallery', () => {
  test('a visitor filters by category and by text, sees the empty states, and no admin controls', async ({
    page,
    axe,
  }) => {
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { name: 'Signature Showcase' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Additional Gallery' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Chilled Shrimp Cocktail' })).toBeVisible();
    await expect(page.getByText('Admin Photo Management')).toHaveCount(0);
    await axe(page);

    const bar = page.getByRole('group', { name: 'Filter photos by category' });
    await bar.getByRole('button', { name: 'Desserts' }).click();
    await expect(bar.getByRole('button', { name: 'Desserts' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Mixed Berry Tart' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dessert Cups Trio' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sunday Brunch Plate' })).toHaveCount(0);

    await bar.getByRole('button', { name: 'Lunch' }).click();
    await expect(page.getByRole('heading', { name: 'Harvest Garden Salad' })).toBeVisible();
    await expect(page.getByText('No photos found', { exact: true })).toBeVisible();
    await expect(page.getByText('No photos found in the Lunch category.')).toBeVisible();

    await bar.getByRole('button', { name: 'All Photos' }).click();
    // The text filter reads the description too, whatever the case.
    await page.getByLabel('Search photos').fill('HORSERADISH');
    await expect(page.getByRole('heading', { name: 'Chilled Shrimp Cocktail' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Southern Fried Chicken Platter' })).toHaveCount(0);
    await page.getByLabel('Search photos').fill('no such dish');
    await expect(page.getByText('No photos match "no such dish".')).toBeVisible();
  });

  test('a broken image becomes a placeholder with an icon and the photo name', async ({ page }) => {
    await page.route('**/gallery-art/fried-chicken-*', (route) => route.abort());
    await page.goto('/gallery');
    const placeholder = page
      .getByTestId('photo-placeholder')
      .filter({ hasText: 'Southern Fried Chicken Platter' });
    await placeholder.first().scrollIntoViewIfNeeded();
    await expect(placeholder.first()).toBeVisible();
  });

  test('a photo that failed before the first script ran still becomes a placeholder', async ({ page }) => {
    await page.route('**/gallery-art/fried-chicken-*', (route) => route.abort());
    // The scripts arrive late, so the image has failed before anything listens for its error.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/gallery');
    const placeholder = page
      .getByTestId('photo-placeholder')
      .filter({ hasText: 'Southern Fried Chicken Platter' });
    await expect(placeholder.first()).toBeAttached({ timeout: 15_000 });
  });

  test('an admin uploads a photo, hides it from visitors, and deletes it', async ({
    page,
    browser,
    baseURL,
    axe,
  }) => {
    const name = unique('Grazing Board ');
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { name: 'Admin Photo Management' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Photo' }).click();

    const dialog = page.getByRole('dialog', { name: 'Upload Photo' });
    const submit = dialog.getByRole('button', { name: 'Upload Photo' });
    await expect(submit).toBeDisabled();
    await axe(page);
    await dialog.getByLabel('Photo file').setInputFiles({
      name: 'board.png',
      mimeType: 'image/png',
      buffer: await pngOf('#b5651d'),
    });
    await expect(dialog.getByText('board.png')).toBeVisible();
    await dialog.getByLabel('Display name').fill(name);
    await expect(submit).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Appetizers' }).click();
    await dialog.getByLabel('Description').fill('Cured meats, cheeses and figs');
    await dialog.getByLabel('Tags').fill('board, party');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText('Photo uploaded successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name })).toBeVisible();

    // A visitor in another browser sees it too.
    const visitor = await browser.newPage({ baseURL });
    await visitor.goto('/gallery');
    await expect(visitor.getByRole('heading', { name })).toBeVisible();

    // Hide it: unchecking Active takes it off the public gallery but not off the admin list.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Photo' });
    await expect(edit.getByLabel('Display name')).toHaveValue(name);
    await edit.getByLabel('Active', { exact: true }).uncheck();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Photo updated successfully')).toBeVisible();
    await expect(page.getByRole('listitem', { name }).getByText('Hidden')).toBeVisible();
    await expect(page.getByRole('heading', { name })).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'Chilled Shrimp Cocktail' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name })).toHaveCount(0);
    await visitor.close();

    // Delete, after the confirmation.
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page
      .getByRole('dialog')
      .filter({ hasText: 'Are you sure you want to delete this photo?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Photo deleted successfully')).toBeVisible();
    await expect(page.getByRole('listitem', { name })).toHaveCount(0);
  });

  test('an upload the server refuses shows a destructive Error toast with its message', async ({ page }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/gallery');
    await page.getByRole('button', { name: 'Add Photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Photo' });
    // A text file dressed as a PNG passes the browser's type check; the server decodes it and refuses.
    await dialog.getByLabel('Photo file').setInputFiles({
      name: 'menu.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not a picture'),
    });
    await dialog.getByLabel('Display name').fill('Not a photo');
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Lunch' }).click();
    await dialog.getByRole('button', { name: 'Upload Photo' }).click();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByText(/Invalid File/)).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('an admin reorders with the keyboard and by dragging the handle, and the order is kept', async ({
    page,
  }) => {
    // Tall enough that the whole list is on screen: a drag that has to scroll never starts in Chromium.
    await page.setViewportSize({ width: 1280, height: 1400 });
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/gallery');
    const rows = page.getByRole('region', { name: 'Admin Photo Management' }).getByRole('listitem');
    await expect(rows.nth(2)).toBeVisible();
    // Names as they stand now, so the test holds whatever other journeys did to the list before.
    const names = await rows.evaluateAll((items) =>
      items.map((item) => item.getAttribute('aria-label') ?? ''),
    );
    const [first, second] = names;
    const last = names.at(-1)!;

    await page.getByRole('button', { name: `Reorder ${second}` }).focus();
    await page.keyboard.press('ArrowUp');
    await expect(rows.first()).toHaveAccessibleName(second!);
    await expect(rows.nth(1)).toHaveAccessibleName(first!);

    await page.getByRole('button', { name: `Reorder ${last}` }).dragTo(rows.first());
    await expect(rows.first()).toHaveAccessibleName(last);

    await page.getByRole('button', { name: `Move ${last} down` }).click();
    await expect(rows.nth(1)).toHaveAccessibleName(last);
    await page.reload();
    await expect(rows.first()).toHaveAccessibleName(second!);
    await expect(rows.nth(1)).toHaveAccessibleName(last);
  });
});
