import type { Browser, Page } from '@playwright/test';
import { NEWSLETTER_SIGNUP_MESSAGE } from '../../src/common/newsletter.ts';
import { DEMO_CLIENT, expect, holdReact, isHydrated, signInThroughForm, test } from './fixtures.ts';

/**
 * A first visit to a server-rendered page paints from the server's HTML; React hydrates it as soon as
 * its code has arrived. Every behaviour is React's: the phone menu, a dish's "Half Pan" with its toast,
 * the header's count and the cart bar, the tabs, the password eye. A tap made before React has the
 * page is held and given, once it has, to the very element tapped — or, where a signed-in user's
 * portal replaced it, to the same control there — so no tap is lost while React starts
 * (docs/decisions/0022, 0051, 0096). Each first action is tapped at load (React's code held back,
 * so the tap surely comes before React) and 3 s after load, on an emulated phone, from a cold load.
 */

/** Lighthouse's emulated phone: touch, 412×823. */
async function phone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  // A hydration mismatch or a failed chunk shows as an error: none is allowed on these pages.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  (page as Page & { problems: string[] }).problems = problems;
  return page;
}
const problemsOf = (page: Page) => (page as Page & { problems: string[] }).problems;

/** Waits until `ms` have passed since the page's load event (the "tap at 3 s"). */
async function waitAfterLoad(page: Page, ms: number): Promise<void> {
  await page.waitForFunction((wait) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return navigation.loadEventEnd > 0 && performance.now() - navigation.loadEventEnd >= wait;
  }, ms);
}

/**
 * A cold load of `path` with the first tap at load (React's code held back until after the tap, and
 * the tap's answer not shown before React has it) or 3 s after the load event.
 */
