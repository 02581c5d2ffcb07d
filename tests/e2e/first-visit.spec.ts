import type { Page } from '@playwright/test';
import { NEWSLETTER_SIGNUP_MESSAGE } from '../../src/common/newsletter.ts';
import { DEMO_CLIENT, expect, signInThroughForm, test } from './fixtures.ts';

/**
 * A first visit to a server-rendered page downloads one small script; React and the page's code load
 * when the visitor starts using the page, and what was clicked or typed meanwhile still happens
 * (docs/decisions/0022).
 */

/** The scripts the page has requested so far. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe('first visit to a server-rendered page', () => {
  test('only the first script loads until the visitor interacts, and an early tap still opens the menu', async ({
    browser,
    app,
  }) => {
    const context = await browser.newContext({ baseURL: app.baseURL, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const scripts = watchScripts(page);
    await page.goto('/menu');
    await page.waitForLoadState('networkidle');
    expect(scripts).toHaveLength(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Catering Menu' })).toBeVisible();

    // The tap starts loading React; the menu opens once it has taken over the page.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(1);
    await context.close();
  });

  test('an e-mail typed and sent before React loads is sent', async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    expect(scripts).toHaveLength(1);
    const signup = page.getByRole('form', { name: 'Newsletter sign-up' });
    await signup
      .getByRole('textbox', { name: 'Your e-mail for the newsletter' })
      .fill('early.bird@example.com');
    await signup.getByRole('button', { name: 'Subscribe' }).click();
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

  test('a signed-in client’s taps before React reach the same dishes on the portal page', async ({
    page,
  }) => {
    await signInThroughForm(page, DEMO_CLIENT.username, DEMO_CLIENT.password);
    // React stays away until both taps are made; the portal then replaces the visitors' page.
    let letAppLoad = () => {};
    const appHeld = new Promise<void>((resolve) => {
      letAppLoad = resolve;
    });
    await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto('/menu');
    // Five salads share "Half Pan · $60.00": each tap must land on its own dish's button.
    for (const dish of ['Garden Salad', 'Greek Salad']) {
      await page
        .getByRole('article', { name: dish })
        .getByRole('button', { name: /Half Pan/ })
        .click();
    }
    letAppLoad();
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
