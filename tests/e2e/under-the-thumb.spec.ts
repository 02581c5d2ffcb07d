import type { Page } from '@playwright/test';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import {
  bookGreekSalad,
  DEMO_ADMIN,
  DEMO_CLIENT,
  expect,
  letReactTakeOver,
  signInThroughForm,
  test,
} from './fixtures.ts';

// Issue 35 §2: what a finger uses is at least 44×44 px at 375 px wide, the owner's sidebar is grouped
// by job, and no toast covers a control or a total (docs/decisions/0097).

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 800 };
const MIN = 44;

type Target = { what: string; width: number; height: number };

/**
 * Every visible button, link, checkbox, radio and field of the page, with the box a finger can hit:
 * a checkbox's or radio's is its row (the input and its labels, which toggle it too). Exempt:
 * links inside a sentence (WCAG 2.5.8's inline exception: a paragraph's line height sets their size),
 * and what is off screen sideways (a carousel's other slides) or hidden until focused (the skip link).
 */
async function smallTargets(page: Page): Promise<Target[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="tab"]',
      '[role="switch"]',
    ].join(',');
    const union = (rects: DOMRect[]) => {
      const boxes = rects.filter((r) => r.width > 0 && r.height > 0);
      if (boxes.length === 0) return { width: 0, height: 0, left: 0, right: 0, top: 0, bottom: 0 };
      const left = Math.min(...boxes.map((r) => r.left));
      const right = Math.max(...boxes.map((r) => r.right));
      const top = Math.min(...boxes.map((r) => r.top));
      const bottom = Math.max(...boxes.map((r) => r.bottom));
      return { width: right - left, height: bottom - top, left, right, top, bottom };
    };
    const inSentence = (element: Element) => {
      if (element.tagName !== 'A') return false;
      const paragraph = element.closest('p');
      if (!paragraph) return false;
      const own = (element.textContent ?? '').trim().length;
      return (paragraph.textContent ?? '').trim().length > own;
    };
    const name = (element: Element) =>
      (
        element.getAttribute('aria-label') ||
        (element as HTMLInputElement).labels?.[0]?.textContent ||
        element.textContent ||
        element.getAttribute('placeholder') ||
        element.getAttribute('name') ||
        ''
      )
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 50);
    const seen = new Set<Element>();
    const small: { what: string; width: number; height: number }[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (seen.has(element)) continue;
      seen.add(element);
      if (!element.checkVisibility({ opacityProperty: false, visibilityProperty: true })) continue;
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      if (inSentence(element)) continue;
      const input = element as HTMLInputElement;
      const isToggle = element.tagName === 'INPUT' && (input.type === 'checkbox' || input.type === 'radio');
      const box = union([
        element.getBoundingClientRect(),
        ...(isToggle || element.tagName === 'INPUT'
          ? [...(input.labels ?? [])].map((l) => l.getBoundingClientRect())
          : []),
      ]);
      if (box.width === 0 && box.height === 0) continue;
      // Off screen sideways (another slide) or moved off the top until focused (the skip link).
      if (box.right <= 0 || box.left >= window.innerWidth || box.bottom + window.scrollY <= 0) continue;
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const kind = isToggle ? input.type : (element.getAttribute('role') ?? element.tagName.toLowerCase());
        small.push({
          what: `${kind} "${name(element)}"`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
    }
    return small;
  }, MIN);
}

/** Asserts the page has no target under 44×44 px, naming every one that is. */
async function expectThumbSized(page: Page, where: string): Promise<void> {
  const small = await smallTargets(page);
  expect(
    small.map((t) => `${t.what}: ${t.width}×${t.height}`),
    `targets under ${MIN}×${MIN} px at ${page.viewportSize()?.width} px on ${where}`,
  ).toEqual([]);
}

