/**
 * The scripted visits of issue 35 §1: what a person does in a short visit, step by step. `npm run
 * perf` times every interaction of each (Event Timing, grouped by interactionId: the visit's INP is
 * the worst); tests/e2e/visits.spec.ts runs the same steps as journeys, so the taps are known to work.
 * Each step does what a person does and waits for what they then see, so a step that does nothing
 * fails its visit.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { proposalNumber, type Quote } from '../src/common/quotes/schema.ts';

export type VisitStep = { name: string; act: (page: Page, proposal: string) => Promise<void> };

export type Visit = {
  name: string;
  /** Lighthouse's emulated phone (throttled in `npm run perf`) or the owner's laptop (1280 px, not throttled). */
  device: 'phone' | 'laptop';
  path: string;
  /** Signed in through the API before the visit, when the visit starts inside the portal. */
  user?: { username: string; password: string };
  steps: VisitStep[];
};

export const DEMO_CLIENT = { username: 'client', password: 'ClientDemo1' };
export const DEMO_ADMIN = { username: 'admin', password: 'AdminDemo1' };

/** Waits until `ms` have passed since the page's load event. */
async function afterLoad(page: Page, ms: number): Promise<void> {
  await page.waitForFunction((wait) => {
    const navigation = performance.getEntriesByType('navigation')[0] as
      | PerformanceNavigationTiming
      | undefined;
    return !!navigation && navigation.loadEventEnd > 0 && performance.now() - navigation.loadEventEnd >= wait;
  }, ms);
}

const visible = { state: 'visible', timeout: 60_000 } as const;

const halfPan = (page: Page, dish: string) =>
  page.getByRole('article', { name: dish }).getByRole('button', { name: /^Half Pan/ });

