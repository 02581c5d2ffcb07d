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
