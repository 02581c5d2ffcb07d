/**
 * The first taps: each page's commonest first action, what to tap and how the page shows its result
 * (the phone menu unless the page names its own).
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Each page's commonest first action: what to tap, and whether its result shows. The result names
 * the element tapped, so a tap replayed on another element does not count.
 */
export type FirstTap = {
  name: string;
  target: (page: Page) => Locator;
  /**
   * Runs in the page, passed as a function (the pages' CSP forbids evaluating strings): the page's
   * own time once the result shows, else false.
   */
  answered: (arg?: string) => number | false;
  /** What `answered` is given in the page. */
  arg?: string;
};

export const OPEN_MENU: FirstTap = {
  name: 'Open menu',
  target: (page) => page.getByRole('button', { name: 'Open menu' }),
  answered: () =>
    document.querySelector('[role="dialog"][aria-label="Menu"]:not([hidden]) nav a') !== null &&
    performance.now(),
};

/** A tab chosen: the tab named `name` is the selected one (the name reaches the page as `arg`). */
const tabTap = (name: string): FirstTap => ({
  name: `${name} tab`,
  target: (page) => page.getByRole('tab', { name }),
  arg: name,
  answered: (tabName) =>
    [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].some((tab) =>
      tab.textContent?.includes(tabName ?? ''),
    ) && performance.now(),
});

/** Each page's first taps worth timing (the phone menu unless named): each is a visit of its own. */
export const FIRST_TAPS: Record<string, FirstTap[]> = {
  '/menu': [
    {
      name: 'first Half Pan',
      target: (page) => page.getByRole('button', { name: /^Half Pan/ }).first(),
      // The toast, and the header's count of exactly one item (not two, not another dish's).
      answered: () =>
        [...document.querySelectorAll('.mantine-Notification-title')].some(
          (title) => title.textContent === 'Added to Cart',
        ) &&
        document.querySelector('a[aria-label="Cart, 1 item"]') !== null &&
        performance.now(),
    },
    tabTap('Packages'),
  ],
  '/services': [tabTap('Menu Options')],
  '/login': [
    {
      name: 'password eye',
      target: (page) => page.getByRole('button', { name: 'Show or hide password' }),
      answered: () =>
        document.querySelector<HTMLInputElement>('input[autocomplete="current-password"]')?.type === 'text' &&
        performance.now(),
    },
  ],
};
