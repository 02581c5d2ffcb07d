import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ADMIN, DEMO_CLIENT, expect, signInThroughForm, test, unique } from './fixtures.ts';

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

const dishPhoto = () =>
  sharp({ create: { width: 480, height: 480, channels: 3, background: '#74aa52' } })
    .png()
    .toBuffer();

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
    await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
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
