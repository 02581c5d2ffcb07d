import { DEMO_ADMIN, expect, signInThroughForm, test, uniqueName } from './fixtures.ts';
import { expectStackedRows } from './stacked-table.ts';

test.use({ viewport: { width: 375, height: 800 } });

const day = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });

test('the owner filters orders by "unpaid this week" on a phone, in the table and the cards', async ({
  page,
  axe,
}, testInfo) => {
  await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  // Three phone orders: two due in two days (one of them paid by check), one in three weeks.
  const menu = (await (await page.request.get('/api/menu-items')).json()) as { id: number; name: string }[];
  const caesar = menu.find((i) => i.name === 'Classic Caesar Salad')!;
  const surname = uniqueName('Weekly');
  const enter = async (firstName: string, eventDate: string) => {
    const res = await page.request.post('/api/admin/orders', {
      data: {
        customer: { firstName, lastName: surname, phone: '215-555-0188' },
        items: [{ menuItemId: caesar.id, panSize: 'half', quantity: 1 }],
        fulfilment: 'pickup',
        timeWindow: '12:00-14:00',
        eventDate,
        sendConfirmation: false,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number; orderNumber: string };
  };
  const unpaidSoon = await enter('Una', day(2));
  const paidSoon = await enter('Pia', day(2));
  const unpaidLater = await enter('Lee', day(21));
  const paid = await page.request.post(`/api/orders/${paidSoon.id}/payments/offline`, {
    data: { method: 'check' },
  });
  expect(paid.status(), await paid.text()).toBe(201);

  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(surname);
  await page.getByRole('combobox', { name: 'When' }).click();
  await page.getByRole('option', { name: 'This week' }).click();
  await page.getByRole('combobox', { name: 'Payment' }).click();
  await page.getByRole('option', { name: 'Unpaid' }).click();
  // The filters are in the address: a reload or a shared link keeps them.
  await expect(page).toHaveURL(/paid=false/);
  await expect(page).toHaveURL(new RegExp(`from=${day(0)}&to=${day(6)}`));

  const cards = page.getByRole('article');
  await expect(cards.filter({ hasText: unpaidSoon.orderNumber })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(page.getByText('1 order match')).toBeVisible();

  // The compact table, remembered after a reload.
  await page.getByText('Table', { exact: true }).click();
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row').filter({ hasText: unpaidSoon.orderNumber })).toBeVisible();
  await expect(table.getByText(paidSoon.orderNumber)).toHaveCount(0);
  await expect(table.getByText(unpaidLater.orderNumber)).toHaveCount(0);
  await page.reload();
  const reloaded = page.getByRole('table', { name: 'Orders' });
  await expect(reloaded.getByRole('row').filter({ hasText: unpaidSoon.orderNumber })).toBeVisible();
  await expect(reloaded.getByText('Unpaid')).toBeVisible();
  await expectStackedRows(reloaded, [
    'Order',
    'Date',
    'Customer',
    'Phone',
    'Fulfilment',
    'Total',
    'Paid',
    'Status',
  ]);
  await page.screenshot({ path: testInfo.outputPath('orders-unpaid-this-week-375.png'), fullPage: true });
  await axe(page);

  // Recording the check takes the order out of "unpaid".
  await reloaded.getByRole('button', { name: `Record payment of ${unpaidSoon.orderNumber}` }).click();
  await page.getByRole('menuitem', { name: 'Check' }).click();
  await expect(page.getByText('No orders match these filters')).toBeVisible();
});
