import { expect, type Page } from '@playwright/test';

/**
 * Closes every toast on screen (one shows at a time; the next may follow), instead of waiting out their
 * 5 seconds. The shared toasts' close button has no accessible name yet, so accessibility checks of
 * these journeys run once the sign-in "Welcome" toast has gone.
 */
export async function noToasts(page: Page): Promise<void> {
  const toasts = page.locator('.mantine-Notification-root');
  for (let i = 0; i < 5 && (await toasts.count()) > 0; i++) {
    const text =
      (await toasts
        .first()
        .textContent()
        .catch(() => null)) ?? '';
    // It may close on its own meanwhile; then there is nothing to click.
    await toasts
      .first()
      .locator('button')
      .click({ timeout: 2000 })
      .catch(() => {});
    await expect(toasts.filter({ hasText: text })).toHaveCount(0);
  }
  await expect(toasts).toHaveCount(0);
}

/** A value for a datetime-local input, days ahead at the given time in the browser's (this machine's) zone. */
export function localDateTime(daysAhead: number, time = '18:00'): string {
  const d = new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${time}`;
}
