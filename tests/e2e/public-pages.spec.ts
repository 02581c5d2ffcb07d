import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The spec's content of each public page (spec part 1 section 2 and 9, part 2 sections 2.12 and 2.14). */
const PAGES: { path: string; heading: string; check: (page: Page) => Promise<void> }[] = [
  {
    path: '/about',
    heading: 'The kitchen behind',
    check: async (page) => {
      await expect(page.getByRole('heading', { name: 'Make every gathering feel like home' })).toBeVisible();
      await expect(page.getByText('Our mission is simple')).toBeVisible();
      await expect(page.locator('#values h3')).toHaveCount(4);
      await expect(
        page.getByRole('region', { name: 'Get in touch' }).getByRole('link', { name: 'Contact Us' }),
      ).toBeVisible();
    },
  },
  {
    path: '/services',
    heading: 'Catering services',
    check: async (page) => {
      for (const [title, price] of [
        ['Corporate Catering', '$18'],
        ['Special Events', '$32'],
        ['Food Truck', '$12'],
      ]) {
        const card = page.locator('article, .mantine-Card-root').filter({ hasText: title! }).first();
        await expect(card.getByText(price!, { exact: true })).toBeVisible();
      }
      await page.getByRole('tab', { name: 'Menu Options' }).click();
      await expect(page.getByRole('tabpanel').getByText('Full Service Catering')).toBeVisible();
      await page.getByRole('tab', { name: 'Add-Ons' }).click();
      const addOns = page.getByRole('tabpanel');
      for (const [title, price] of [
        ['Event Coordination', '$500'],
        ['Equipment Rental', '$200'],
        ['Service Staff', '$25'],
        ['Setup & Cleanup', '$300'],
      ]) {
        await expect(
          addOns.locator('.mantine-Card-root').filter({ hasText: title! }).getByText(price!, { exact: true }),
        ).toBeVisible();
      }
      await expect(addOns.getByText('per hour per staff')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Events we are proud of' })).toBeVisible();
    },
  },
  {
    path: '/packages',
    heading: 'Simple packages, honest prices',
    check: async (page) => {
      for (const [name, price, guests] of [
        ['Basic', '$199', 'Up to 25 guests'],
        ['Premium', '$349', 'Up to 50 guests'],
        ['Luxury', '$599', 'Up to 100 guests'],
      ]) {
        const card = page.getByRole('article', { name: name! });
        await expect(card.getByText(price!)).toBeVisible();
        await expect(card.getByText(guests!)).toBeVisible();
        await expect(card.getByRole('link', { name: /Place Order Now/ })).toHaveAttribute('href', '/contact');
      }
      await expect(page.getByRole('article', { name: 'Premium' }).getByText('Most Popular')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Why hosts choose us' })).toBeVisible();
    },
  },
  {
    path: '/food-truck',
    heading: 'Find the food truck',
    check: async (page) => {
      await expect(page.getByText('Now Serving')).toBeVisible();
      await expect(page.getByRole('heading', { name: "Today's schedule" })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Skip the line or book the truck' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Where to find us this week' })).toBeVisible();
      await expect(page.getByRole('rowheader', { name: /Tuesday/ })).toBeVisible();
      await expect(page.getByText('JFK Plaza (LOVE Park)').first()).toBeVisible();
      await expect(page.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
        'href',
        /google\.com\/maps/,
      );
      await expect(page.getByRole('button', { name: 'Show interactive map' })).toBeVisible();
    },
  },
  {
    path: '/contact',
    heading: "Let's plan your event",
    check: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveAttribute('required', '');
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
      await expect(page.getByLabel('Event Date')).toHaveAttribute('type', 'date');
      await expect(page.getByRole('spinbutton', { name: 'Guest Count' })).toHaveAttribute('type', 'number');
      await expect(page.getByText('minimum of 10 people')).toBeVisible();
      await expect(page.getByText('2-hour minimum booking')).toBeVisible();
      await expect(page.getByText(/Book 2-3 weeks ahead.*4-6 weeks ahead for 100 guests/)).toBeVisible();
      await expect(page.getByText(/phone line is open Tuesday to Friday/).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Business hours' })).toBeVisible();
      await expect(page.getByRole('link', { name: '(215) 555-0142' }).first()).toHaveAttribute(
        'href',
        'tel:2155550142',
      );
    },
  },
];

for (const width of [375, 1280]) {
  test.describe(`public pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const spec of PAGES) {
      test(`${spec.path} shows its spec content`, async ({ page }) => {
        await page.goto(spec.path);
        await expect(page.getByRole('heading', { level: 1, name: new RegExp(spec.heading) })).toBeVisible();
        await spec.check(page);
        // Nothing wider than the screen: no sideways scrolling on a phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}

test.describe('navigation', () => {
  test('the phone menu opens, lists every page and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Open menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await burger.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main' });
    for (const label of [
      'Home',
      'About',
      'Services',
      'Menu',
      'Packages',
      'Gallery',
      'Food Truck',
      'Contact',
    ]) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Client Portal' })).toBeVisible();
    await menu.getByRole('link', { name: 'Packages', exact: true }).click();
    await expect(page).toHaveURL(/\/packages$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Simple packages, honest prices' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the desktop header links every page and shows the cart with its count', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Food Truck' }).click();
    await expect(page).toHaveURL(/\/food-truck$/);
    await expect(nav.getByRole('link', { name: 'Food Truck' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/menu');
    await expect(page.getByRole('button', { name: 'Admin' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const path of [
    '/',
    '/about',
    '/services',
    '/contact',
    '/packages',
    '/food-truck',
    '/menu',
    '/login',
  ]) {
    test(`axe finds no serious or critical violations on ${path}`, async ({ page, axe }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await axe(page);
    });
  }
});
