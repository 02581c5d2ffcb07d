import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGES, pageForPath, titleForPath } from '../common/pages/index.ts';
import { APP_TITLES, metaForPath, PUBLIC_PAGES } from '../common/seo.ts';
import { PORTAL_LINKS, SITE_LINKS } from './layouts/navigation.ts';
import { type PageHandle, routes } from './router.tsx';

const root = path.resolve(import.meta.dirname, '../..');
const allPaths = PAGES.flatMap((page) => page.paths);

/** The layouts a path passes through, by their component names, and the page it opens. */
function routed(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  const layouts = matches
    .map(({ route }) => (route.element as { type?: { name?: string } } | undefined)?.type?.name)
    .filter(Boolean);
  const last = matches.at(-1)?.route as RouteObject | undefined;
  return { layouts, last, page: (last?.handle as PageHandle | undefined)?.page };
}

describe('the page registry', () => {
  it('gives every page a path of its own, a title and an access rule', () => {
    expect(new Set(allPaths).size).toBe(allPaths.length);
    for (const page of PAGES) {
      expect(page.title.length, page.paths[0]).toBeGreaterThan(2);
      expect(['public', 'guest', 'signed-in', 'staff', 'admin']).toContain(page.access);
      if (page.access === 'admin' || page.access === 'staff')
        expect(page.privilege, page.paths[0]).toMatch(/^[a-z]/);
      // Only pages a visitor may see are rendered on the server: public, indexed pages, and guest
      // pages (/login), which the browser sends a signed-in user on from. A signed-in or admin page
      // cannot render for a visitor.
      if (page.ssr)
        expect(
          [
            ['public', true],
            ['guest', false],
          ],
          page.paths[0],
        ).toContainEqual([page.access, !!page.seo]);
    }
  });

  it('routes every path to its page, behind the layout its access asks for', () => {
    const layoutOf = {
      guest: ['GuestLayout'],
      public: ['SharedLayout'],
      'signed-in': ['ProtectedLayout'],
      staff: ['ProtectedLayout', 'StaffGuard'],
      admin: ['ProtectedLayout', 'AdminGuard'],
    } as const;
    for (const page of PAGES) {
      for (const pathname of page.paths) {
        const { layouts, last, page: opened } = routed(pathname);
        expect(last?.path, pathname).toBe(pathname);
        expect(opened, pathname).toBe(page);
        expect(layouts, pathname).toEqual(layoutOf[page.access]);
      }
    }
    expect(routed('/no-such-page').last?.path).toBe('*');
  });

  it('names a module that exports the page component, and every page module is in the registry', async () => {
    for (const page of PAGES) {
      const source = fs.readFileSync(path.join(root, page.module), 'utf8');
      expect(source, page.module).toMatch(new RegExp(`export (function|const) ${page.component}\\b`));
    }
    const modules = fs
      .readdirSync(path.join(root, 'src/client/features'), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.page.tsx'))
      .map((file) => `src/client/features/${file.split(path.sep).join('/')}`);
    expect(modules.sort()).toEqual([...new Set(PAGES.map((page) => page.module))].sort());
    // A route's module really loads and yields the component (as the browser's router will).
    const lazy = routed('/about').last?.lazy as (() => Promise<{ Component: unknown }>) | undefined;
    const loaded = await lazy?.();
    expect(typeof loaded?.Component).toBe('function');
  });

  it('titles every path, in the documents the server sends and on client navigations', () => {
    for (const pathname of allPaths) {
      const title = metaForPath(pathname)?.title ?? APP_TITLES[pathname];
      expect(title, pathname).toBe(pageForPath(pathname)?.title);
      expect(titleForPath(`${pathname}/`), pathname).toBe(title);
    }
    // The titles the journeys and search engines know stay as they were.
    expect(titleForPath('/photo-gallery')).toBe('Photo Gallery');
    expect(titleForPath('/simple-menu-editor')).toBe('Simple Menu Editor');
    expect(metaForPath('/home')?.title).toBe('Philadelphia Event Catering, Brunch & Food Truck');
    expect(PUBLIC_PAGES.map((page) => page.path)).toEqual([
      '/',
      '/about',
      '/services',
      '/packages',
      '/food-truck',
      '/contact',
      '/menu',
      '/gallery',
      '/quote',
    ]);
  });
});

describe('the navigation, read from the registry', () => {
  it('lists the header links in their order, each opening a public page', () => {
    expect(SITE_LINKS.map((link) => [link.to, link.label])).toEqual([
      ['/', 'Home'],
      ['/about', 'About'],
      ['/services', 'Services'],
      ['/menu', 'Menu'],
      ['/packages', 'Packages'],
      ['/gallery', 'Gallery'],
      ['/food-truck', 'Food Truck'],
      ['/contact', 'Contact'],
      ['/quote', 'Get a Quote'],
    ]);
    for (const link of SITE_LINKS) {
      expect(pageForPath(link.to)?.access, link.to).toBe('public');
      expect(pageForPath(link.to)?.nav?.header?.label).toBe(link.label);
    }
    expect(SITE_LINKS.find((link) => link.to === '/food-truck')?.service).toBe('foodTruck');
  });

  it('lists the sidebar links in their order; admin-only ones are the admin pages and Training', () => {
    expect(PORTAL_LINKS.map((link) => link.label)).toEqual([
      'My shifts',
      'Dashboard',
      'Proposals',
      'Events',
      'Messages',
      'Menu',
      'Orders',
      'Enter order',
      'Automations',
      'Invoices',
      'Order Tracker',
      'Invoices',
      'Recurring Orders',
      'Dinner Catering',
      'Calendar',
      'Kitchen',
      'Gallery',
      'QR Codes',
      'Rewards',
      'Profile',
      'Photo Manager',
      'Menu Manager',
      'Ingredients',
      'Training',
      'Inquiries',
      'Staff',
      'Payroll',
      'Business Settings',
      'Admin',
      'API Reference',
    ]);
    for (const link of PORTAL_LINKS) {
      const page = pageForPath(link.to);
      expect(page?.nav?.sidebar?.label, link.to).toBe(link.label);
      expect(page?.paths[0]).toBe(link.to);
      if (page?.access === 'admin') expect(link.adminOnly, link.to).toBe(true);
      if (page?.access === 'staff') expect(link.staffOnly || link.crewOnly, link.to).toBe(true);
    }
    expect(PORTAL_LINKS.filter((link) => link.adminOnly).map((link) => link.to)).toEqual([
      '/enter-order',
      '/automations',
      '/admin/invoices',
      '/photo-gallery',
      '/menu-manager',
      '/admin/ingredients',
      '/training',
      '/inquiries',
      '/staff',
      '/admin/payroll',
      '/business-settings',
      '/admin',
      '/api-reference',
    ]);
    // Staff (docs/decisions/0085) see the kitchen's pages and their orders view, nothing else.
    expect(PORTAL_LINKS.filter((link) => link.staff).map((link) => link.to)).toEqual([
      '/my-shifts',
      '/orders',
      '/calendar',
      '/kitchen',
    ]);
    // A client's own pages, which an admin's sidebar leaves out.
    expect(PORTAL_LINKS.filter((link) => link.clientOnly).map((link) => link.to)).toEqual([
      '/tracker',
      '/invoices',
      '/rewards',
    ]);
    expect(PORTAL_LINKS.find((link) => link.to === '/proposals')?.attention).toBe('quoteRequests');
  });
});
