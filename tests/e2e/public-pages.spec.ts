import type { Page } from '@playwright/test';
import { DEFAULT_BUSINESS } from '../../src/common/business.ts';
import {
  allPackages,
  DEFAULT_OFFER,
  faqEntries,
  packageGuests,
  priceTag,
} from '../../src/common/offer/index.ts';
import { DEFAULT_FEATURES } from '../../src/common/switches/schema.ts';
import { expect, test } from './fixtures.ts';

// Prices, guest ranges and minimums come from the business's offer (its defaults on a fresh database).
const addOn = (id: string) => DEFAULT_OFFER.addOns.find((s) => s.id === id)!;

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
      for (const [title, price] of DEFAULT_OFFER.services.map((s) => [s.title, priceTag(s.price)])) {
        const card = page.locator('article, .mantine-Card-root').filter({ hasText: title! }).first();
        await expect(card.getByText(price!, { exact: true })).toBeVisible();
      }
      await page.getByRole('tab', { name: 'Menu Options' }).click();
      await expect(page.getByRole('tabpanel').getByText('Full Service Catering')).toBeVisible();
      await page.getByRole('tab', { name: 'Add-Ons' }).click();
      // The chosen tab is in the address, so a link or a reload opens it again.
      await expect(page).toHaveURL(/\/services\?tab=add-ons$/);
      const addOns = page.getByRole('tabpanel');
      for (const [title, price] of ['coordination', 'equipment', 'staffing', 'setup'].map((id) => [
        addOn(id).title,
        priceTag(addOn(id).price),
      ])) {
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
      for (const pkg of allPackages(DEFAULT_OFFER)) {
        const card = page.getByRole('article', { name: pkg.name, exact: true });
        await expect(
          card.getByText(priceTag(pkg.kind === 'per-event' ? pkg.price : pkg.pricePerPerson)),
        ).toBeVisible();
        await expect(card.getByText(packageGuests(pkg))).toBeVisible();
        // Each order button starts the quote with that package chosen, never a blank contact form.
        // Its name is the spec's words exactly; the card's heading describes which package it orders.
        const order = card.getByRole('link', { name: 'Place Order Now', exact: true });
        await expect(order).toHaveAttribute('href', `/quote?package=${pkg.key}`);
        await expect(order).toHaveAccessibleDescription(pkg.name);
      }
      await expect(page.getByRole('link', { name: 'Request a custom quote' })).toHaveAttribute(
        'href',
        '/quote?package=custom',
      );
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
      for (const { answer } of faqEntries(DEFAULT_OFFER, DEFAULT_BUSINESS, DEFAULT_FEATURES.bookNow))
        await expect(page.getByText(answer, { exact: true })).toBeVisible();
      await expect(
        page.getByText(`${DEFAULT_OFFER.minimums.foodTruckHours}-hour minimum booking`),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Business hours' })).toBeVisible();
      // The page's own Call link, not the footer's.
      await expect(page.getByRole('main').getByRole('link', { name: '(215) 555-0142' })).toHaveAttribute(
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