test.describe('under the thumb at 375 px', () => {
  test('the public pages, the phone menu, the cart and checkout have no target under 44×44 px', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    for (const path of [
      '/',
      '/about',
      '/services',
      '/menu',
      '/packages',
      '/gallery',
      '/food-truck',
      '/contact',
      '/quote',
      '/dinner-catering',
      '/training',
      '/login',
      '/signup',
      '/forgot-password',
    ]) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expectThumbSized(page, path);
    }

    // The phone menu, open.
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectThumbSized(page, 'the phone menu');

    // A dish in the cart: the menu's cart tab, then checkout with its form and "Edit cart".
    await page.goto('/menu');
    await page
      .getByRole('article', { name: 'Classic Caesar Salad' })
      .getByRole('button', { name: /Half Pan/ })
      .click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.getByRole('tab', { name: /Cart/ }).click();
    await expect(page.getByText('Classic Caesar Salad (Half Pan)').first()).toBeVisible();
    await expectThumbSized(page, "/menu's cart");
    await page.goto('/checkout');
    await expect(page.getByRole('link', { name: 'Edit cart' })).toBeVisible();
    await expectThumbSized(page, '/checkout');
  });

  test("the client's portal, its menu button and the kitchen's prepared checkboxes have no target under 44×44 px", async ({
    page,
    request,
  }) => {
    const day = addDays(businessClock(new Date()).date, 11);
    await bookGreekSalad(request, day);
    await page.setViewportSize(PHONE);
    await signInThroughForm(page, DEMO_CLIENT.username, DEMO_CLIENT.password);
    for (const path of [
      '/dashboard',
      '/proposals',
      '/events',
      '/messages',
      '/orders',
      '/subscribe',
      '/rewards',
      '/tracker',
      '/profile',
    ]) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      // Let the page's data arrive: its controls are what a finger meets.
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
      await expectThumbSized(page, path);
    }
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Profile' }),
    ).toBeVisible();
    await expectThumbSized(page, "the portal's menu");

    await page.context().clearCookies();
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/kitchen');
    await page.getByLabel('Day', { exact: true }).fill(day);
    await expect(page.getByRole('checkbox', { name: 'Greek Salad prepared' })).toBeVisible();
    await expectThumbSized(page, '/kitchen');
  });
});

