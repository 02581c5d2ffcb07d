import { DEFAULT_OFFER, priceTag } from '../../src/common/offer/index.ts';
import { expect, letReactTakeOver, test } from './fixtures.ts';

const PAGES = [
  {
    path: '/',
    h1: 'Food worth gathering around',
    title: /^Philadelphia Event Catering, Brunch & Food Truck \| /,
  },
  { path: '/about', h1: 'The kitchen behind', title: /^About Us \| / },
  { path: '/services', h1: 'Catering services', title: /^Catering Services & Prices \| / },
  { path: '/packages', h1: 'Simple packages, honest prices', title: /^Catering Packages \| / },
  { path: '/food-truck', h1: 'Find the food truck', title: /^Food Truck Schedule & Location \| / },
  { path: '/contact', h1: "Let's plan your event", title: /^Contact Us & Plan Your Event \| / },
];

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

test.describe('findable and fast', () => {
  test('each public page arrives rendered, with its own title, description, canonical URL and Open Graph tags', async ({
    request,
    app,
  }) => {
    const titles = new Set<string>();
    for (const page of PAGES) {
      const res = await request.get(page.path, { headers: { 'accept-encoding': 'br' } });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-encoding']).toBe('br');
      const html = decode(await res.text());
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title).toMatch(page.title);
      titles.add(title);
      expect(html).toContain(`<link rel="canonical" href="${app.baseURL}${page.path}"`);
      expect(html).toMatch(/<meta name="description" content="[^"]{60,}"/);
      expect(html).toContain(`<meta property="og:url" content="${app.baseURL}${page.path}"`);
      expect(html).toMatch(/<meta property="og:image" content="http[^"]+\.jpg"/);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
      // The content itself is in the HTML, before any JavaScript runs.
      expect(html).toContain(page.h1);
    }
    expect(titles.size).toBe(PAGES.length);
  });

  test('/home is the home page and names / as its canonical URL', async ({ request, app }) => {
    const html = await (await request.get('/home')).text();
    expect(html).toContain(`<link rel="canonical" href="${app.baseURL}/"`);
  });

  test('the home page describes the business as schema.org JSON-LD', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const ld = JSON.parse(json ?? '{}');
    expect(ld['@type']).toBe('FoodEstablishment');
    expect(ld.name).toBe('Hearth & Table Catering');
    expect(ld.address).toMatchObject({ addressLocality: 'Philadelphia', addressRegion: 'PA' });
    expect(ld.telephone).toBe('(215) 555-0142');
  });

  test('robots.txt and sitemap.xml point crawlers at the public pages', async ({ request, app }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${app.baseURL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const page of PAGES) expect(sitemap).toContain(`<loc>${app.baseURL}${page.path}</loc>`);
  });

  test('HTML, JavaScript, CSS and JSON are sent compressed', async ({ request }) => {
    const html = await (await request.get('/', { headers: { 'accept-encoding': 'gzip' } })).text();
    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    const style = /href="(\/assets\/index-[^"]+\.css)"/.exec(html)?.[1];
    for (const [url, encoding] of [
      ['/', 'gzip'],
      [script!, 'br'],
      [script!, 'gzip'],
      [style!, 'br'],
      ['/api/menu-items', 'gzip'],
      ['/api/truck/location', 'br'],
    ] as const) {
      const res = await request.get(url, { headers: { 'accept-encoding': encoding } });
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-encoding'], `${url} ${encoding}`).toBe(encoding);
    }
  });

  test('with JavaScript off a visitor still reads the pages', async ({ browser, app }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: app.baseURL });
    const page = await context.newPage();
    await page.goto('/packages');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Simple packages, honest prices' }),
    ).toBeVisible();
    await expect(page.getByText(priceTag(DEFAULT_OFFER.perEvent[1]!.price)).first()).toBeVisible();
    await page.goto('/food-truck');
    await expect(page.getByText('Now Serving')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: /Tuesday/ })).toBeVisible();
    // The theme's colours come from the stylesheet, not from a script or a <style> in each page.
    const themeColour = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-ember-6').trim(),
    );
    expect(themeColour).toBe('#c2581d');
    expect(await page.content()).not.toContain('data-mantine-styles="true"');
    await context.close();
  });

  test('pages hydrate without mismatches, and client-side navigation updates the title', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|did not match|server rendered/i.test(message.text())) {
        problems.push(message.text());
      }
    });
    page.on('pageerror', (error) => problems.push(error.message));
    for (const { path } of PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);

    await page.goto('/about');
    // Client-side: React has the page, so the link is the router's, not a page load.
    await letReactTakeOver(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Packages' }).click();
    await expect(page).toHaveTitle(/^Catering Packages \| /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/packages$/);
  });
});
