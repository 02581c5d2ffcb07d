import type { Page } from '@playwright/test';
import type { Costing } from '../../src/common/costing/schema.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import { formatCents } from '../../src/common/money.ts';
import { proposalNumber, type Quote } from '../../src/common/quotes/schema.ts';
import { DEMO_ADMIN, DEMO_CLIENT, expect, signInThroughForm, test, unique } from './fixtures.ts';
import { expectStackedRows } from './stacked-table.ts';

const COLUMNS = ['Name', 'Supplier', 'Pack', 'Pack price', 'Price per unit', 'Used by', 'Actions'] as const;

/** The owner's line under the Revise dialog, as the server's costing reads (tests/e2e/costing-margin.spec.ts). */
const marginLine = (c: Costing) =>
  `Food cost ${formatCents(c.foodCostCents)} · Margin ${formatCents(c.marginCents)}${
    c.marginPercent === null ? '' : ` (${c.marginPercent}%)`
  }`;

/**
 * Opens the proposal's Price & Send dialog, prices its first line at $40 for 80 guests (nothing is
 * sent), and answers what the server costs that draft at, once the dialog's margin shows it.
 */
async function draftMargin(page: Page, quote: Quote): Promise<Costing> {
  const reference = proposalNumber(quote);
  await page.goto('/proposals?tab=all');
  await page
    .getByRole('article', { name: `Proposal ${reference}` })
    .getByRole('button', { name: /Price & Send|Revise/ })
    .click();
  const editor = page.getByRole('dialog', { name: `Price and send ${reference}` });
  const description = editor.getByLabel('Item 1 description');
  await expect(description).not.toHaveValue('');
  await editor.getByLabel('Unit price').first().fill('40');
  await editor.getByLabel('Qty').first().fill('80');
  const res = await page.request.post(`/api/quotes/${quote.id}/costing`, {
    data: {
      guestCount: 80,
      lineItems: [{ description: await description.inputValue(), quantity: 80, unitPrice: '40.00' }],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const costing = (await res.json()) as Costing;
  await expect(
    editor.getByRole('region', { name: 'Margin of this version' }).getByText(marginLine(costing)),
  ).toBeVisible();
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toHaveCount(0);
  return costing;
}

/**
 * Issue 37: the owner writes a dish's recipe in the menu manager, then enters an ingredient's new
 * pack price on the Ingredients page and sees the dish's food cost follow it, over the target.
 */
test('the owner writes a recipe, changes an ingredient’s pack price and sees the dish’s food cost and a proposal’s margin follow', async ({
  page,
  browser,
  baseURL,
  request,
  axe,
}) => {
  // A dish and an ingredient of this journey's own: $20 / $40 pans, and a $20.00 ten-pound case.
  expect((await request.post('/api/login', { data: DEMO_ADMIN })).ok()).toBe(true);
  const dishName = `Costing Greens ${unique('')}`;
  const added = await request.post('/api/menu-items', {
    data: {
      category: 'salads',
      name: dishName,
      description: 'Greens for the costing journey',
      price: 'Half Pan $20 / Full Pan $40',
      servingSize: 'Half pan serves 10',
      prepTime: '20 minutes',
      minOrder: 1,
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const dish = (await added.json()) as MenuItem;
  const ingredientName = `Journey kale ${unique('')}`;
  const created = await request.post('/api/admin/ingredients', {
    data: {
      name: ingredientName,
      category: 'produce',
      supplier: 'Journey Farms',
      packSize: 10,
      packUnit: 'lb',
      packPriceCents: 2000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);

  // The menu manager: the new dish has no recipe yet, never a 0%.
  await page.goto('/menu-manager');
  await page.getByLabel('Search').fill(dishName);
  const card = page.getByRole('article', { name: dishName });
  await expect(card.getByText('No recipe yet')).toBeVisible();

  // Its recipe: 48 oz of the ingredient per full pan (3 lb, $6.00), a half pan half of it.
  await card.getByRole('link', { name: `Recipe of ${dishName}` }).click();
  const recipe = page.getByRole('dialog', { name: `Recipe: ${dishName}` });
  await recipe.getByRole('combobox', { name: 'Ingredient' }).fill(ingredientName.slice(0, 12));
  await page.getByRole('option', { name: ingredientName }).click();
  await expect(recipe.getByRole('combobox', { name: 'Unit' })).toHaveValue('lb');
  await recipe.getByRole('combobox', { name: 'Unit' }).click();
  // Only units of weight for an ingredient bought by the pound.
  await expect(page.getByRole('option', { name: 'cup' })).toHaveCount(0);
  await page.getByRole('option', { name: 'oz', exact: true }).click();
  await recipe.getByLabel('Quantity').fill('48');
  await recipe.getByRole('button', { name: 'Save recipe' }).click();
  await expect(page.getByText('Recipe saved')).toBeVisible();
  await expect(recipe.getByRole('listitem', { name: `Line 1: ${ingredientName}` })).toContainText('$6.00');
  const perSize = recipe.getByRole('table', { name: 'Food cost per size' });
  await expect(perSize.getByRole('row', { name: /Half Pan/ })).toContainText('15%');
  await expect(perSize.getByRole('row', { name: /Full Pan/ })).toContainText('15%');
  await axe(page);
  await recipe.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByText('Full Pan: Food cost 15%')).toBeVisible();

  // The demo client asks for Full Service for 80 guests with this dish; its draft's margin, at $20 a case.
  const clientContext = await browser.newContext({ baseURL });
  expect((await clientContext.request.post('/api/login', { data: DEMO_CLIENT })).ok()).toBe(true);
  const asked = await clientContext.request.post('/api/quotes', {
    data: {
      eventType: 'wedding',
      eventDate: new Date(Date.now() + 40 * 24 * 3600 * 1000).toISOString(),
      guestCount: 80,
      venue: 'Fairmount Park',
      menuPackage: 'full-service',
      dishes: [dish.id],
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const quote = (await asked.json()) as Quote;
  await clientContext.close();
  const before = await draftMargin(page, quote);
  expect(before.unknownDishes).not.toContain(dishName);

  // Ingredients: the owner's new price, $50.00 a case.
  await page.goto('/admin/ingredients');
  await expect(page.getByRole('heading', { name: 'Ingredients', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(ingredientName) });
  await expect(row).toContainText('10 lb');
  await expect(row).toContainText('$20.00');
  await expect(row).toContainText('$2.00 / lb');
  await expect(row).toContainText('1 dish');
  await axe(page);
  await row.getByRole('button', { name: `Edit ${ingredientName}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${ingredientName}` });
  await edit.getByLabel('Pack price').fill('abc');
  await edit.getByRole('button', { name: 'Save ingredient' }).click();
  await expect(edit.getByText('Enter the pack price like 20.00')).toBeVisible();
  await edit.getByLabel('Pack price').fill('50.00');
  await edit.getByRole('button', { name: 'Save ingredient' }).click();
  await expect(page.getByText('Ingredient updated')).toBeVisible();
  await expect(row).toContainText('$50.00');
  await expect(row).toContainText('$5.00 / lb');
  // The price history names who changed it and from what to what.
  await row.getByRole('button', { name: `Edit ${ingredientName}` }).click();
  await expect(edit.getByRole('region', { name: 'Price history' })).toContainText('$20.00 → $50.00');
  const { user } = (await (await request.get('/api/session')).json()) as {
    user: { fullName: string | null; username: string };
  };
  await expect(edit.getByRole('region', { name: 'Price history' })).toContainText(
    user.fullName ?? user.username,
  );
  await edit.getByRole('button', { name: 'Close' }).click();

  // A used ingredient cannot be deleted: the server's reason names the dish.
  await row.getByRole('button', { name: `Delete ${ingredientName}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${ingredientName}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Ingredient not deleted')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: dishName })).toBeVisible();
  await expect(row).toBeVisible();

  // On a phone the table is one card per ingredient (this one, found by the search).
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByLabel('Search').fill(ingredientName);
  await expect(page.getByRole('table')).toHaveCount(1);
  await expectStackedRows(page.getByRole('table', { name: 'Produce' }), COLUMNS);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Back in the menu manager: 3 lb at $5.00 is $15.00 of a $40.00 full pan, over the 30% target.
  await page.goto('/menu-manager');
  await page.getByLabel('Search').fill(dishName);
  await expect(card.getByText('Full Pan: Food cost 37.5% (over target)')).toBeVisible();
  await expect(card.getByText('Half Pan: Food cost 37.5% (over target)')).toBeVisible();
  const overTarget = page.getByRole('region', { name: 'Dishes over target' });
  await overTarget.getByRole('button', { name: /Dishes over target/ }).click();
  await expect(overTarget.getByRole('link', { name: dishName })).toBeVisible();
  // The red of a dish over target, and the words of an unknown cost, are readable on the cards.
  await axe(page);
  await overTarget.getByRole('link', { name: dishName }).click();
  await expect(page).toHaveURL(new RegExp(`recipe=${dish.id}`));
  await expect(
    page.getByRole('dialog', { name: `Recipe: ${dishName}` }).getByRole('row', { name: /Full Pan/ }),
  ).toContainText('$15.00');

  // The same draft of the proposal now costs more food and earns less.
  const after = await draftMargin(page, quote);
  expect(after.foodCostCents).toBeGreaterThan(before.foodCostCents);
  expect(after.marginCents).toBe(before.marginCents - (after.foodCostCents - before.foodCostCents));
  expect(marginLine(after)).not.toBe(marginLine(before));
});