test("the owner's sidebar is grouped by job, the daily pages first, without a client's own pages", async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  const sidebar = page.getByRole('navigation', { name: 'Portal' });
  const groups = sidebar.getByRole('group');
  await expect(groups).toHaveCount(5);
  const names = await groups.evaluateAll((nodes) =>
    nodes.map((node) => document.getElementById(node.getAttribute('aria-labelledby')!)?.textContent),
  );
  expect(names).toEqual(['Today', 'Sales', 'Kitchen', 'Menu & site', 'Settings']);
  const today = sidebar.getByRole('group', { name: 'Today' });
  for (const label of ['Dashboard', 'Proposals', 'Messages', 'Orders', 'Inquiries']) {
    await expect(today.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(
    sidebar.getByRole('group', { name: 'Menu & site' }).getByRole('link', { name: 'Menu Manager' }),
  ).toBeVisible();
  await expect(
    sidebar.getByRole('group', { name: 'Settings' }).getByRole('link', { name: 'Business Settings' }),
  ).toBeVisible();
  // The owner's daily pages are all above the fold at 1280×800.
  for (const link of await today.getByRole('link').all()) {
    const box = (await link.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(LAPTOP.height);
  }
  await expect(sidebar.getByRole('link', { name: 'Rewards' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Order Tracker' })).toHaveCount(0);

  // The client's sidebar keeps its own pages and shows no admin's group.
  await page.context().clearCookies();
  await signInThroughForm(page, DEMO_CLIENT.username, DEMO_CLIENT.password);
  await expect(sidebar.getByRole('link', { name: 'Rewards' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Order Tracker' })).toBeVisible();
  await expect(sidebar.getByRole('group', { name: 'Today' })).toHaveCount(0);
});

/** The boxes of the visible controls and totals that the toast's box overlaps. */
async function coveredByToast(page: Page, only?: string): Promise<string[]> {
  return page.evaluate((only) => {
    const shown = document.querySelector('.mantine-Notification-root');
    if (!shown) return ['(no toast on screen)'];
    const toast = shown.getBoundingClientRect();
    const targets = document.querySelectorAll(
      only ??
        'main a[href], main button, main input, main select, main textarea, main [role="button"], main [data-testid*="total" i], main .mantine-Badge-root, header a[href], header button',
    );
    const covered: string[] = [];
    for (const element of targets) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const overlaps =
        toast.left < box.right && box.left < toast.right && toast.top < box.bottom && box.top < toast.bottom;
      if (overlaps)
        covered.push((element.textContent || element.getAttribute('aria-label') || element.tagName).trim());
    }
    return covered;
  }, only);
}

/** Waits until the page has moved down by the toast's band (lib/toast-room.ts). */
async function roomMade(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('#main').evaluate((main) => getComputedStyle(main).marginTop))
    .not.toBe('0px');
}

/** Signs in through the form from `from`, as the sign-in card does after a guarded page sent a visitor there. */
async function signInFrom(page: Page, from: string): Promise<void> {
  // Signed out, the page sends the visitor to the splash page, whose sign-in brings them back to it.
  await page.goto(from);
  await expect(page).toHaveURL(/\/splash$/);
  await page.getByRole('link', { name: 'Client Portal' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username or email').fill(DEMO_CLIENT.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_CLIENT.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

for (const size of [PHONE, LAPTOP]) {
  test(`the "Welcome back" toast covers no control, chip or total at ${size.width} px: the dashboard, a proposal`, async ({
    page,
    request,
  }) => {
    expect((await request.post('/api/login', { data: DEMO_CLIENT })).ok()).toBe(true);
    const eventDate = new Date(Date.now() + 40 * 86_400_000).toISOString();
    const requested = await request.post('/api/quotes', {
      data: {
        eventType: 'wedding',
        eventDate,
        guestCount: 60,
        menuPackage: 'full-service',
        venue: 'Terrace Hall',
      },
    });
    expect(requested.status(), await requested.text()).toBe(201);
    const { id } = (await requested.json()) as { id: number };
    await page.setViewportSize(size);

    // The client has signed in before (the request above): this sign-in is a "Welcome back".
    await signInThroughForm(page, DEMO_CLIENT.username, DEMO_CLIENT.password);
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Welcome back' });
    await expect(toast).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page moves down to make room: once it has, nothing is under the toast.
    await roomMade(page);
    expect(await coveredByToast(page)).toEqual([]);
    const header = (await page.locator('header').first().boundingBox())!;
    expect((await toast.boundingBox())!.y, 'the toast is under the header').toBeGreaterThanOrEqual(
      header.y + header.height,
    );

    // Signed in from a proposal's page: back on it, its status chip uncovered.
    await page.context().clearCookies();
    await signInFrom(page, `/proposals?quote=${id}`);
    await expect(page).toHaveURL(new RegExp(`/proposals\\?quote=${id}`));
    await expect(toast).toBeVisible();
    await expect(page.locator('main .mantine-Badge-root').first()).toBeVisible();
    await roomMade(page);
    expect(await coveredByToast(page)).toEqual([]);

    // Scrolled down the menu, a dish added: the page moves down rather than slide under "Added to Cart";
    // nothing that was on screen before the tap is under the toast.
    await page.goto('/menu');
    await expect(page.getByRole('article', { name: 'Baked Macaroni & Cheese' })).toBeVisible();
    // React has the page (and a signed-in visitor's layout): the elements marked below stay.
    await letReactTakeOver(page);
    await expect(page.getByRole('navigation', { name: 'Portal' })).toBeAttached();
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 700));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    }).toPass();
    const onScreen = await page.evaluate(() => {
      let marked = 0;
      for (const element of document.querySelectorAll('main a[href], main button')) {
        const box = element.getBoundingClientRect();
        if (box.top < 68 || box.bottom > window.innerHeight || box.height === 0) continue;
        element.setAttribute('data-on-screen', '');
        marked += 1;
        if (!document.querySelector('[data-tap]') && element.textContent?.startsWith('Half Pan')) {
          element.setAttribute('data-tap', '');
        }
      }
      return marked;
    });
    expect(onScreen).toBeGreaterThan(0);
    await page.locator('[data-tap]').click();
    await expect(
      page.locator('.mantine-Notification-root').filter({ hasText: 'Added to Cart' }),
    ).toBeVisible();
    await roomMade(page);
    expect(await coveredByToast(page, '[data-on-screen]')).toEqual([]);
  });
}
