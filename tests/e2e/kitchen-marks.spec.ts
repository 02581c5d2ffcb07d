import type { Route } from '@playwright/test';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { PrepSheet } from '../../src/common/kitchen/schema.ts';
import { bookGreekSalad, DEMO_ADMIN, expect, signInThroughForm, test } from './fixtures.ts';

const today = businessClock(new Date()).date;
/** Days of this journey's own (the kitchen and staff journeys book others: a day's marks are shared). */
const firstDay = addDays(today, 9);
const secondDay = addDays(today, 10);

// Issue 34 §8: the staff journey's "Clicking the checkbox did not change its state" was two races a
// cook meets on a slow connection. Each is made certain here by holding one request back.
test("a cook's tick shows at once: never on another day's list, and not undone by a refresh during the save", async ({
  page,
  request,
}) => {
  await bookGreekSalad(request, firstDay);
  await bookGreekSalad(request, secondDay);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto('/kitchen');
  const day = page.getByLabel('Day', { exact: true });
  await day.fill(firstDay);
  const salad = page.getByTestId('prep-dish').filter({ hasText: 'Greek Salad' });
  await expect(salad).toBeVisible();

  // 1. The next day's sheet is slow to come: the first day's list must not stand in for it, ready to
  // be ticked (a tick there marked the dish for the next day and sprang back).
  let releaseSheet = () => {};
  const sheetHeld = new Promise<void>((resolve) => {
    releaseSheet = resolve;
  });
  const held = async (route: Route) => {
    await sheetHeld;
    await route.continue();
  };
  await page.route(`**/api/kitchen/prep?date=${secondDay}`, held);
  // The day's orders too: the first day's order must not stand under the second day with its button.
  await page.route(`**/api/calendar?from=${secondDay}&to=${secondDay}`, held);
  await expect(page.getByTestId('day-order')).toHaveCount(1);
  await day.fill(secondDay);
  await expect(page.getByTestId('prep-dish')).toHaveCount(0);
  await expect(page.getByTestId('day-order')).toHaveCount(0);
  releaseSheet();
  await expect(salad).toBeVisible();
  await expect(page.getByTestId('day-order')).toHaveCount(1);
  await page.unroute(`**/api/kitchen/prep?date=${secondDay}`);
  await page.unroute(`**/api/calendar?from=${secondDay}&to=${secondDay}`);

  // 2. The save is slow: the 5-second refresh answers meanwhile with the sheet from before the tick.
  let releaseSave = () => {};
  const saveHeld = new Promise<void>((resolve) => {
    releaseSave = resolve;
  });
  await page.route('**/api/kitchen/prepared', async (route) => {
    await saveHeld;
    await route.continue();
  });
  const box = salad.getByRole('checkbox', { name: 'Greek Salad prepared' });
  await box.check();
  const refresh = await page.waitForResponse(
    (r) => r.url().includes(`/api/kitchen/prep?date=${secondDay}`) && r.request().method() === 'GET',
  );
  const stale = (await refresh.json()) as PrepSheet;
  expect(stale.dishes.find((d) => d.name === 'Greek Salad')?.prepared).toBe(false);
  await expect(box).toBeChecked();
  releaseSave();
  await expect(page.getByText('1 of 1 dishes prepared')).toBeVisible();

  // Saved for that day only: after a reload the tick is there, and the first day's dish is not ticked.
  await page.reload();
  await day.fill(secondDay);
  await expect(box).toBeChecked();
  await day.fill(firstDay);
  await expect(salad.getByRole('checkbox', { name: 'Greek Salad prepared' })).not.toBeChecked();
});