export const VISITS: Visit[] = [
  {
    name: '/menu: two dishes, a category, the tabs, checkout',
    device: 'phone',
    path: '/menu',
    steps: [
      {
        name: 'Half Pan 3 s after load',
        act: async (page) => {
          await afterLoad(page, 3000);
          await halfPan(page, 'Greek Salad').tap();
          await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor(visible);
        },
      },
      {
        name: 'a second dish 0.5 s later',
        act: async (page) => {
          await page.waitForTimeout(500);
          await halfPan(page, 'Garden Salad').tap();
          await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor(visible);
        },
      },
      {
        name: 'the Desserts category',
        act: async (page) => {
          // A chip: its radio is drawn by its label.
          await page
            .getByRole('radiogroup', { name: 'Category' })
            .getByText('Desserts', { exact: true })
            .tap();
          await page
            .getByRole('radio', { name: 'Desserts', checked: true })
            .waitFor({ state: 'attached', timeout: 60_000 });
          await page.getByRole('article').getByText('Category: Desserts').first().waitFor(visible);
        },
      },
      {
        name: 'the Packages tab',
        act: async (page) => {
          await page.getByRole('tab', { name: 'Packages' }).tap();
          await page.getByRole('button', { name: 'Select Package' }).first().waitFor(visible);
        },
      },
      {
        name: 'the Cart tab',
        act: async (page) => {
          await page.getByRole('tab', { name: /^Cart/ }).tap();
          await page.getByRole('heading', { name: 'Your Cart (2 items)' }).waitFor(visible);
        },
      },
      {
        name: 'Checkout',
        act: async (page) => {
          await page.getByRole('link', { name: 'Checkout Now' }).tap();
          await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor(visible);
        },
      },
      {
        name: 'typing the name',
        act: async (page) => {
          const first = page.getByRole('textbox', { name: 'First name' });
          await first.tap();
          await first.pressSequentially('Jordan');
          await page
            .getByRole('textbox', { name: 'First name' })
            .and(page.locator('[value="Jordan"]'))
            .waitFor(visible);
        },
      },
    ],
  },
  {
    name: '/: the phone menu, then the quote wizard',
    device: 'phone',
    path: '/',
    steps: [
      {
        name: 'Open menu',
        act: async (page) => {
          await page.getByRole('button', { name: 'Open menu' }).tap();
          await page.getByRole('dialog', { name: 'Menu' }).waitFor(visible);
        },
      },
      {
        name: 'Get a Quote',
        act: async (page) => {
          await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Get a Quote' }).tap();
          await page.getByRole('heading', { name: 'Get a Quote', level: 1 }).waitFor(visible);
        },
      },
      {
        name: 'the event type',
        act: async (page) => {
          await page.getByRole('radio', { name: 'Wedding' }).tap();
          await page.getByRole('radio', { name: 'Wedding', checked: true }).waitFor(visible);
        },
      },
      {
        name: 'typing the guests',
        act: async (page) => {
          const guests = page.getByRole('textbox', { name: 'Number of Guests' });
          await guests.tap();
          await guests.pressSequentially('60');
          await page.locator('input[value="60"]').waitFor(visible);
        },
      },
    ],
  },
  {
    name: '/login: the eye, sign in, the dashboard, a proposal',
    device: 'phone',
    path: '/login',
    steps: [
      {
        name: 'typing the username',
        act: async (page) => {
          const field = page.getByLabel('Username or email');
          await field.tap();
          await field.pressSequentially(DEMO_CLIENT.username);
        },
      },
      {
        name: 'typing the password',
        act: async (page) => {
          const field = page.getByRole('textbox', { name: 'Password', exact: true });
          await field.tap();
          await field.pressSequentially(DEMO_CLIENT.password);
        },
      },
      {
        name: 'the password eye',
        act: async (page) => {
          await page.getByRole('button', { name: 'Show or hide password' }).tap();
          await page.locator('input[autocomplete="current-password"][type="text"]').waitFor(visible);
        },
      },
      {
        name: 'Sign in, to the dashboard',
        act: async (page) => {
          await page.getByRole('button', { name: 'Sign in', exact: true }).tap();
          await page.getByRole('heading', { name: /^Welcome, / }).waitFor(visible);
        },
      },
      {
        name: 'a proposal',
        act: async (page, proposal) => {
          await page
            .getByLabel(new RegExp(`${proposal}, .*open details$`))
            .first()
            .tap();
          await page.getByText(proposal).first().waitFor(visible);
          await page.getByRole('tab', { name: 'Proposal Details', selected: true }).waitFor(visible);
        },
      },
    ],
  },
  {
    name: 'the owner on a laptop: dashboard, orders, calendar, a proposal’s Revise',
    device: 'laptop',
    path: '/dashboard',
    user: DEMO_ADMIN,
    steps: [
      {
        name: 'the dashboard',
        act: async (page) => {
          await page.getByRole('heading', { name: 'Needs your attention' }).waitFor(visible);
        },
      },
      // The sidebar's links may carry a count ("Proposals 1"): matched by how their names begin.
      {
        name: 'Orders',
        act: async (page) => {
          await page
            .getByRole('navigation', { name: 'Portal' })
            .getByRole('link', { name: /^Orders\b/ })
            .click();
          await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor(visible);
        },
      },
      {
        name: 'a search',
        act: async (page) => {
          const search = page.getByRole('textbox', { name: 'Search' });
          await search.click();
          await search.pressSequentially('Avery');
          await page.locator('input[value="Avery"]').waitFor(visible);
          // The search reaches the address a moment later (debounced); a link followed before then
          // is undone by it, so the visit waits as a person reading the results would.
          await page.waitForURL(/Avery/);
        },
      },
      {
        name: 'Calendar, next month',
        act: async (page) => {
          await page
            .getByRole('navigation', { name: 'Portal' })
            .getByRole('link', { name: /^Calendar\b/ })
            .click();
          await page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor(visible);
          // The grid's heading names the month shown ("December 2026").
          const month = page
            .getByRole('main')
            .getByRole('heading', { level: 2, name: /^[A-Z][a-z]+ \d{4}$/ });
          await month.waitFor(visible);
          const before = (await month.textContent()) ?? '';
          await page.getByRole('button', { name: 'Next month' }).click();
          await month.filter({ hasNotText: before }).waitFor(visible);
        },
      },
      {
        name: 'a proposal’s Revise dialog',
        act: async (page, proposal) => {
          await page
            .getByRole('navigation', { name: 'Portal' })
            .getByRole('link', { name: /^Proposals\b/ })
            .click();
          await page.getByRole('tab', { name: 'All Proposals' }).click();
          // One editor for both: "Price & Send" while the request waits for its price, "Revise" after.
          await page
            .getByRole('article', { name: `Proposal ${proposal}` })
            .getByRole('button', { name: /^(Revise|Price & Send)$/ })
            .click();
          await page.getByRole('dialog', { name: `Price and send ${proposal}` }).waitFor(visible);
        },
      },
    ],
  },
];

/**
 * The proposal the visits open: the demo client's request for a wedding, made through the API
 * (`request` on the app's origin). Returns its number ("P-…"), as the pages show it.
 */
export async function requestProposal(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', { data: DEMO_CLIENT });
  if (!login.ok()) throw new Error(`the demo client could not sign in: ${await login.text()}`);
  const menu = (await (await request.get('/api/menu-items')).json()) as { id: number; category: string }[];
  const dishes = menu.filter((item) => ['entrees', 'sides'].includes(item.category)).slice(0, 2);
  const created = await request.post('/api/quotes', {
    data: {
      eventType: 'wedding',
      eventDate: new Date(Date.now() + 40 * 24 * 3600 * 1000).toISOString(),
      // Within the default instant-proposal limit (75 guests, $3,000): sent at once, so it has Revise.
      guestCount: 60,
      venue: 'Fairmount Park',
      menuPackage: 'full-service',
      dishes: dishes.map((dish) => dish.id),
    },
  });
  if (created.status() !== 201) throw new Error(`the proposal was not made: ${await created.text()}`);
  await request.post('/api/logout');
  return proposalNumber((await created.json()) as Quote);
}
