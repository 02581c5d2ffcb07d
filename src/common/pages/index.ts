/**
 * The one table of the app's pages. The client's router, header and portal sidebar, the document
 * titles, the server's rendered pages, their head tags, first-paint data and the sitemap all read it:
 * a page is added, renamed or guarded here, once.
 */

import type { ServiceName } from '../switches/text.ts';
import { OFFICE_PAGES } from './office-pages.ts';
import { PORTAL_PAGES } from './portal-pages.ts';
import { SITE_PAGES } from './site-pages.ts';
import type { NavIconName, PageEntry, SidebarEntry } from './types.ts';

export type * from './types.ts';
export { SIDEBAR_GROUPS } from './types.ts';

export const PAGES: readonly PageEntry[] = [...SITE_PAGES, ...PORTAL_PAGES, ...OFFICE_PAGES];

/** Trailing slashes do not make another page. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

const byPath = new Map(PAGES.flatMap((page) => page.paths.map((path) => [path, page] as const)));

/** The page at this path (any of its paths), or undefined for a path the app has no page for. */
export function pageForPath(pathname: string): PageEntry | undefined {
  return byPath.get(normalizePath(pathname));
}

/** The document title's own words for a path, or undefined for an unknown path. */
export function titleForPath(pathname: string): string | undefined {
  return pageForPath(pathname)?.title;
}

type NavLinkData = { to: string; icon: NavIconName; service?: ServiceName };
export type HeaderLinkData = NavLinkData & { label: string };
export type SidebarLinkData = NavLinkData & Omit<SidebarEntry, 'order'> & { staff: boolean };

const inOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/** The public header's links (also the phone menu and the footer), in order. */
export const HEADER_LINKS: readonly HeaderLinkData[] = PAGES.flatMap((page) =>
  page.nav?.header ? [{ ...page.nav.header, page }] : [],
)
  .sort(inOrder)
  .map(({ label, page }) => ({ to: page.paths[0], label, icon: page.nav!.icon, service: page.nav!.service }));

/** The portal sidebar's links, in order. */
export const SIDEBAR_LINKS: readonly SidebarLinkData[] = PAGES.flatMap((page) =>
  page.nav?.sidebar ? [{ ...page.nav.sidebar, page }] : [],
)
  .sort(inOrder)
  .map(({ order: _order, page, ...entry }) => ({
    ...entry,
    to: page.paths[0],
    icon: page.nav!.icon,
    service: page.nav!.service,
    staff: page.access === 'staff' || page.staff === true,
  }));
