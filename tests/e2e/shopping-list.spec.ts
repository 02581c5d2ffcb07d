import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { ShoppingList } from '../../src/common/costing/schema.ts';
import { NO_SUPPLIER, packsText, rangeText } from '../../src/common/costing/shopping-list.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import { formatCents } from '../../src/common/money.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import { DEMO_ADMIN, expect, signInThroughForm, test } from './fixtures.ts';

const today = businessClock(new Date()).date;

test('the owner opens the kitchen’s Shopping list on a phone: the coming week by supplier, in packs, with the estimate', async ({
  page,
  request,
  axe,
}) => {
  // A confirmed order three days ahead (past the lead time), of dishes the demo has recipes for.
  const menu = (await (await request.get('/api/menu-items')).json()) as MenuItem[];
  const dish = (name: string) => menu.find((i) => i.name === name)!.id;
  const placed = await request.post('/api/orders', {
    data: {
      firstName: 'Dana',
      lastName: 'Delivery',
      email: 'dana.delivery@example.com',
      phone: '215-555-0199',
      timeWindow: '12:00-14:00',
      eventDate: addDays(today, 3),
      items: [
        { menuItemId: dish('Garden Salad'), panSize: 'full', quantity: 2 },
        { menuItemId: dish('Baked Macaroni & Cheese'), panSize: 'half', quantity: 1 },
      ],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as Order;
  expect((await request.post('/api/login', { data: DEMO_ADMIN })).ok()).toBe(true);
  expect(
    (await request.patch(`/api/orders/${order.id}/status`, { data: { status: 'confirmed' } })).ok(),
  ).toBe(true);
  const to = addDays(today, 6);
  const list = (await (
    await request.get(`/api/kitchen/shopping-list?from=${today}&to=${to}`)
  ).json()) as ShoppingList;
  expect(list.lines.length).toBeGreaterThan(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto('/kitchen');
  await page.getByRole('tab', { name: 'Shopping list' }).click();
  await expect(page).toHaveURL(/tab=shopping/);

  // Today to today + 6 unless changed; every line the API answers, under its supplier, in packs.
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue(today);
  await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue(to);
  await expect(page.getByRole('heading', { name: rangeText(today, to) })).toBeVisible();
  for (const line of list.lines) {
    const supplier = page.getByRole('region', { name: line.supplier || NO_SUPPLIER });
    await expect(supplier.getByText(line.name, { exact: true })).toBeVisible();
    await expect(supplier.getByText(packsText(line)).first()).toBeVisible();
  }
  await expect(page.getByText(formatCents(list.estimatedTotalCents ?? 0), { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Print (PDF)' })).toHaveAttribute(
    'href',
    `/api/kitchen/shopping-list?from=${today}&to=${to}&format=pdf`,
  );
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    `/api/kitchen/shopping-list?from=${today}&to=${to}&format=csv`,
  );
  // Nothing overflows the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await axe(page);

  // A range the server would refuse is named at once, and not asked for.
  await page.getByRole('textbox', { name: 'To' }).fill(addDays(today, -1));
  await expect(page.getByText('from must be on or before to')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Print (PDF)' })).toHaveCount(0);
});
