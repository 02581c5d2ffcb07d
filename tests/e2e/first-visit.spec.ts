import type { Browser, Page } from '@playwright/test';
import { NEWSLETTER_SIGNUP_MESSAGE } from '../../src/common/newsletter.ts';
import { DEMO_CLIENT, expect, holdReact, isHydrated, signInThroughForm, test } from './fixtures.ts';

/**
 * A first visit to a server-rendered page paints from the server's HTML with one small script, which
 * answers the commonest first taps itself — the phone menu, a dish's "Half Pan", a tab, the password
 * eye — at once; React's code is fetched once the page has loaded and runs at the first click, key or
 * focus, starting from what the first script did. Any other tap made before React has taken over
 * acts, once it has, on the very element tapped — or, where a signed-in user's portal replaced it, on
 * the same control there (docs/decisions/0022, 0051, 0089).
 */

/** A phone: touch, 375 px wide. */
async function phone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 800 },
    hasTouch: true,
    isMobile: true,
  });
  return context.newPage();
}

test.describe('first visit to a server-rendered page', () => {
  test('a tap on a dish 3 s after load adds that dish: its toast and the cart count at once', async ({
    browser,
    app,
  }) => {
    const page = await phone(browser, app.baseURL);
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Catering Menu' })).toBeVisible();
    // The moment: a visitor reads for 3 s after the page has loaded, then taps.
    await page.waitForFunction(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return navigation.loadEventEnd > 0 && performance.now() - navigation.loadEventEnd >= 3000;
    });
    await page
      .getByRole('article', { name: 'Greek Salad' })
      .getByRole('button', { name: /Half Pan/ })
      .tap();
    await expect(page.getByText('Added to Cart')).toBeVisible();
    await expect(page.getByText('Greek Salad (Half Pan) has been added to your cart.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.goto('/checkout');
    await expect(page.getByText('Greek Salad')).toBeVisible();
    await expect(page.getByText('Classic Caesar Salad')).toHaveCount(0);
    await page.context().close();
  });

  test('“Open menu” on / at 375 px, tapped before React has taken over, opens the menu and nothing else', async ({
    browser,
    app,
  }) => {
    const page = await phone(browser, app.baseURL);
    const releaseReact = await holdReact(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    // Open at once, by the first script, with its links.
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact' }),
    ).toBeVisible();
    expect(await isHydrated(page)).toBe(false);
    releaseReact();
    await expect.poll(() => isHydrated(page), { timeout: 30_000 }).toBe(true);
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    // The one tap did one thing: still on /, one menu open, the cart untouched.
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await page.context().close();
  });

  test('the password eye on /login shows the password on the first tap, before React has taken over', async ({
    browser,
    app,
  }) => {
    const page = await phone(browser, app.baseURL);
    const releaseReact = await holdReact(page);
    await page.goto('/login');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('ClientDemo1');
    const eye = page.getByRole('button', { name: 'Show or hide password' });
    await eye.tap();
    // Shown at once, by the first script: React is still held back.
    await expect(password).toHaveAttribute('type', 'text');
    expect(await isHydrated(page)).toBe(false);
    releaseReact();
    await expect.poll(() => isHydrated(page), { timeout: 30_000 }).toBe(true);
    // React starts from it: still shown, with what was typed; the next tap hides it.
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('ClientDemo1');
    await eye.tap();
    await expect(password).toHaveAttribute('type', 'password');
    await page.context().close();
  });

  test('an e-mail typed and sent before React loads is sent', async ({ page }) => {
    const releaseReact = await holdReact(page);
    await page.goto('/about');
    const signup = page.getByRole('form', { name: 'Newsletter sign-up' });
    await signup
      .getByRole('textbox', { name: 'Your e-mail for the newsletter' })
      .fill('early.bird@example.com');
    await signup.getByRole('button', { name: 'Subscribe' }).click();
    expect(await isHydrated(page)).toBe(false);
    releaseReact();
    await expect(signup.getByRole('status')).toHaveText(NEWSLETTER_SIGNUP_MESSAGE);
  });

  test('a visitor with items in the cart sees their count at once on the next page', async ({ page }) => {
    await page.goto('/menu');
    await page
      .getByRole('article', { name: 'Classic Caesar Salad' })
      .getByRole('button', { name: /Half Pan/ })
      .click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('a dish’s Half Pan tapped before React adds that dish at once, and React goes on from it', async ({
    browser,
    app,
  }) => {
    const page = await phone(browser, app.baseURL);
    const releaseReact = await holdReact(page);
    await page.goto('/menu');
    const greek = page
      .getByRole('article', { name: 'Greek Salad' })
      .getByRole('button', { name: /Half Pan/ });
    await greek.tap();
    // The first script's answer: the toast and the count, with React held back.
    await expect(page.getByText('Greek Salad (Half Pan) has been added to your cart.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    // The phone's "View cart" bar comes with the dish, not later under a finger when React starts.
    const bar = page.getByRole('button', { name: /^View cart/ });
    await expect(bar).toHaveText('View cart (1) · $60.00');
    expect(await isHydrated(page)).toBe(false);
    releaseReact();
    await expect.poll(() => isHydrated(page), { timeout: 30_000 }).toBe(true);
    // React's page shows the same cart (its bar too), and the next tap is React's.
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await greek.tap();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await expect(bar).toHaveText('View cart (2) · $120.00');
    await page.goto('/checkout');
    await expect(page.getByText('Greek Salad')).toBeVisible();
    await expect(page.getByText('Classic Caesar Salad')).toHaveCount(0);
    await page.context().close();
  });

  test('a tab chosen before React shows at once and stays chosen, in the URL, once React runs', async ({
    page,
  }) => {
    const releaseReact = await holdReact(page);
    await page.goto('/services');
    await page.getByRole('tab', { name: 'Menu Options' }).click();
    await expect(page.getByRole('tab', { name: 'Menu Options' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('See the full menu');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('menu-options');
    expect(await isHydrated(page)).toBe(false);
    releaseReact();
    await expect.poll(() => isHydrated(page), { timeout: 30_000 }).toBe(true);
    await expect(page.getByRole('tab', { name: 'Menu Options' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Add-Ons' }).click();
    await expect(page.getByRole('tab', { name: 'Add-Ons' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('add-ons');
  });

  test('the menu’s Packages tab answers before React, and React keeps it; the cart is React’s', async ({
    page,
  }) => {
    const releaseReact = await holdReact(page);
    await page.goto('/menu');
    await page.getByRole('tab', { name: 'Packages' }).click();
    await expect(page.getByRole('tab', { name: 'Packages' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Select Package' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Half Pan/ })).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('packages');
    expect(await isHydrated(page)).toBe(false);
    releaseReact();
    await expect.poll(() => isHydrated(page), { timeout: 30_000 }).toBe(true);
    await expect(page.getByRole('tab', { name: 'Packages' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: /^Cart/ }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('cart');
    await page.getByRole('tab', { name: 'Menu Items' }).click();
    await expect(page.getByRole('button', { name: /^Half Pan/ }).first()).toBeVisible();
    expect(new URL(page.url()).searchParams.has('tab')).toBe(false);
  });

  test('a signed-in client’s taps on the visitors’ page land on the same dishes in the portal, never a look-alike', async ({
    page,
  }) => {
    await signInThroughForm(page, DEMO_CLIENT.username, DEMO_CLIENT.password);
    const releaseReact = await holdReact(page);
    await page.goto('/menu');
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
