import type { APIRequestContext, Page } from '@playwright/test';
import {
  addDays,
  businessClock,
  formatCalendarDate,
  toBusinessInputValue,
} from '../../src/common/business-time.ts';
import { closedMessage, fullyBookedMessage } from '../../src/common/switches/text.ts';
import { pickupDays } from '../helpers/pickup.ts';
import { DEMO_ADMIN, expect, test } from './fixtures.ts';

const today = businessClock(new Date()).date;
/** A calendar day's accessible name: "Saturday, June 6, 2026". */
const dayName = (date: string) =>
  formatCalendarDate(date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** Admin API calls through the request fixture; each journey puts back what it changed. */
async function adminApi(request: APIRequestContext) {
  expect((await request.post('/api/login', { data: DEMO_ADMIN })).ok()).toBe(true);
  return (patch: object) => request.patch('/api/features', { data: patch });
}

/** Opens the calendar beside the date field and shows the month of `date`. */
async function openCalendarAt(page: Page, date: string) {
  await page.getByRole('button', { name: 'Show calendar' }).click();
  await expect(page.getByRole('grid')).toBeVisible(); // the grid's code arrives when first opened
  const day = page.getByRole('button', { name: new RegExp(`^${dayName(date)}`) });
  for (let i = 0; i < 3 && (await day.count()) === 0; i++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  return day;
}

test.describe('booking calendars', () => {
  test('checkout: a fully booked day and days before the lead time are disabled', async ({
    page,
    request,
    axe,
  }) => {
    const patch = await adminApi(request);
    const full = addDays(today, 9);
    try {
      expect((await patch({ bookNow: { maxEventsPerDay: 1 } })).ok()).toBe(true);
      const menu = await (await request.get('/api/menu-items')).json();
      const caesar = menu.find((i: { name: string }) => i.name === 'Classic Caesar Salad');
      const taken = await request.post('/api/orders', {
        data: {
          firstName: 'Dana',
          lastName: 'Guest',
          email: 'dana@example.com',
          phone: '215-555-0199',
          eventDate: full,
          timeWindow: '12:00-14:00',
          items: [{ menuItemId: caesar.id, panSize: 'half', quantity: 1 }],
        },
      });
      expect(taken.status()).toBe(201);

      await page.goto('/menu');
      await page
        .getByRole('article', { name: 'Classic Caesar Salad' })
        .getByRole('button', { name: /Half Pan/ })
        .click();
      await expect(page.getByText('Added to Cart')).toBeVisible();
      await page.goto('/checkout');
      const field = page.getByLabel('Event date');
      await field.fill(full);
      await expect(page.getByText(fullyBookedMessage(full))).toBeVisible();

      const fullDay = await openCalendarAt(page, full);
      await expect(fullDay).toHaveAccessibleName(`${dayName(full)}, Fully booked`);
      await expect(fullDay).toHaveAttribute('aria-disabled', 'true');
      await expect(fullDay).toHaveAttribute('title', 'Fully booked');
      await axe(page);
      // The day after is open: choosing it fills the field and clears the message.
      await page.getByRole('button', { name: dayName(addDays(full, 1)), exact: true }).click();
      await expect(field).toHaveValue(addDays(full, 1));
      await expect(page.getByText(fullyBookedMessage(full))).toHaveCount(0);

      // Today is too soon (checkout takes events from tomorrow on).
      await page.getByRole('button', { name: 'Show calendar' }).click();
      await page.keyboard.press('PageUp');
      const todayButton = page.getByRole('button', { name: new RegExp(`^${dayName(today)}, Too soon`) });
      if ((await todayButton.count()) === 0) await page.keyboard.press('PageDown');
      await expect(todayButton).toHaveAttribute('aria-disabled', 'true');
    } finally {
      await patch({ bookNow: { maxEventsPerDay: null } });
    }
  });

  test("the quote form names the admin's lead times, not 24 hours, and takes what they allow", async ({
    page,
    request,
  }) => {
    const patch = await adminApi(request);
    const hoursAhead = (hours: number) => toBusinessInputValue(new Date(Date.now() + hours * 3_600_000));
    const field = page.getByLabel('Event Date & Time');
    try {
      expect((await patch({ bookNow: { minLeadHours: 48, recommendedLeadHours: 120 } })).ok()).toBe(true);
      await page.goto('/quote');
      await field.fill(hoursAhead(30));
      const strict = 'Please book at least 48 hours ahead (we recommend at least 120 hours).';
      await expect(page.getByText(strict, { exact: true })).toBeVisible();
      await expect(page.getByText(/at least 24 hours/)).toHaveCount(0);

      expect((await patch({ bookNow: { minLeadHours: 12, recommendedLeadHours: 72 } })).ok()).toBe(true);
      await page.goto('/quote');
      await field.fill(hoursAhead(18));
      await expect(page.getByText(/earliest we can take is 12 hours from now/)).toBeVisible();
      await expect(page.getByText(/Please book at least 12 hours ahead \(/)).toHaveCount(0);
      await field.fill(hoursAhead(6));
      await expect(
        page.getByText('Please book at least 12 hours ahead (we recommend at least 72 hours).', {
          exact: true,
        }),
      ).toBeVisible();
    } finally {
      await patch({ bookNow: { minLeadHours: 24, recommendedLeadHours: 72 } });
    }
  });

  test("choosing a day of the next month shown in the grid's last row chooses it (fixed clock)", {
    tag: '@smoke',
  }, async ({ page }) => {
    // Thursday 29 April 2027, noon in Philadelphia: April's grid ends on Saturday 1 May, a day of the
    // next month shown in its last row. A pointer on it must choose it, not only turn the month.
    await page.clock.setFixedTime(new Date('2027-04-29T16:00:00Z'));
    await page.goto('/dinner-catering');
    await page
      .getByRole('article', { name: 'Pan-Seared Salmon' })
      .getByRole('button', { name: 'Add to Order' })
      .click();
    await page.getByRole('button', { name: 'Show calendar' }).click();
    await expect(page.getByRole('grid', { name: 'April 2027' })).toBeVisible();
    await page.getByRole('button', { name: 'Saturday, May 1, 2027', exact: true }).click();
    await expect(page.getByLabel('Pickup date')).toHaveValue('2027-05-01');
    await expect(page.getByRole('group', { name: 'Calendar' })).toHaveCount(0);
  });

  test('dinner pickup: a blackout day is disabled with its reason; a day full of events is not', async ({
    page,
    request,
  }) => {
    const patch = await adminApi(request);
    // Two pickup days of the default pickup hours (a day without pickups is disabled for that reason).
    const days = pickupDays();
    const closed = days[1]!.date;
    const busy = days[3]!.date;
    try {
      await patch({
        bookNow: { blackoutDates: [{ date: closed, reason: 'Kitchen deep clean' }], maxEventsPerDay: 1 },
      });
      const menu = await (await request.get('/api/menu-items')).json();
      const caesar = menu.find((i: { name: string }) => i.name === 'Classic Caesar Salad');
      await request.post('/api/orders', {
        data: {
          firstName: 'Dana',
          lastName: 'Guest',
          email: 'dana@example.com',
          phone: '215-555-0199',
          timeWindow: '12:00-14:00',
          eventDate: busy,
          items: [{ menuItemId: caesar.id, panSize: 'half', quantity: 1 }],
        },
      });

      await page.goto('/dinner-catering');
      await page
        .getByRole('article', { name: 'Pan-Seared Salmon' })
        .getByRole('button', { name: 'Add to Order' })
        .click();
      const field = page.getByLabel('Pickup date');
      await field.fill(closed);
      await expect(page.getByText(closedMessage(closed, 'Kitchen deep clean'))).toBeVisible();

      const closedDay = await openCalendarAt(page, closed);
      await expect(closedDay).toHaveAccessibleName(`${dayName(closed)}, Closed: Kitchen deep clean`);
      await expect(closedDay).toHaveAttribute('aria-disabled', 'true');
      await expect(page.getByRole('button', { name: dayName(busy), exact: true })).not.toHaveAttribute(
        'aria-disabled',
      );
      await page.getByRole('button', { name: dayName(busy), exact: true }).click();
      await expect(field).toHaveValue(busy);
      await expect(page.getByText(closedMessage(closed, 'Kitchen deep clean'))).toHaveCount(0);
    } finally {
      await patch({ bookNow: { blackoutDates: [], maxEventsPerDay: null } });
    }
  });
});
