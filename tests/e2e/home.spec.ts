import type { Page } from '@playwright/test';
import { DEFAULT_OFFER } from '../../src/common/offer/index.ts';
import { expect, test } from './fixtures.ts';

/** The spec's hero rotation. */
const HERO_INTERVAL_MS = 4000;

/**
 * Opens the home page on Playwright's clock, then stops time: the hero moves only when a test runs the
 * clock, so no test sits waiting out the 4 seconds and none races them.
 */
async function loadWithClockPaused(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute('aria-current', 'true');
  // On a loaded machine the page's clock may pass the chosen instant before pauseAt arrives ("cannot
  // fast-forward to the past"): read the time again and retry.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 300);
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

const activeDot = (page: Page) => page.locator('button[aria-label^="Show slide"][aria-current="true"]');

test.describe('the home page', () => {
  test('the hero rotates every 4 seconds and its dots switch slides', async ({ page }) => {
    await loadWithClockPaused(page);
    const dots = page.getByRole('button', { name: /^Show slide \d$/ });
    await expect(dots).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute('aria-current', 'true');
    await expect(activeDot(page)).toHaveCount(1);

    // Keep the pointer and focus away from the hero so it rotates on its own.
    await page.mouse.move(5, 700);
    await page.clock.runFor(HERO_INTERVAL_MS);
    await expect(page.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');

    await page.getByRole('button', { name: 'Show slide 4' }).click();
    await expect(page.getByRole('button', { name: 'Show slide 4' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('img', { name: /food truck serving at dusk/ })).toBeVisible();
    await page.getByRole('button', { name: 'Show slide 3' }).click();
    await expect(activeDot(page)).toHaveAttribute('aria-label', 'Show slide 3');
    await expect(page.getByRole('img', { name: /brunch spread/ })).toBeVisible();
  });

  test('the hero stops rotating while hovered', async ({ page }) => {
    await loadWithClockPaused(page);
    await page.getByRole('heading', { name: 'Food worth gathering around' }).hover();
    await page.clock.runFor(HERO_INTERVAL_MS * 2);
    await expect(activeDot(page)).toHaveAttribute('aria-label', 'Show slide 1');
  });

  test('the hero does not rotate for visitors who prefer reduced motion', async ({ browser, app }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', baseURL: app.baseURL });
    const page = await context.newPage();
    await loadWithClockPaused(page);
    await page.mouse.move(5, 700);
    await page.clock.runFor(HERO_INTERVAL_MS * 2);
    await expect(activeDot(page)).toHaveAttribute('aria-label', 'Show slide 1');
    await page.getByRole('button', { name: 'Show slide 2' }).click();
    await expect(activeDot(page)).toHaveAttribute('aria-label', 'Show slide 2');
    await context.close();
  });

  test('the first hero picture is the eager, high-priority LCP element with srcset and sizes', async ({
    page,
  }) => {
    await page.goto('/');
    const first = page.locator('img[fetchpriority="high"]').first();
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('srcset', /640w.*1920w/);
    await expect(first).toHaveAttribute('sizes', '100vw');
    await expect(first).toHaveAttribute('width', /\d+/);
    const lcp = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
            resolve(last.element?.getAttribute('src') ?? last.element?.tagName ?? '');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(lcp).toMatch(/^\/art\/hero-feast-.*\.webp$/);
  });

  for (const width of [375, 1280]) {
    test(`shows every section of the spec at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/home');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Food worth gathering around' }),
      ).toBeVisible();
      for (const { value } of DEFAULT_OFFER.claims)
        await expect(page.getByText(value, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: /Get Your Free Quote/ })).toHaveAttribute('href', '/quote');
      await expect(page.getByRole('link', { name: 'View Gallery' }).first()).toHaveAttribute(
        'href',
        '/gallery',
      );
      for (const heading of [
        'Catering for every kind of gathering',
        'Southern comfort, seafood and brunch',
        'From our recent events',
        'What our guests ask for again',
        'Plan your whole event online',
        'What our clients say',
      ]) {
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      }
      await expect(page.locator('#testimonials figure')).toHaveCount(3);
      // A business with no Instagram page set (the defaults) shows no Instagram link.
      await expect(page.getByRole('link', { name: /on Instagram/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Client Portal', exact: true }).first()).toHaveAttribute(
        'href',
        '/login',
      );
      const band = page.getByRole('region', { name: 'Get in touch' });
      for (const [name, href] of [
        ['Our Services', '/services'],
        ['Browse the Menu', '/menu'],
        ['Get a Quote', '/quote'],
        ['Contact Us', '/contact'],
      ] as const) {
        await expect(band.getByRole('link', { name })).toHaveAttribute('href', href);
      }
      // Event photos: the gallery's featured photos (or our artwork), each with a caption.
      await expect(page.locator('#events figure').first()).toBeVisible();
      // Signature dishes: none placed in the photo tool yet, so six popular dishes of the menu, each
      // with the menu's own name, description and price and a link to its card on /menu.
      const dishes = page.locator('#dishes article');
      await expect(dishes).toHaveCount(6);
      const menu: { id: number; name: string; description: string; price: string }[] = await (
        await page.request.get('/api/menu-items')
      ).json();
      for (const card of await dishes.all()) {
        const link = card.getByRole('heading').getByRole('link');
        const name = await link.textContent();
        const item = menu.find((m) => m.name === name);
        expect(item, 'a signature dish is a menu item').toBeDefined();
        await expect(link).toHaveAttribute('href', `/menu#dish-${item!.id}`);
        await expect(card.getByText(item!.description, { exact: true })).toBeVisible();
        await expect(card.getByText(item!.price, { exact: true })).toBeVisible();
      }
    });
  }
});
