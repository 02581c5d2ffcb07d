import type { Attention } from '../attention.ts';
import type { SiteQueryName } from '../site-queries.ts';
import type { ServiceName } from '../switches/text.ts';
import type { PAGE_SEO } from './seo-details.ts';

/**
 * Who may open a page. `public`: anyone (the public frame for visitors, the portal for signed-in
 * users); `guest`: sign-in and recovery, a signed-in user is sent on; `signed-in`: the portal, visitors
 * go to /splash (staff only where `staff` says so); `staff`: admins and staff, anyone else sees
 * 'Access Denied'; `admin`: the portal, and anyone else sees 'Access Denied'.
 */
export type PageAccess = 'public' | 'guest' | 'signed-in' | 'staff' | 'admin';

/** Names of the navigation icons; the client maps each to its Tabler icon. */
export type NavIconName =
  | 'adjustments'
  | 'award'
  | 'basket'
  | 'calendar'
  | 'chef'
  | 'invoice'
  | 'home'
  | 'inbox'
  | 'info'
  | 'dashboard'
  | 'mail'
  | 'messages'
  | 'moon'
  | 'package'
  | 'photo'
  | 'photo-edit'
  | 'qrcode'
  | 'receipt'
  | 'repeat'
  | 'route'
  | 'school'
  | 'settings'
  | 'sparkles'
  | 'kitchen'
  | 'truck'
  | 'user'
  | 'users';

/** A link in the public header (and the phone menu and footer), in `order`. */
type HeaderEntry = { label: string; order: number };

/**
 * The owner's sidebar groups its links by job, in this order: the daily pages first (docs/decisions/0097).
 * Clients and staff see a short list without groups.
 */
export const SIDEBAR_GROUPS = ['Today', 'Sales', 'Kitchen', 'Menu & site', 'Settings'] as const;
export type SidebarGroup = (typeof SIDEBAR_GROUPS)[number];

/** A link in the portal sidebar, in `order`. */
export type SidebarEntry = {
  label: string;
  order: number;
  description: string;
  /** Where the owner finds it (an entry only clients see has none). */
  group?: SidebarGroup;
  /**
   * `admin`: only admins see the link (the page and the server check the role again); `staff`:
   * admins and staff; `clients`: clients only (their rewards, their orders' tracker: an admin has
   * neither); `crew`: staff only, their own work (My shifts: an admin works no shifts). Staff see only
   * `staff` and `crew` links and those of pages marked `staff`.
   */
  shownTo: 'everyone' | 'clients' | 'staff' | 'admin' | 'crew';
  /** For admins: the count of GET /api/admin/attention shown as the entry's badge. */
  badge?: keyof Attention;
};

export type PageEntry = {
  /** The first path is the page's own; the others open the same page (older links, the spec's aliases). */
  paths: readonly [string, ...string[]];
  /** The page's module and the component it exports: the client loads it on first visit. */
  module: `src/client/features/${string}.page.tsx`;
  component: string;
  /** The page's own words in the document title; the business name is appended. */
  title: string;
  access: PageAccess;
  /**
   * A `signed-in` page staff may open too (their own view of it, without money); staff are sent to
   * /kitchen from the others. `staff` pages are theirs anyway (docs/decisions/0085).
   */
  staff?: true;
  /** For `admin` and `staff` pages: what the privilege is for, as 'Access Denied' says it ("manage the menu"). */
  privilege?: string;
  nav?: {
    icon: NavIconName;
    /** A service the Feature Manager may switch off: the links go with it. */
    service?: ServiceName;
    header?: HeaderEntry;
    sidebar?: SidebarEntry;
  };
  /** Rendered to HTML on the server (the page must render the same on server and client). */
  ssr?: boolean;
  /** Data embedded for the first paint, besides the business details and switches every page gets. */
  queries?: readonly SiteQueryName[];
  /**
   * Rendered pages: the query parameters the page reads (a tab, the quote's package …). The server
   * keeps a finished page by its path and these alone, so `/menu?utm_source=x` is the kept `/menu`.
   * Never one a visitor fills freely (a discount code): each value would be a fresh render.
   */
  searchParams?: readonly string[];
  /**
   * Public, indexed pages: their description, sitemap entry and first picture, named by key so the
   * browser's first download carries none of it (seo.ts joins them for the server and head tags).
   */
  seo?: keyof typeof PAGE_SEO;
};