async function coldLoad(
  browser: Browser,
  baseURL: string,
  path: string,
  when: 'at load' | 'at 3 s',
  tap: (page: Page) => Promise<void>,
  isAnswered: (page: Page) => Promise<void>,
  isNotAnswered: (page: Page) => Promise<void>,
): Promise<Page> {
  const page = await phone(browser, baseURL);
  if (when === 'at load') {
    const releaseReact = await holdReact(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await tap(page);
    // Nothing but React answers it: while React's code is held back the page stays as it was.
    await isNotAnswered(page);
    releaseReact();
  } else {
    await page.goto(path);
    await waitAfterLoad(page, 3000);
    await tap(page);
  }
  await isAnswered(page);
  return page;
}

const menuDialog = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const greekHalfPan = (page: Page) =>
  page.getByRole('article', { name: 'Greek Salad' }).getByRole('button', { name: /Half Pan/ });

test.describe('the first tap on a server-rendered page, from a cold load on a phone', () => {
  for (const when of ['at load', 'at 3 s'] as const) {
    test(`“Open menu” on / tapped ${when} opens the menu through React, and nothing else`, async ({
      browser,
      app,
    }) => {
      const page = await coldLoad(
        browser,
        app.baseURL,
        '/',
        when,
        (p) => p.getByRole('button', { name: 'Open menu' }).tap(),
        (p) => expect(menuDialog(p).getByRole('link', { name: 'Contact' })).toBeVisible({ timeout: 30_000 }),
        (p) => expect(menuDialog(p)).toBeHidden(),
      );
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
      // The one tap did one thing: still on /, one menu open, the cart untouched.
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
      // The next tap closes it: the same React state.
      await page.getByRole('button', { name: 'Close menu' }).tap();
      await expect(menuDialog(page)).toBeHidden();
      expect(problemsOf(page)).toEqual([]);
      await page.context().close();
    });

    test(`a dish’s Half Pan tapped ${when} adds that dish: the toast, the header’s count and the cart bar`, async ({
      browser,
      app,
    }) => {
      const page = await coldLoad(
        browser,
        app.baseURL,
        '/menu',
        when,
        (p) => greekHalfPan(p).tap(),
        (p) =>
          expect(p.getByText('Greek Salad (Half Pan) has been added to your cart.')).toBeVisible({
            timeout: 30_000,
          }),
        (p) => expect(p.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible(),
      );
      await expect(page.getByText('Added to Cart')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
      const bar = page.getByRole('button', { name: /^View cart/ });
      await expect(bar).toHaveText('View cart (1) · $60.00');
      // The next tap is React's too, on the same state.
      await greekHalfPan(page).tap();
      await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
      await expect(bar).toHaveText('View cart (2) · $120.00');
      expect(problemsOf(page)).toEqual([]);
      await page.goto('/checkout');
      await expect(page.getByText('Greek Salad')).toBeVisible();
      await expect(page.getByText('Classic Caesar Salad')).toHaveCount(0);
      await page.context().close();
    });

    test(`a tab on /services tapped ${when} shows its panel and is kept in the URL`, async ({
      browser,
      app,
    }) => {
      const tab = (p: Page) => p.getByRole('tab', { name: 'Menu Options' });
      const page = await coldLoad(
        browser,
        app.baseURL,
        '/services',
        when,
        (p) => tab(p).tap(),
        async (p) => {
          await expect(tab(p)).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
          await expect(p.getByRole('tabpanel')).toContainText('See the full menu');
        },
        (p) => expect(tab(p)).toHaveAttribute('aria-selected', 'false'),
      );
      expect(new URL(page.url()).searchParams.get('tab')).toBe('menu-options');
      await page.getByRole('tab', { name: 'Add-Ons' }).tap();
      await expect(page.getByRole('tab', { name: 'Add-Ons' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      expect(new URL(page.url()).searchParams.get('tab')).toBe('add-ons');
      expect(problemsOf(page)).toEqual([]);
      await page.context().close();
    });

    test(`the password eye on /login tapped ${when} shows the password, with what was typed`, async ({
      browser,
      app,
    }) => {
      const password = (p: Page) => p.getByRole('textbox', { name: 'Password', exact: true });
      const eye = (p: Page) => p.getByRole('button', { name: 'Show or hide password' });
      const page = await coldLoad(
        browser,
        app.baseURL,
        '/login',
        when,
        async (p) => {
          await password(p).fill('ClientDemo1');
          await eye(p).tap();
        },
        (p) => expect(password(p)).toHaveAttribute('type', 'text', { timeout: 30_000 }),
        (p) => expect(password(p)).toHaveAttribute('type', 'password'),
      );
      await expect(password(page)).toHaveValue('ClientDemo1');
      await eye(page).tap();
      await expect(password(page)).toHaveAttribute('type', 'password');
      // What was typed is the form's: signing in sends it.
      await page.getByLabel('Username or email').fill(DEMO_CLIENT.username);
      await page.getByRole('button', { name: 'Sign in', exact: true }).tap();
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.context().close();
    });
  }

  test('the menu’s Packages tab tapped at load shows the packages; the Cart tab then is React’s', async ({
    browser,
    app,
  }) => {
    const packages = (p: Page) => p.getByRole('tab', { name: 'Packages' });
    const page = await coldLoad(
      browser,
      app.baseURL,
      '/menu',
      'at load',
      (p) => packages(p).tap(),
      async (p) => {
        await expect(packages(p)).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
        await expect(p.getByRole('button', { name: 'Select Package' }).first()).toBeVisible();
      },
      (p) => expect(packages(p)).toHaveAttribute('aria-selected', 'false'),
    );
    await expect(page.getByRole('button', { name: /^Half Pan/ })).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('packages');
    await page.getByRole('tab', { name: /^Cart/ }).tap();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('cart');
    await page.getByRole('tab', { name: 'Menu Items' }).tap();
    await expect(page.getByRole('button', { name: /^Half Pan/ }).first()).toBeVisible();
    expect(new URL(page.url()).searchParams.has('tab')).toBe(false);
    expect(problemsOf(page)).toEqual([]);
    await page.context().close();
  });

  test('an e-mail typed and sent before React has the page is sent', async ({ page }) => {
    const releaseReact = await holdReact(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const signup = page.getByRole('form', { name: 'Newsletter sign-up' });
    await signup
      .getByRole('textbox', { name: 'Your e-mail for the newsletter' })
      .fill('early.bird@example.com');
    await signup.getByRole('button', { name: 'Subscribe' }).click();
    await expect(signup.getByRole('status')).not.toHaveText(NEWSLETTER_SIGNUP_MESSAGE);
    releaseReact();
    await expect(signup.getByRole('status')).toHaveText(NEWSLETTER_SIGNUP_MESSAGE);
  });

  test('a visitor with items in the cart sees their count on the next page', async ({ page }) => {
    await page.goto('/menu');
    await page
      .getByRole('article', { name: 'Classic Caesar Salad' })
      .getByRole('button', { name: /Half Pan/ })
      .click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('a signed-in client’s taps on the visitors’ page land on the same dishes in the portal, never a look-alike', async ({
    page,
  }) => {
    await signInThroughForm(page, DEMO_CLIENT.username, DEMO_CLIENT.password);
    const releaseReact = await holdReact(page);
    await page.goto('/menu', { waitUntil: 'domcontentloaded' });
    // Five salads share "Half Pan · $60.00": each held tap must reach its own dish.
    for (const dish of ['Garden Salad', 'Greek Salad']) {
      await page
        .getByRole('article', { name: dish })
        .getByRole('button', { name: /Half Pan/ })
        .click();
    }
    expect(await isHydrated(page)).toBe(false);
    releaseReact();
    await expect(page.getByRole('navigation', { name: 'Portal' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: /Cart, 2 items/ }).first()).toBeVisible();
    await page.goto('/checkout');
    await expect(page.getByText('Garden Salad')).toBeVisible();
    await expect(page.getByText('Greek Salad')).toBeVisible();
    await expect(page.getByText('Classic Caesar Salad')).toHaveCount(0);
  });
});

/** Holds the site's web fonts back (for `delayMs`), or drops them (`'never'`), for one page. */
async function holdFonts(page: Page, delay: number | 'never'): Promise<void> {
  await page.route(/\.woff2?$/, async (route) => {
    if (delay === 'never') return route.abort();
    await new Promise((resolve) => setTimeout(resolve, delay));
    await route.continue();
  });
}

/** The layout shift a page has had so far, as the browser scores it (CLS without input). */
async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const win = window as unknown as { __layoutShift: number };
    win.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) win.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}

// The fallback faces are shaped like our fonts (src/client/styles/font-fallbacks.css), so text
// drawn before the fonts arrive takes the room it will keep (docs/decisions/0027).
test.describe('web fonts arriving late or not at all', () => {
  for (const path of ['/', '/menu']) {
    test(`nothing moves on ${path} at 375 px when the fonts arrive after the first paint`, async ({
      browser,
      app,
    }) => {
      const context = await browser.newContext({
        baseURL: app.baseURL,
        viewport: { width: 375, height: 800 },
      });
      const page = await context.newPage();
      await holdFonts(page, 2_000);
      const layoutShift = await watchLayoutShift(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await expect
        .poll(() => page.evaluate(() => document.fonts.check('16px "Source Sans 3"')), { timeout: 10_000 })
        .toBe(true);
      // One frame for the swap to be laid out and scored.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );
      expect(await layoutShift()).toBeLessThan(0.01);
      await context.close();
    });
  }

  test('without the web fonts the 1280 px header still fits the screen', async ({ browser, app }) => {
    const context = await browser.newContext({
      baseURL: app.baseURL,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await holdFonts(page, 'never');
    for (const path of ['/about', '/food-truck', '/contact']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} is wider than the screen`).toBe(0);
    }
    await context.close();
  });
});
