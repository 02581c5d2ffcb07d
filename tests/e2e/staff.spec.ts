import type { APIRequestContext } from '@playwright/test';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import { DEMO_ADMIN, expect, signInThroughForm, test, unique } from './fixtures.ts';

// Not kitchen.spec.ts's day: both mark Garden Salad prepared, and a day's marks are shared by
// every screen, so two journeys on one day see each other's.
const day = addDays(businessClock(new Date()).date, 5);

/** A confirmed catering order on `day`, placed as a customer would and confirmed by the admin. */
async function confirmedOrder(request: APIRequestContext): Promise<Order> {
  const menu = (await (await request.get('/api/menu-items')).json()) as MenuItem[];
  const salad = menu.find((i) => i.name === 'Garden Salad')!;
  const placed = await request.post('/api/orders', {
    data: {
      firstName: 'Drew',
      lastName: 'Crewtest',
      email: 'drew.crewtest@example.com',
      phone: '215-555-0177',
      timeWindow: '12:00-14:00',
      eventDate: day,
      items: [{ menuItemId: salad.id, panSize: 'full', quantity: 2 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as Order;
  expect((await request.post('/api/login', { data: DEMO_ADMIN })).ok()).toBe(true);
  const confirmed = await request.patch(`/api/orders/${order.id}/status`, { data: { status: 'confirmed' } });
  expect(confirmed.ok()).toBe(true);
  await request.post('/api/logout');
  return order;
}

test('the admin invites a staff member, who sets a password from the mail, runs the kitchen and sees no prices; removed, they are signed out', async ({
  page,
  browser,
  baseURL,
  request,
  app,
  axe,
}) => {
  const order = await confirmedOrder(request);
  const username = unique('crew');
  const email = `${username}@example.com`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page
    .getByRole('link', { name: /^Staff/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/staff$/);
  const form = page.getByRole('region', { name: 'Invite a staff member' });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText('Full name is required')).toBeVisible();
  await form.getByLabel('Full name').fill('Casey Crew');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  const member = page.getByRole('article', { name: `Staff member ${username}` });
  await expect(member.getByText('Invited')).toBeVisible();
  await axe(page);

  // The invitee, in a browser of their own, follows the mailed link and sets a password.
  const mail = await app.waitForMail((m) => m.to.includes(email) && /invited/i.test(m.subject));
  const link = /(http:\/\/\S+\/set-password\?token=[\w-]+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  const crewContext = await browser.newContext({ baseURL });
  const crew = await crewContext.newPage();
  await crew.setViewportSize({ width: 1280, height: 900 });
  await crew.goto(new URL(link!).pathname + new URL(link!).search);
  // An invitee sets a first password: the page says so (issue 34 §6), never "Reset password".
  await expect(crew.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(crew).toHaveTitle(/^Set Your Password/);
  await crew.getByLabel('New password').fill('KitchenCrew2026');
  await crew.getByLabel('Confirm password').fill('KitchenCrew2026');
  await crew.getByRole('button', { name: 'Set password' }).click();
  await expect(crew).toHaveURL(/\/login$/);

  await crew.getByLabel('Username or email').fill(username);
  await crew.getByRole('textbox', { name: 'Password', exact: true }).fill('KitchenCrew2026');
  await crew.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(crew).toHaveURL(/\/kitchen$/);

  // Their sidebar: their shifts, the calendar, the kitchen and orders, nothing else.
  const sidebar = crew.getByRole('navigation', { name: 'Portal' });
  await expect(sidebar.getByRole('link')).toHaveText(['My shifts', 'Orders', 'Calendar', 'Kitchen']);

  // They mark the day's dish prepared and start the order.
  await crew.getByLabel('Day', { exact: true }).fill(day);
  const salad = crew.getByTestId('prep-dish').filter({ hasText: 'Garden Salad' });
  await salad.getByRole('checkbox', { name: 'Garden Salad prepared' }).check();
  await expect(crew.getByText(/1 of \d+ dishes prepared/)).toBeVisible();
  const orderRow = crew.getByTestId('day-order').filter({ hasText: order.orderNumber });
  await orderRow.getByRole('button', { name: 'Mark Preparing' }).click();
  // Placed without a delivery ZIP, the order is picked up: its next step is Ready, never Out for Delivery.
  await expect(orderRow.getByRole('button', { name: 'Mark Ready for Pickup' })).toBeVisible();
  await expect(orderRow.getByRole('button', { name: 'Mark Out for Delivery' })).toHaveCount(0);
  await axe(crew);

  // Orders without prices; a client's page sends them back to the kitchen.
  await sidebar.getByRole('link', { name: 'Orders' }).click();
  const card = crew.getByRole('article', { name: `Order ${order.orderNumber}` });
  await expect(card.getByText('Garden Salad')).toBeVisible();
  await expect(card.getByText('Preparing')).toBeVisible();
  await expect(crew.getByRole('main')).not.toContainText('$');
  await crew.goto('/rewards');
  await expect(crew).toHaveURL(/\/kitchen$/);

  // The admin removes them, after a confirmation: their session ends.
  await page.reload();
  await expect(page).toHaveTitle(/^Staff/);
  await member.getByRole('button', { name: `Remove ${username}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(member).toHaveCount(0);
  await crew.goto('/kitchen');
  await expect(crew).toHaveURL(/\/splash$/);
  await crewContext.close();
});
