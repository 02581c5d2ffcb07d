import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { ATTENTION_LABELS } from '../../src/common/attention.ts';
import { DEFAULT_BUSINESS } from '../../src/common/business.ts';
import { allPackages, DEFAULT_OFFER, type Offer } from '../../src/common/offer/index.ts';
import { proposalNumber } from '../../src/common/quotes/schema.ts';
import { PUBLIC_PAGES } from '../../src/common/seo.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { DEMO_ADMIN, DEMO_CLIENT, expect, signInThroughForm, test } from './fixtures.ts';
import { localDateTime } from './quote-helpers.ts';

/** Buttons (and their label spans) whose text does not fit: scroll width beyond client width. */
async function clippedButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    // Buttons, links styled as buttons, and the header's links (the cart link among them).
    [
      ...document.querySelectorAll<HTMLElement>(
        'button, a.mantine-Button-root, .mantine-Button-label, header a',
      ),
    ]
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.textContent?.trim()} (${el.scrollWidth} > ${el.clientWidth})`),
  );
}

test.describe('the storefront', () => {
  test("each package's order button opens the quote with that package chosen", async ({ page }) => {
    for (const pkg of allPackages(DEFAULT_OFFER)) {
      await page.goto('/packages');
      await page
        .getByRole('article', { name: pkg.name, exact: true })
        .getByRole('link', { name: 'Place Order Now', exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/quote\\?package=${pkg.key}$`));
      const name = pkg.kind === 'per-event' ? `${pkg.name} Package` : pkg.name;
      await expect(page.getByRole('radio', { name: new RegExp(`^${name}`) })).toBeChecked();
      await expect(page.getByRole('group', { name: 'Choose your dishes' })).toContainText(
        `0 of ${pkg.dishCount} chosen`,
      );
      // The guest field states this package's range, never the custom quotes' 50 minimum against it.
      await expect(page.getByLabel('Number of Guests')).toHaveAttribute(
        'placeholder',
        pkg.kind === 'per-event'
          ? `${pkg.minGuests} to ${pkg.maxGuests} guests for this package`
          : `${DEFAULT_OFFER.minimums.customQuote} minimum for event quotes`,
      );
    }
  });

  test("no page a visitor opens shows made-up addresses or the spec's contradicting claims", async ({
    page,
  }) => {
    const paths = [
      ...PUBLIC_PAGES.map((p) => p.path),
      '/checkout',
      '/dinner-catering',
      '/training',
      '/signup',
      '/login',
      '/no-such-page',
    ];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Hidden tab panels, placeholders and link targets count: a visitor reaches them all.
      const seen = await page.evaluate(() =>
        [
          document.body.textContent ?? '',
          ...[...document.querySelectorAll('[placeholder]')].map((el) => el.getAttribute('placeholder')),
          ...[...document.querySelectorAll('a[href]')].map((el) => el.getAttribute('href')),
        ].join(' '),
      );
      expect(seen, path).not.toMatch(/example|24\/7|boroughs|manhattan|still being connected/i);
    }
  });

  test('an unknown path answers 404 with the 404 page', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/^404 Page Not Found \| /);
    expect((await page.goto('/login'))?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Sign In \| /);
    await page.goto('/checkout');
    await expect(page).toHaveTitle(/^Checkout \| /);
    await page.goto('/dinner-catering');
    await expect(page).toHaveTitle(/^Dinner Catering \| /);
  });

  test('on a 375 px phone, adding to the cart leaves the cart count in sight', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/menu');
    const add = page.getByRole('button', { name: /^Half Pan/ });
    await add.first().click();
    await add.nth(1).click();
    await add.nth(2).click();
    const cart = page.getByRole('banner').getByRole('link', { name: /Cart, 3 items/ });
    await expect(cart).toBeVisible();
    // One toast, the newest, at the bottom: never over the header and its count.
    const toast = page.locator('.mantine-Notification-root');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Greek Salad (Half Pan) has been added to your cart.');
    const toastBox = (await toast.boundingBox())!;
    const headerBox = (await page.getByRole('banner').boundingBox())!;
    expect(toastBox.y).toBeGreaterThan(headerBox.y + headerBox.height);
    await page.mouse.wheel(0, 3000);
    await expect(cart).toBeInViewport();
    // The category chips stay in reach too.
    await expect(page.getByText('Salads', { exact: true })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'View cart (3) · $180.00' })).toBeInViewport();
    await page.getByRole('button', { name: /View cart/ }).click();
    await expect(page.getByRole('tab', { name: /Cart/ })).toHaveAttribute('aria-selected', 'true');
  });

  test('on tablets too, a toast never covers the "View cart" bar', async ({ page }) => {
    // The bar shows below 768 px; toasts once moved above it only below 576 px.
    for (const width of [375, 600, 767]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/menu');
      await page
        .getByRole('button', { name: /^Half Pan/ })
        .first()
        .click();
      const toast = page.locator('.mantine-Notification-root');
      await expect(toast).toHaveCount(1);
      const viewCart = page.getByRole('button', { name: /^View cart/ });
      await expect(viewCart).toBeInViewport();
      const a = (await toast.boundingBox())!;
      const b = (await viewCart.boundingBox())!;
      const overlaps =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlaps, `the toast covers "View cart" at ${width} px`).toBe(false);
      await page.evaluate(() => localStorage.clear());
    }
  });

  for (const signedIn of [false, true]) {
    test(`no text is clipped on /menu from 375 to 1920 px${signedIn ? ' in the portal' : ''}`, async ({
      page,
    }) => {
      if (signedIn) await signInThroughForm(page, DEMO_CLIENT.username, DEMO_CLIENT.password);
      for (const width of [375, 1280, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/menu');
        await expect(page.getByRole('button', { name: /^Half Pan/ }).first()).toBeVisible();
        expect(await clippedButtons(page), `at ${width} px`).toEqual([]);
      }
    });
  }

  test('a client picks 5 dishes in the wizard and finds them in the proposal and its PDF', async ({
    page,
  }) => {
    await signInThroughForm(page, DEMO_CLIENT.username, DEMO_CLIENT.password);
    await page.getByRole('button', { name: 'New Proposal' }).first().click();
    const wizard = page.getByRole('dialog', { name: 'Request a Custom Quote' });
    await wizard.getByRole('radio', { name: 'Corporate Event' }).click();
    await wizard.getByLabel('Number of Guests').fill('60');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Event Date & Time').fill(localDateTime(21));
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('radio', { name: /^Full Service Catering/ }).click();
    const dishes = [
      'Greek Salad',
      'Garlic Green Beans',
      'Candied Yams',
      'Jerk Chicken',
      'Banana Pudding Cups',
    ];
    const picker = wizard.getByRole('group', { name: 'Choose your dishes' });
    for (const dish of dishes) await picker.getByText(dish, { exact: true }).click();
    await expect(picker.getByText('5 of 5 chosen')).toBeVisible();
    await expect(picker.getByRole('checkbox', { name: 'Garden Salad' })).toBeDisabled();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText(dishes.join(', '))).toBeVisible();
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/quotes') && r.request().method() === 'POST',
    );
    await wizard.getByRole('button', { name: 'SUBMIT QUOTE REQUEST' }).click();
    const quote = (await (await created).json()) as { id: number };
    await expect(page.getByText('Quote Request Submitted Successfully!')).toBeVisible();

    await page.goto(`/proposals?tab=details&quote=${quote.id}`);
    await expect(page.getByRole('tabpanel').getByText(dishes.join(', '))).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const text = pdfText(fs.readFileSync(await (await downloading).path()));
    for (const dish of dishes) expect(text).toContain(dish);
    // The itemised bill (issue 26): 60 x $40, the 18% service charge and 8% tax on both.
    expect(text).toContain('Service charge (18%)');
    expect(text).toContain('Sales tax (8%)');
    expect(text).toContain('$226.56');
    expect(text).toContain('$3,058.56');
  });

  test('the owner sees a new order, request, message and inquiry on the dashboard, with the same counts as badges, and both drop at once when handled', async ({
    page,
    request,
  }) => {
    const menu = (await (await request.get('/api/menu-items')).json()) as { id: number; name: string }[];
    const salad = menu.find((i) => i.name === 'Classic Caesar Salad')!;
    const eventDate = localDateTime(9).slice(0, 10);
    const order = await request.post('/api/orders', {
      data: {
        firstName: 'Riley',
        lastName: 'Morning',
        email: 'riley.morning@example.com',
        phone: '(215) 555-0177',
        eventDate,
        timeWindow: '12:00-14:00',
        eventLocation: '1 Penn Sq, Philadelphia',
        items: [{ menuItemId: salad.id, panSize: 'full', quantity: 1 }],
      },
    });
    expect(order.status()).toBe(201);
    const inquiry = await request.post('/api/inquiries', {
      data: { fullName: 'Avery Inquirer', email: 'avery@example.com', message: 'Lunch for 30 in Manayunk?' },
    });
    expect(inquiry.status()).toBe(201);
    // A client asks for a custom menu (it waits for a price) and writes about it (unread).
    expect((await request.post('/api/login', { data: DEMO_CLIENT })).ok()).toBe(true);
    const requested = await request.post('/api/quotes', {
      data: {
        eventType: 'corporate',
        eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        guestCount: DEFAULT_OFFER.minimums.customQuote + 10,
        venue: 'Cira Centre',
        menuPackage: 'custom',
        notes: 'A taco bar for the whole office.',
      },
    });
    expect(requested.status(), await requested.text()).toBe(201);
    const quote = (await requested.json()) as { id: number };
    const message = await request.post('/api/messages', {
      data: { quoteId: quote.id, content: 'Could the taco bar be vegan?' },
    });
    expect(message.status(), await message.text()).toBe(201);

    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const attention = (await (await page.request.get('/api/admin/attention')).json()) as Record<
      string,
      { count: number }
    >;
    // The owner's dashboard speaks to the business, not as it does to a client.
    await expect(page.getByText('Latest Messages')).toBeVisible();
    await expect(page.getByText(/ask us anything|your proposal appears here/)).toHaveCount(0);
    const orders = page.getByRole('region', { name: 'New Orders' });
    await expect(orders.getByText(/Riley Morning/)).toBeVisible();
    await expect(orders.getByLabel(`${attention.newOrders!.count} New Orders`)).toBeVisible();
    const inquiries = page.getByRole('region', { name: 'Open Inquiries' });
    await expect(inquiries.getByText('Avery Inquirer', { exact: true })).toBeVisible();
    await expect(inquiries.getByLabel(`${attention.openInquiries!.count} Open Inquiries`)).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Portal' });
    await expect(
      sidebar.getByRole('link', { name: /^Orders/ }).getByText(String(attention.newOrders!.count)),
    ).toBeVisible();
    await expect(
      sidebar.getByRole('link', { name: /^Inquiries/ }).getByText(String(attention.openInquiries!.count)),
    ).toBeVisible();
    // One sidebar entry for the menu tool.
    await expect(sidebar.getByRole('link', { name: /Menu (Manager|Editor)/ })).toHaveCount(1);
    // And one photo tool (the public Gallery entry is the page visitors see).
    await expect(sidebar.getByRole('link', { name: /^Photo/ })).toHaveCount(1);
    const count = (name: keyof typeof ATTENTION_LABELS) => attention[name]!.count;
    expect(count('quoteRequests')).toBeGreaterThan(0);
    expect(count('unreadMessages')).toBeGreaterThan(0);
    /** The sidebar entry's badge and the dashboard card agree on `n` (no badge for none). */
    const sidebarShows = async (name: keyof typeof ATTENTION_LABELS, entry: RegExp, n: number) => {
      const link = sidebar.getByRole('link', { name: entry });
      // Well under the 30-second poll: the owner's own change refreshes the counts at once.
      if (n === 0) await expect(link.getByLabel(ATTENTION_LABELS[name])).toHaveCount(0, { timeout: 5000 });
      else
        await expect(link.getByLabel(`${n} ${ATTENTION_LABELS[name]}`, { exact: true })).toBeVisible({
          timeout: 5000,
        });
    };
    const cardShows = (name: keyof typeof ATTENTION_LABELS, n: number) =>
      expect(
        page
          .getByRole('region', { name: ATTENTION_LABELS[name] })
          .getByLabel(`${n} ${ATTENTION_LABELS[name]}`),
      ).toBeVisible({ timeout: 5000 });
    await sidebarShows('quoteRequests', /^Proposals/, count('quoteRequests'));
    await cardShows('quoteRequests', count('quoteRequests'));
    await sidebarShows('unreadMessages', /^Messages/, count('unreadMessages'));
    await cardShows('unreadMessages', count('unreadMessages'));
    // One number per thing: no second count of the requests or unread messages, read once and left behind.
    await expect(page.getByText(/^(New Requests|Unread messages)$/)).toHaveCount(0);
    const toDashboard = () => sidebar.getByRole('link', { name: /^Dashboard/ }).click();

    // The owner confirms the order: the badge and the card drop together.
    await orders.getByRole('link', { name: 'View all new orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    const riley = page.getByRole('article').filter({ hasText: 'Riley Morning' });
    await riley.getByLabel(/^Status of/).click();
    await page.getByRole('option', { name: 'Confirmed' }).click();
    // The customer is mailed: the owner confirms first.
    await page.getByRole('button', { name: 'Change and email' }).click();
    await expect(riley.getByText('Confirmed', { exact: true })).toBeVisible();
    await sidebarShows('newOrders', /^Orders/, count('newOrders') - 1);
    await toDashboard();
    await cardShows('newOrders', count('newOrders') - 1);
    await expect(orders.getByText(/Riley Morning/)).toHaveCount(0);

    // Reads the client's message from its card.
    await page
      .getByRole('region', { name: 'Unread Messages' })
      .getByRole('link', { name: /Could the taco bar be vegan\?/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/messages\\?quote=${quote.id}$`));
    await expect(page.getByText('Could the taco bar be vegan?').first()).toBeVisible();
    await sidebarShows('unreadMessages', /^Messages/, count('unreadMessages') - 1);
    await toDashboard();
    await cardShows('unreadMessages', count('unreadMessages') - 1);

    // Prices the request from its card.
    await page
      .getByRole('region', { name: 'Quote Requests' })
      .getByRole('link', { name: new RegExp(proposalNumber(quote)) })
      .click();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Price & Send' }).click();
    const editor = page.getByRole('dialog', { name: `Price and send ${proposalNumber(quote)}` });
    await editor.getByRole('textbox', { name: 'Total amount' }).fill('2400');
    await editor.getByRole('button', { name: 'Send Proposal' }).click();
    await expect(page.getByText('Proposal Sent')).toBeVisible();
    await sidebarShows('quoteRequests', /^Proposals/, count('quoteRequests') - 1);
    await toDashboard();
    await cardShows('quoteRequests', count('quoteRequests') - 1);
  });

  test('a reply time, truck price and claims changed in the business settings show on the pages that state them', async ({
    page,
    request,
  }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const offer: Offer = {
      ...DEFAULT_OFFER,
      replyWithinHours: 36,
      services: DEFAULT_OFFER.services.map((s) => (s.id === 'food-truck' ? { ...s, price: '14.50' } : s)),
      claims: [
        { value: '650+', label: 'Events catered' },
        { value: '4.8', label: 'Average rating' },
      ],
    };
    const saved = await page.request.put('/api/settings/business', { data: { ...DEFAULT_BUSINESS, offer } });
    expect(saved.status()).toBe(200);
    // The text of the HTML the server sends a visitor, before any script runs: no styles, scripts,
    // tags or React's text separators.
    const html = async (path: string) =>
      (await (await request.get(path)).text())
        .replace(/<(style|script)\b[\s\S]*?<\/\1>/g, ' ')
        .replaceAll('<!-- -->', '')
        .replace(/<[^>]*>/g, ' ')
        .replaceAll('&#x27;', "'")
        .replaceAll('&amp;', '&')
        .replace(/\s+/g, ' ');
    const pages: [string, string[]][] = [
      [
        '/',
        [
          'Rated 4.8 on average across 650+ events.',
          'From $14.50 per person',
          "We'll reply within 36 hours with ideas and prices.",
        ],
      ],
      ['/packages', ['Reply within 36 hours', "We'll reply within 36 hours"]],
      [
        '/food-truck',
        ['Block parties, schools and company events, from $14.50 per person with a 2-hour minimum.'],
      ],
      [
        '/about',
        ['we have cooked for 650+ Philadelphia events', 'We reply to every inquiry within 36 hours.'],
      ],
    ];
    for (const [path, texts] of pages) {
      const body = await html(path);
      for (const text of texts) expect(body.includes(text), `${path} says "${text}"`).toBe(true);
      // The old figures are gone: nothing states them without reading the offer.
      expect(body.match(/24 hours|within a day|4\.9|500\+|\$12\b/)?.[0], path).toBeUndefined();
    }
  });

  test('a price changed in the business settings shows on every page that states it', async ({ page }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const offer: Offer = {
      ...DEFAULT_OFFER,
      perPerson: DEFAULT_OFFER.perPerson.map((p) =>
        p.key === 'full-service' ? { ...p, pricePerPerson: '47.00' } : p,
      ),
    };
    const save = (o: Offer) =>
      page.request.put('/api/settings/business', { data: { ...DEFAULT_BUSINESS, offer: o } });
    expect((await save(offer)).status()).toBe(200);
    for (const path of ['/', '/services?tab=menu-options', '/packages', '/menu?tab=packages', '/quote']) {
      await page.goto(path);
      if (path.startsWith('/services')) {
        // The link opens the Menu Options tab, and it stays chosen while the signed-in visitor's
        // page moves into the portal's layout as React starts.
        const tab = page.getByRole('tab', { name: 'Menu Options' });
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await page.waitForLoadState('networkidle');
        await expect(tab).toHaveAttribute('aria-selected', 'true');
      }
      await expect(page.getByText(/\$47\b/).first(), path).toBeVisible();
      // Special events start at their own $40 on /services; elsewhere the old price is gone.
      if (!path.startsWith('/services')) await expect(page.getByText(/\$40\b/), path).toHaveCount(0);
    }
  });
});
