import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS } from '../../src/common/business.ts';
import { businessJsonLd, canonicalPath, PUBLIC_PAGES } from '../../src/common/seo.ts';
import { buildTestApp, signInAsAdmin, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://catering.example' });
});
afterAll(() => t.close());

describe('search engine files', () => {
  it('robots.txt allows the site, keeps crawlers out of the API and portal, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /dashboard');
    expect(res.body).toContain('Sitemap: https://catering.example/sitemap.xml');
  });

  it('sitemap.xml lists every public page at the public address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    for (const path of ['/', '/about', '/services', '/contact', '/packages', '/food-truck']) {
      expect(res.body).toContain(`<loc>https://catering.example${path}</loc>`);
    }
    expect(res.body.match(/<url>/g)).toHaveLength(PUBLIC_PAGES.length);
  });

  it('sitemap.xml leaves out the food truck page while the service is switched off', async () => {
    const admin = await signInAsAdmin(t.app);
    const switchTruck = (foodTruck: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/features',
        headers: { cookie: admin },
        payload: { services: { foodTruck } },
      });
    const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const truck = '<loc>https://catering.example/food-truck</loc>';
    expect(await sitemap()).toContain(truck); // read once, so a kept copy would show below
    expect((await switchTruck(false)).statusCode).toBe(200);
    const off = await sitemap();
    expect(off).not.toContain(truck);
    expect(off).toContain('<loc>https://catering.example/contact</loc>');
    expect(off.match(/<url>/g)).toHaveLength(PUBLIC_PAGES.length - 1);
    expect((await switchTruck(true)).statusCode).toBe(200);
    expect(await sitemap()).toContain(truck);
  });
});

describe('page metadata', () => {
  it('gives every public page its own title and description', () => {
    expect(new Set(PUBLIC_PAGES.map((p) => p.title)).size).toBe(PUBLIC_PAGES.length);
    for (const page of PUBLIC_PAGES) expect(page.description.length).toBeGreaterThan(50);
  });

  it('treats /home as the home page and ignores a trailing slash', () => {
    expect(canonicalPath('/home')).toBe('/');
    expect(canonicalPath('/about/')).toBe('/about');
  });

  it('describes the business as a schema.org FoodEstablishment with its address parts', () => {
    // The defaults name no street address; an owner's own address is described in parts.
    const business = {
      ...DEFAULT_BUSINESS,
      address: '1200 Spring Garden St',
      city: 'Philadelphia, PA 19123',
    };
    const ld = businessJsonLd(business, 'https://catering.example', '/art/hero.webp') as {
      '@type': string;
      address: object;
      image: string;
      telephone: string;
    };
    expect(ld['@type']).toBe('FoodEstablishment');
    expect(ld.address).toMatchObject({
      streetAddress: '1200 Spring Garden St',
      addressLocality: 'Philadelphia',
      addressRegion: 'PA',
      postalCode: '19123',
    });
    expect(ld.image).toBe('https://catering.example/art/hero.webp');
    expect(ld.telephone).toBe(DEFAULT_BUSINESS.phone);
  });
});
