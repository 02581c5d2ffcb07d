import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  DEMO_ADMIN,
  DEMO_CLIENT,
  expect,
  letReactTakeOver,
  signInThroughForm,
  test,
  unique,
} from './fixtures.ts';

/** Drops a file on an element the way a browser does when a person drags one from the desktop. */
async function dropFile(page: Page, target: Locator, file: { name: string; type: string; bytes: Buffer }) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, type, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type }));
      return transfer;
    },
    { name: file.name, type: file.type, base64: file.bytes.toString('base64') },
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

const dishPhoto = (background = '#74aa52') =>
  sharp({ create: { width: 480, height: 480, channels: 3, background } })
    .png()
    .toBuffer();

const photoFile = async (name: string, background?: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await dishPhoto(background),
});

/** Fails the next PATCH of a menu item, as a server error would. */
async function failNextPatch(page: Page) {
  await page.route('**/api/menu-items/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, body: 'Internal Server Error' })
      : route.fallback(),
  );
}

test.describe('menu manager', () => {
  test('an admin edits an item from /menu, drops a photo on it in the manager and sees it on the menu', async ({
    page,
    axe,
  }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/menu');
    await page.getByRole('article', { name: 'Garden Salad' }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Menu Item' });
    await dialog
      .getByLabel('Description')
      .fill('Mixed greens, cucumber and radish with a honey-lemon vinaigrette.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Item Updated')).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'Garden Salad' }).getByText('with a honey-lemon vinaigrette.'),
    ).toBeVisible();

    await page.goto('/menu-manager');
    await expect(page.getByRole('heading', { name: 'Menu Manager' })).toBeVisible();
    await expect(page.getByText('With Photos')).toBeVisible();
    await axe(page);
    const card = page.getByRole('article', { name: 'Garden Salad' });
    await dropFile(page, card.locator('.mantine-Dropzone-root'), {
      name: 'garden.png',
      type: 'image/png',
      bytes: await dishPhoto(),
    });
    await expect(page.getByText('Photo Uploaded')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Replace' })).toBeVisible();

    await page.goto('/menu');
    await page.getByRole('button', { name: 'View photo of Garden Salad' }).click();
    await expect(page.getByRole('dialog', { name: 'Photo of Garden Salad' })).toBeVisible();
    await page.getByRole('button', { name: 'Close photo' }).click();

    await page.goto('/menu-manager');
    await page.getByRole('article', { name: 'Garden Salad' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: 'Remove Photo' }).click();
    await expect(page.getByText('Photo Removed')).toBeVisible();
  });

  test('a text file dressed as a photo is refused as Invalid File', async ({ page }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/enhanced-menu-editor');
    const card = page.getByRole('article', { name: 'Greek Salad' });
    await dropFile(page, card.locator('.mantine-Dropzone-root'), {
      name: 'greek.png',
      type: 'image/png',
      bytes: Buffer.from('this is not a picture at all'),
    });
    await expect(page.getByText('Invalid File')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Replace' })).toHaveCount(0);
  });

  test('an admin adds an item with the three-tab dialog, then deletes it after confirming', async ({
    page,
  }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/dashboard/menu-manager');
    await page.getByRole('button', { name: 'Add Menu Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Menu Item' });
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();

    const name = unique('Peach Cobbler ');
    await dialog.getByLabel('Name').fill(name);
    // A field per size (decision 0056): by the pan is the first choice.
    await dialog.getByLabel('Half pan').fill('60');
    await dialog.getByLabel('Full pan').fill('90');
    await expect(dialog.getByText('Half Pan $60.00 · Full Pan $90.00')).toBeVisible();
    await dialog.getByLabel('Description').fill('Georgia peaches under a buttery biscuit crust.');
    await dialog.getByRole('tab', { name: 'Details' }).click();
    await dialog.getByLabel('Serving size').fill('Half pan serves 12');
    await dialog.getByLabel('Prep time').fill('40 minutes');
    await dialog.getByLabel('Vegetarian', { exact: true }).check();
    await dialog.getByRole('tab', { name: 'Settings' }).click();
    await dialog.getByLabel('Featured').check();
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(page.getByText('Menu Item Created')).toBeVisible();

    await page.getByLabel('Search').fill(name);
    const card = page.getByRole('article', { name });
    await expect(card.getByText('Popular')).toBeVisible();
    await card.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Are you sure you want to delete this menu item?')).toBeVisible();
    await page
      .getByRole('dialog', { name: `Delete ${name}?` })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(page.getByText('Menu Item Deleted')).toBeVisible();
    await expect(page.getByText('No menu items found')).toBeVisible();
  });

  test('an admin adds a category, files an item under it and the customer menu filters by it', async ({
    page,
  }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/menu-manager');
    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.getByRole('dialog', { name: 'Add Category' }).getByLabel('Category name').fill('Appetizers');
    await page
      .getByRole('dialog', { name: 'Add Category' })
      .getByRole('button', { name: 'Add Category' })
      .click();
    await expect(page.getByText('Category Added')).toBeVisible();

    await page
      .getByRole('article', { name: 'Tri-Color Pasta Salad' })
      .getByRole('button', { name: 'Edit' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Menu Item' });
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Appetizers' }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Menu Item Updated')).toBeVisible();

    await page.goto('/menu');
    await page.getByText('Appetizers', { exact: true }).click();
    await expect(page.getByRole('article', { name: 'Tri-Color Pasta Salad' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Garden Salad' })).toBeHidden();
  });

  test('saving a new dish with a photo counts it in With Photos and shows it on its card without a reload', async ({
    page,
  }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/menu-manager');
    // The counts are read once the list has loaded (they show 0 until then).
    await expect(page.getByRole('article', { name: 'Garden Salad' })).toBeVisible({ timeout: 30_000 });
    const withPhotos = page.getByText('With Photos').locator('xpath=..');
    const before = Number(await withPhotos.getByText(/^\d+$/).textContent());

    await page.getByRole('button', { name: 'Add Menu Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Menu Item' });
    const name = unique('Banana Pudding ');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('radiogroup', { name: 'Priced' }).getByText('Each', { exact: true }).click();
    await dialog.getByLabel('Each (plate, tray or cup)').fill('8');
    await dialog.getByLabel('Description').fill('Vanilla wafers, bananas and custard.');
    await dialog.getByRole('tab', { name: 'Details' }).click();
    await dialog.getByLabel('Serving size').fill('One cup');
    await dialog.getByLabel('Prep time').fill('20 minutes');
    await dialog.getByRole('tab', { name: 'Settings' }).click();
    await dialog.getByLabel('Menu item photo').setInputFiles(await photoFile('pudding.png', '#e8c872'));
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    // Saved, then uploaded and resized into four widths on the server: longer than a plain save.
    await expect(page.getByText('Menu Item Created')).toBeVisible({ timeout: 30_000 });

    await expect(withPhotos.getByText(/^\d+$/)).toHaveText(String(before + 1));
    await page.getByLabel('Search').fill(name);
    await expect(page.getByRole('article', { name }).locator('img')).toHaveAttribute(
      'src',
      /^\/api\/images\//,
    );
  });

  test("a dish's second photo is set as main, and the menu's photo view shows the others", async ({
    page,
  }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/menu-manager');
    const card = page.getByRole('article', { name: 'Garden Salad' });
    await card.getByLabel('Photo for Garden Salad').setInputFiles(await photoFile('first.png'));
    await expect(page.getByText('Photo Uploaded')).toBeVisible();
    const firstUrl = await card.locator('img').getAttribute('src');

    await card.getByRole('button', { name: 'Add more photos' }).click();
    const photos = page.getByRole('dialog', { name: 'Photos of Garden Salad' });
    await photos
      .getByLabel('Add a photo of Garden Salad')
      .setInputFiles(await photoFile('second.png', '#2255aa'));
    await expect(photos.getByRole('img', { name: 'Photo 2 of Garden Salad' })).toBeVisible();

    // A failed change says the spec's title; the main photo stays.
    await failNextPatch(page);
    await photos.getByRole('button', { name: 'Set as main' }).click();
    await expect(page.getByText('Update Failed')).toBeVisible();
    await page.unrouteAll();

    await photos.getByRole('button', { name: 'Set as main' }).click();
    await expect(page.getByText('Main Photo Set')).toBeVisible();
    await expect(photos.getByRole('img', { name: 'Photo 2 of Garden Salad' })).toHaveAttribute(
      'src',
      firstUrl!,
    );
    await page.keyboard.press('Escape');
    await expect(card.locator('img')).not.toHaveAttribute('src', firstUrl!);
    await expect(card.getByRole('button', { name: 'All photos (2)' })).toBeVisible();

    await page.goto('/menu');
    // This journey is about the photos, not the first tap (first-visit.spec.ts): React takes over first.
    await letReactTakeOver(page);
    await page.getByRole('button', { name: 'View photo of Garden Salad' }).click();
    const view = page.getByRole('dialog', { name: 'Photo of Garden Salad' });
    await view.getByRole('button', { name: 'Show photo 2 of 2' }).click();
    await expect(view.getByRole('img', { name: 'Garden Salad' })).toHaveAttribute('src', firstUrl!);
    await view.getByRole('button', { name: 'Close photo' }).click();
    await expect(view).toBeHidden();
  });

  test("/simple-menu-editor keeps the simple editor's title, check and toasts; the manager's failed save says Save Failed", async ({
    page,
  }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/simple-menu-editor');
    await expect(page.getByRole('heading', { name: 'Simple Menu Editor', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Simple Menu Editor \| /);

    await page.getByRole('button', { name: 'Add Menu Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Menu Item' });
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(page.getByText('Name and price are required')).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Description is required')).toHaveCount(0);

    const name = unique('Sweet Tea ');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('radiogroup', { name: 'Priced' }).getByText('Each', { exact: true }).click();
    await dialog.getByLabel('Each (plate, tray or cup)').fill('3');
    await dialog.getByLabel('Description').fill('Brewed daily, lightly sweet.');
    await dialog.getByRole('tab', { name: 'Details' }).click();
    await dialog.getByLabel('Serving size').fill('One glass');
    await dialog.getByLabel('Prep time').fill('5 minutes');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(page.getByText('Menu item created successfully!')).toBeVisible();

    await page.getByLabel('Search').fill(name);
    const card = page.getByRole('article', { name });
    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Menu Item' });
    await edit.getByLabel('Description').fill('Brewed daily with fresh mint.');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Menu item updated successfully!')).toBeVisible();

    await card.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: `Delete ${name}?` })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(page.getByText('Menu item deleted successfully!')).toBeVisible();

    await page.goto('/menu-manager');
    await expect(page).toHaveTitle(/^Menu Manager \| /);
    await page.getByRole('article', { name: 'Greek Salad' }).getByRole('button', { name: 'Edit' }).click();
    await failNextPatch(page);
    await page
      .getByRole('dialog', { name: 'Edit Menu Item' })
      .getByRole('button', { name: 'Save Changes' })
      .click();
    await expect(page.getByText('Save Failed')).toBeVisible();
    await expect(page.getByText('Failed to save menu item. Please try again.')).toBeVisible();
  });

  test("each failed photo action says the spec's words: Upload Failed, Remove Failed, Delete Failed", async ({
    page,
  }) => {
    const dish = 'Classic Caesar Salad';
    const failWith500 = (url: string) =>
      page.route(url, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/menu-manager');
    const card = page.getByRole('article', { name: dish });

    await failWith500('**/api/menu-items/upload-photo');
    await card.getByLabel(`Photo for ${dish}`).setInputFiles(await photoFile('fails.png'));
    await expect(page.getByText('Upload Failed')).toBeVisible();
    await expect(page.getByText('Failed to upload photo. Please try again.')).toBeVisible();
    await page.unrouteAll();
    await card.getByLabel(`Photo for ${dish}`).setInputFiles(await photoFile('kept.png', '#aa3322'));
    await expect(page.getByText('Photo Uploaded')).toBeVisible();

    // The card's Remove and the dialog's Delete both fail; the photo stays.
    await failWith500('**/api/menu-items/delete-photo');
    await card.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: 'Remove Photo' }).click();
    await expect(page.getByText('Remove Failed')).toBeVisible();
    await expect(page.getByText('Failed to remove photo. Please try again.')).toBeVisible();

    await card.getByRole('button', { name: 'Add more photos' }).click();
    const photos = page.getByRole('dialog', { name: `Photos of ${dish}` });
    await photos.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Delete Photo' }).click();
    await expect(page.getByText('Delete Failed')).toBeVisible();
    await expect(page.getByText('Failed to delete photo. Please try again.')).toBeVisible();
    await page.unrouteAll();
    await expect(photos.getByRole('img', { name: `Main photo of ${dish}` })).toBeVisible();
  });

  test('a client gets Access Denied naming the privilege, their username and role', async ({ page }) => {
    await signInThroughForm(page, DEMO_CLIENT.username, DEMO_CLIENT.password);
    await expect(page.getByRole('link', { name: 'Menu Manager' })).toHaveCount(0);
    for (const path of ['/menu-manager', '/simple-menu-editor']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(page.getByText('You need administrator privileges to manage the menu.')).toBeVisible();
      await expect(page.getByText('Current user: client · Role: client')).toBeVisible();
    }
    await page.goto('/menu');
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  });
});
