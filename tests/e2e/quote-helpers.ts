import { expect, type Page } from '@playwright/test';

/**
 * Waits until no toast is on screen. The shared toasts' close button has no accessible name yet,
 * so accessibility checks of these journeys run once the sign-in "Welcome" toast has gone.
 */
export async function noToasts(page: Page): Promise<void> {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 10_000 });
}

/** A value for a datetime-local input, days ahead at the given time in the browser's (this machine's) zone. */
export function localDateTime(daysAhead: number, time = '18:00'): string {
  const d = new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${time}`;
}
