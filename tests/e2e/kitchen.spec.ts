import type { APIRequestContext } from '@playwright/test';
import {
  addDays,
  businessClock,
  businessInstant,
  formatCalendarDate,
} from '../../src/common/business-time.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import { DEMO_ADMIN, DEMO_CLIENT, expect, signInThroughForm, test } from './fixtures.ts';

const today = businessClock(new Date()).date;
/** Past the 24-hour lead time. */
const day = addDays(today, 3);
const dayHeading = formatCalendarDate(day, { weekday: 'long', month: 'long', day: 'numeric' });
/** The 15th of `day`'s month: in that month's grid only, never among another month's outside days. */
const midMonth = formatCalendarDate(`${day.slice(0, 8)}15`, {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

/** A confirmed catering order and an accepted event on `day`, made through the API as customers would. */
async function bookDay(request: APIRequestContext): Promise<{ order: Order }> {
  const menu = (await (await request.get('/api/menu-items')).json()) as MenuItem[];
  const salad = menu.find((i) => i.name === 'Garden Salad')!;
  const placed = await request.post('/api/orders', {
    data: {
      firstName: 'Dana',
      lastName: 'Delivery',
      email: 'dana.delivery@example.com',
      phone: '215-555-0199',
      timeWindow: '12:00-14:00',
      eventDate: day,
      items: [{ menuItemId: salad.id, panSize: 'full', quantity: 2 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as Order;

  expect((await request.post('/api/login', { data: DEMO_CLIENT })).ok()).toBe(true);
  const quote = await request.post('/api/quotes', {
    data: {
      eventType: 'wedding',
      eventDate: businessInstant(day, '18:00').toISOString(),
      guestCount: 60,
      venue: 'Fairmount Park Pavilion',
      menuPackage: 'full-service',
      dishes: [salad.id],
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  const { id } = (await quote.json()) as { id: number };
  const signed = await request.patch(`/api/quotes/${id}/status`, {
    data: { status: 'accepted', signerName: 'Demo Client', agreeToTerms: true },
  });
  expect(signed.ok(), await signed.text()).toBe(true);

  expect((await request.post('/api/login', { data: DEMO_ADMIN })).ok()).toBe(true);
  expect(
    (await request.patch(`/api/orders/${order.id}/status`, { data: { status: 'confirmed' } })).ok(),
  ).toBe(true);
  await request.post('/api/logout');
  return { order };
}

test('the admin finds the day on /calendar, marks a dish prepared on /kitchen for every screen, and moves the order', async ({
  page,
  browser,
  request,
  baseURL,
  axe,
}) => {
  const { order } = await bookDay(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);

  await page
    .getByRole('link', { name: /Calendar/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page).toHaveTitle(/^Calendar/);
  if (day.slice(0, 7) !== today.slice(0, 7)) await page.getByRole('button', { name: 'Next month' }).click();
  // The month shown before keeps its grid until the new one has loaded, and its outside days
  // include `day`: wait for the new grid, or the click lands while the grid is being replaced.
  await expect(page.getByRole('button', { name: new RegExp(`^${midMonth}:`) })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${dayHeading}: 2 booked`) }).click();
  const list = page.getByRole('region', { name: `Bookings on ${day}` });
  await expect(list.getByRole('heading', { name: dayHeading })).toBeVisible();
  await expect(list.getByRole('link', { name: order.orderNumber })).toBeVisible();
  await expect(list.getByText('60 guests')).toBeVisible();
  await axe(page);

  await page
    .getByRole('link', { name: /Kitchen/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/kitchen$/);
  await page.getByLabel('Day', { exact: true }).fill(day);
  const salad = page.getByTestId('prep-dish').filter({ hasText: 'Garden Salad' });
  // 2 full pans ordered + 60 guests at 20 a full pan: 5 full pans, 100 portions.
  await expect(salad.getByText('5 full pans')).toBeVisible();
  await expect(salad.getByText('100 portions')).toBeVisible();
  await salad.getByRole('checkbox', { name: 'Garden Salad prepared' }).check();
  await expect(page.getByText('1 of 1 dishes prepared')).toBeVisible();
  await axe(page);

  // Another screen in the kitchen (its own session) sees the mark.
  const other = await browser.newContext({ baseURL });
  const screen = await other.newPage();
  await signInThroughForm(screen, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await screen.goto('/kitchen');
  await screen.getByLabel('Day', { exact: true }).fill(day);
  await expect(screen.getByRole('checkbox', { name: 'Garden Salad prepared' })).toBeChecked();
  await other.close();

  const orderRow = page.getByTestId('day-order').filter({ hasText: `${order.orderNumber} · Dana Delivery` });
  await orderRow.getByRole('button', { name: 'Mark Preparing' }).click();
  // Placed without a delivery ZIP, the order is picked up: its next step is Ready, never Out for Delivery.
  await expect(orderRow.getByRole('button', { name: 'Mark Ready for Pickup' })).toBeVisible();
  await expect(orderRow.getByRole('button', { name: 'Mark Out for Delivery' })).toHaveCount(0);

  // On a phone the calendar is a list per day.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/calendar');
  if (day.slice(0, 7) !== today.slice(0, 7)) await page.getByRole('button', { name: 'Next month' }).click();
  const entry = page
    .getByRole('region', { name: `Bookings on ${day}` })
    .getByRole('link', { name: order.orderNumber });
  await expect(entry).toBeVisible();
  // The entry opens that order, with its status and its next step.
  await entry.click();
  const opened = page.getByRole('region', { name: 'The order you opened' });
  await expect(opened.getByRole('article', { name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(opened.getByRole('button', { name: 'Show all orders' })).toBeVisible();
});
