import type { APIRequestContext, Page } from '@playwright/test';
import {
  addDays,
  businessClock,
  businessInstant,
  formatCalendarDate,
} from '../../src/common/business-time.ts';
import { longDate } from '../../src/common/switches/text.ts';
import { DEMO_ADMIN, DEMO_CLIENT, expect, signInThroughForm, test } from './fixtures.ts';

/** A calendar day's accessible name: "Saturday, June 6, 2026". */
const dayName = (date: string) =>
  formatCalendarDate(date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const today = businessClock(new Date()).date;

/** An admin session for API calls (each journey file starts from the seeded data: nothing is put back). */
async function adminApi(request: APIRequestContext) {
  const res = await request.post('/api/login', { data: DEMO_ADMIN });
  expect(res.ok()).toBe(true);
  return (patch: object) => request.patch('/api/features', { data: patch });
}

async function openFeatureManager(page: Page, tab: string) {
  await page.goto('/admin?tab=features');
  await page.getByRole('tab', { name: tab }).click();
}

test.describe('the admin control page', () => {
  test('an admin opens /admin and sees the numbers and charts', { tag: '@smoke' }, async ({
    page,
    request,
    axe,
  }) => {
    // Before any order or quote (the file starts from the seeded data): empty states, not empty charts.
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/admin');
    await expect(page.getByLabel('Total Quotes: 0')).toBeVisible();
    for (const [region, words] of [
      ['Revenue by month', 'No accepted proposals or completed orders in the last 12 months.'],
      ['Orders per week', 'No orders in the last 12 weeks.'],
      ['Quotes by status', 'No quote requests yet.'],
      ['Top menu items (90 days)', 'Nothing ordered in the last 90 days.'],
      ['Next 30 days', 'No confirmed events in the next 30 days.'],
    ] as const) {
      await expect(page.getByRole('region', { name: region })).toContainText(words);
    }
    await expect(page.locator('.recharts-surface')).toHaveCount(0);
    await page.goto('/dashboard');

    // Some real data: a visitor's order this week and an instantly priced quote.
    const menu = await (await request.get('/api/menu-items')).json();
    const caesar = menu.find((i: { name: string }) => i.name === 'Classic Caesar Salad');
    const order = await request.post('/api/orders', {
      data: {
        firstName: 'Dana',
        lastName: 'Guest',
        email: 'dana@example.com',
        phone: '215-555-0199',
        eventDate: addDays(today, 6),
        timeWindow: '12:00-14:00',
        items: [{ menuItemId: caesar.id, panSize: 'half', quantity: 3 }],
      },
    });
    expect(order.status()).toBe(201);
    const quote = await request.post('/api/quotes', {
      data: {
        eventType: 'wedding',
        eventDate: businessInstant(addDays(today, 40), '17:00').toISOString(),
        guestCount: 120,
        menuPackage: 'full-service',
        contactName: 'Riley Visitor',
        contactEmail: 'riley@example.com',
        contactPhone: '215-555-0100',
      },
    });
    expect(quote.status()).toBe(201);
    // The demo client accepts one proposal (an event in 10 days) and another the business then completes.
    expect((await request.post('/api/login', { data: DEMO_CLIENT })).ok()).toBe(true);
    const accepted: number[] = [];
    for (const days of [10, 45]) {
      const res = await request.post('/api/quotes', {
        data: {
          eventType: 'wedding',
          eventDate: businessInstant(addDays(today, days), '17:00').toISOString(),
          guestCount: 80,
          menuPackage: 'full-service',
        },
      });
      expect(res.status()).toBe(201);
      const { id } = await res.json();
      const accept = await request.patch(`/api/quotes/${id}/status`, {
        data: { status: 'accepted', signerName: 'Jordan Client', agreeToTerms: true },
      });
      expect(accept.ok()).toBe(true);
      accepted.push(id);
    }
    expect((await request.post('/api/login', { data: DEMO_ADMIN })).ok()).toBe(true);
    const completed = await request.patch(`/api/quotes/${accepted[1]}/status`, {
      data: { status: 'completed' },
    });
    expect(completed.ok()).toBe(true);

    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await expect(page.getByLabel(/^Orders This Week: \d+$/)).toBeVisible();
    for (const chart of ['Revenue by month', 'Orders per week', 'Quotes by status']) {
      await expect(page.getByRole('region', { name: chart })).toBeVisible();
    }
    await expect(
      page.getByRole('region', { name: 'Orders per week' }).locator('.recharts-bar-rectangle path').last(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Top menu items (90 days)' })).toContainText(
      'Classic Caesar Salad (Half Pan)',
    );
    await expect(page.getByRole('link', { name: 'Orders CSV' })).toHaveAttribute(
      'href',
      /\/api\/admin\/export\/orders\.csv\?from=/,
    );
    await expect(page.getByRole('region', { name: 'Quotes by status' })).toContainText('Sent: 1');
    // Every status has its own words (a completed proposal once showed up as a raw "completed").
    await expect(page.getByRole('region', { name: 'Quotes by status' })).toContainText('Completed: 1');
    // A number opens the list behind it: Active Proposals is the list filtered to sent proposals only.
    await page.getByRole('link', { name: 'Active Proposals' }).click();
    await expect(page).toHaveURL(/\/proposals\?tab=all&status=sent$/);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('sent');
    const cards = page.getByRole('article', { name: /^Proposal / });
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Riley Visitor');
    await expect(page.getByText('1 proposal', { exact: true })).toBeVisible();
    // Another filter is written back to the address; an unknown one shows them all.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('accepted');
    await expect(page).toHaveURL(/\/proposals\?tab=all&status=accepted$/);
    await page.goto('/proposals?tab=all&status=nonsense');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    await expect(cards).toHaveCount(3);
    await page.goto('/admin');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Orders per week' })).toBeVisible();
    // On a phone the kind of each coming event is still written out whole (it was cut to "EV…").
    const next30 = page.getByRole('region', { name: 'Next 30 days' });
    await expect(next30).toContainText('Wedding · Jordan Avery');
    for (const label of await next30.locator('.mantine-Badge-label').all()) {
      expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('tab', { name: 'Feature Manager' }).click();
    await expect(page.getByRole('tab', { name: 'QR Codes' })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await page.getByRole('tab', { name: 'Book Now' }).click();
    await expect(page.getByRole('button', { name: 'Save booking rules' })).toBeVisible();
    await axe(page);
  });

  test('switching the food truck off takes it off the site for visitors', async ({ page, browser }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await openFeatureManager(page, 'Services');
    const truck = page.getByRole('switch', { name: /Food Truck/ });
    await expect(truck).toBeChecked();
    // The switch follows the stored value, so it flips once the server has saved it.
    await truck.click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect(truck).not.toBeChecked();

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/');
    await expect(
      visitor.getByRole('heading', { name: 'Catering for every kind of gathering' }),
    ).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Brunch Catering' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Food Truck', exact: true })).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: 'Food Truck', exact: true })).toHaveCount(0);
    await visitor.goto('/food-truck');
    await expect(
      visitor.getByRole('heading', { name: 'Food Truck is not available right now.' }),
    ).toBeVisible();
    await visitor.context().close();
  });

  test('a blackout date is refused by the quote form and by the server', async ({
    page,
    browser,
    request,
  }) => {
    const closed = addDays(today, 12);
    const message = `We are closed on ${longDate(closed)} (Private event). Please choose another date.`;
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await openFeatureManager(page, 'Book Now');
    await page.getByLabel('Date', { exact: true }).fill(closed);
    await page.getByLabel('Reason (optional)').fill('Private event');
    await page.getByRole('button', { name: 'Add date' }).click();
    await expect(page.getByRole('list', { name: 'Blackout dates' })).toContainText('Private event');
    await page.getByRole('button', { name: 'Save booking rules' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    // The dashboard's charts are an admin's chunk: a visitor's booking page never downloads them.
    const scripts: Promise<string>[] = [];
    visitor.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
    });
    await visitor.goto('/quote');
    const date = visitor.getByLabel('Event Date & Time');
    await date.fill(`${addDays(closed, 1)}T18:00`);
    await expect(visitor.getByText(message)).toHaveCount(0);
    await date.fill(`${closed}T18:00`);
    await expect(visitor.getByText(message)).toBeVisible();
    await expect(date).toHaveAttribute('aria-invalid', 'true');

    // The calendar beside the field shows that day disabled with its reason; another day can be picked.
    const calendar = visitor.getByRole('button', { name: 'Show calendar' });
    await calendar.click();
    const closedDay = visitor.getByRole('button', { name: `${dayName(closed)}, Closed: Private event` });
    await expect(closedDay).toHaveAttribute('aria-disabled', 'true');
    await expect(closedDay).toHaveAttribute('title', 'Closed: Private event');
    await expect(closedDay).toBeFocused();
    await expect(visitor.getByRole('list', { name: 'Days we cannot take this month' })).toContainText(
      'Private event',
    );
    // Refused: the field keeps its date, and the reason is said (Playwright waits for an enabled
    // element before clicking, so the click is forced, as a person's tap would be).
    await closedDay.click({ force: true });
    await expect(date).toHaveValue(`${closed}T18:00`);
    await expect(visitor.getByText(`${dayName(closed)}: Closed: Private event`)).toBeVisible();
    await visitor.setViewportSize({ width: 375, height: 812 });
    await closedDay.scrollIntoViewIfNeeded();
    await visitor.setViewportSize({ width: 1280, height: 900 });
    const next = addDays(closed, 1);
    await closedDay.focus();
    await visitor.keyboard.press('ArrowRight');
    await expect(visitor.getByRole('button', { name: dayName(next), exact: true })).toBeFocused();
    await visitor.keyboard.press('Enter');
    await expect(date).toHaveValue(`${next}T18:00`);
    await expect(visitor.getByText(message)).toHaveCount(0);
    await expect(calendar).toBeFocused();
    // Days sooner than the minimum lead time are disabled too.
    await calendar.click();
    const todayButton = visitor.getByRole('button', { name: new RegExp(`^${dayName(today)}, Too soon`) });
    if ((await todayButton.count()) === 0)
      await visitor.getByRole('button', { name: 'Previous month' }).click();
    await expect(todayButton).toHaveAttribute('aria-disabled', 'true');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(1); // React and the calendar did load
    expect(bodies.filter((body) => body.includes('recharts-surface'))).toHaveLength(0);
    await visitor.context().close();

    const refused = await request.post('/api/quotes', {
      data: {
        eventType: 'wedding',
        eventDate: businessInstant(closed, '18:00').toISOString(),
        guestCount: 80,
        menuPackage: 'full-service',
      },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe(message);
  });

  test('an Instagram link set in the Feature Manager shows on the home page', async ({ page, browser }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await openFeatureManager(page, 'Social Media');
    const field = page.getByLabel('Instagram');
    await field.fill('http://instagram.com/insecure');
    await page.getByRole('button', { name: 'Save links' }).click();
    await expect(
      page.getByText('Enter a full https:// link, or leave it blank to hide the icon'),
    ).toBeVisible();
    await field.fill('https://www.instagram.com/hearth.newplates');
    await page.getByRole('button', { name: 'Save links' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/');
    const link = visitor.getByRole('link', { name: /Follow @hearth\.newplates on Instagram/ });
    await expect(link).toHaveAttribute('href', 'https://www.instagram.com/hearth.newplates');
    await expect(
      visitor.getByRole('contentinfo').getByRole('link', { name: 'Follow us on Instagram' }),
    ).toHaveAttribute('href', 'https://www.instagram.com/hearth.newplates');
    await expect(visitor.getByRole('contentinfo').getByRole('link', { name: 'Facebook' })).toHaveCount(0);

    // Another network shows in the footer once set; a blank field hides its link everywhere.
    await page.getByLabel('Facebook').fill('https://www.facebook.com/hearthtable');
    await field.fill('');
    await page.getByRole('button', { name: 'Save links' }).click();
    await expect(page.getByText('Settings saved').last()).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('contentinfo').getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/hearthtable',
    );
    await expect(visitor.getByRole('link', { name: /Instagram/ })).toHaveCount(0);
    await visitor.context().close();
  });

  test('the QR Codes tab shows the same stored codes as /qr-codes', async ({ page }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await openFeatureManager(page, 'QR Codes');
    const name = `Admin tab ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Data / URL').fill('https://example.com/admin-tab');
    await page.getByLabel('Description').fill('Made in the Feature Manager');
    await page.getByRole('button', { name: 'Generate QR Code' }).click();
    await expect(page.getByText('QR Code Generated')).toBeVisible();
    const inTab = page.getByTestId('managed-qr-code').filter({ hasText: name });
    await expect(inTab).toContainText('Made in the Feature Manager');

    // Switched off on /qr-codes, it is off in the tab; deleted in the tab, it is gone from /qr-codes.
    await page.goto('/qr-codes');
    const onPage = page.getByTestId('managed-qr-code').filter({ hasText: name });
    await expect(onPage).toContainText('https://example.com/admin-tab');
    await onPage.getByRole('switch', { name: `Active: ${name}` }).click({ force: true });
    await expect(onPage.getByText('Inactive')).toBeVisible();
    await openFeatureManager(page, 'QR Codes');
    await expect(inTab.getByRole('switch', { name: `Active: ${name}` })).not.toBeChecked();
    await inTab.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(inTab).toHaveCount(0);
    await page.goto('/qr-codes');
    await expect(page.getByTestId('managed-qr-code').first()).toBeVisible();
    await expect(onPage).toHaveCount(0);
  });

  test('training set to Public is open to visitors; Admin Only hides it from them', async ({
    page,
    request,
  }) => {
    const patch = await adminApi(request);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/training');
    await expect(page.getByRole('heading', { level: 1, name: 'Chef & Etiquette Training' })).toBeVisible();
    await page.getByRole('button', { name: 'Enroll Now: Chef Fundamentals' }).click();
    await expect(page).toHaveURL(/\/login$/);

    expect((await patch({ services: { training: { visibility: 'admin' } } })).ok()).toBe(true);
    await page.goto('/training');
    await expect(
      page.getByRole('heading', { name: 'Chef Training is not available right now.' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Chef Training' })).toHaveCount(0);
  });

  test('paused booking: the forms say so up front with the admin message, and the server refuses', async ({
    page,
    request,
  }) => {
    const patch = await adminApi(request);
    const words = 'Closed for the holidays: call us at (215) 555-0100.';
    expect((await patch({ bookNow: { enabled: false, pausedMessage: words } })).ok()).toBe(true);
    for (const path of ['/quote', '/dinner-catering']) {
      await page.goto(path);
      const notice = page.getByRole('status').filter({ hasText: 'Online booking is paused' });
      await expect(notice, path).toContainText(words);
    }
    const refused = await request.post('/api/quotes', {
      data: {
        eventType: 'wedding',
        eventDate: businessInstant(addDays(today, 20), '18:00').toISOString(),
        guestCount: 80,
        menuPackage: 'full-service',
      },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe(words);
    expect((await patch({ bookNow: { enabled: true } })).ok()).toBe(true);
    await page.reload();
    await expect(page.getByText('Online booking is paused')).toHaveCount(0);
  });

  test('a client is shown Access Denied with their name and role', async ({ page }) => {
    await signInThroughForm(page, 'client', 'ClientDemo1');
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(
      page.getByText('You need administrator privileges to open the admin control page.'),
    ).toBeVisible();
    await expect(page.getByText('Current user: client · Role: client')).toBeVisible();
  });
});

test.describe('the API reference', () => {
  test('an admin reads every route by feature and finds one by searching', async ({ page }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page
      .getByRole('link', { name: /API Reference/ })
      .first()
      .click();
    await expect(page).toHaveTitle(/^API Reference/);
    await expect(page.getByRole('heading', { name: 'API Reference', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'quotes', level: 2 })).toBeVisible();
    await page.getByLabel('Search routes').fill('/api/login');
    const login = page.getByRole('article', { name: 'POST /api/login' });
    await expect(login).toBeVisible();
    await expect(login.getByText('username', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'quotes', level: 2 })).toHaveCount(0);
  });
});
