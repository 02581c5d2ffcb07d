/**
 * Data a page shows on first paint. The server answers these in-process and embeds them in the page,
 * and the browser's hooks use the same query keys, so the first render in the browser matches the
 * server's HTML.
 */
export const SITE_QUERIES = {
  business: { key: ['settings', 'business'], url: '/api/settings/business' },
  // The Feature Manager's switches: every page's navigation, footer and booking forms follow them.
  features: { key: ['features'], url: '/api/features' },
  // Demo mode: the header's shortcuts say (and do) one-click demo sign-in from the first paint.
  appInfo: { key: ['app-info'], url: '/api/app-info' },
  truckLocation: { key: ['truck', 'location'], url: '/api/truck/location' },
  // Every site image an admin placed (hero, event photos, signature dishes...); under 'photos' so the
  // photo tool's changes refetch it.
  sitePhotos: { key: ['photos', 'site'], url: '/api/site-photos' },
  // The home page's signature dishes, read from the menu (under 'menu-items': a menu edit refetches it).
  signatureDishes: { key: ['menu-items', 'signature'], url: '/api/menu-items/signature' },
  // The home page's testimonials: the reviews the owner published (issue 40 §3), first names only.
  testimonials: { key: ['reviews', 'published'], url: '/api/reviews/published' },
  // The customer menu's own keys (src/client/features/menu/use-menu.ts): a visitor's active items.
  menu: { key: ['menu-items', 'active'], url: '/api/menu-items' },
  menuCategories: { key: ['menu-categories'], url: '/api/menu-categories' },
  // /gallery's 'Additional Gallery' as a visitor sees it. A key of its own: an admin's list (hidden
  // photos too) is asked under ['photos', 'gallery'], so the page's cached visitor answer is never
  // shown to a signed-in user (src/client/features/photos/use-photos.ts).
  visitorGallery: { key: ['photos', 'gallery', 'visitor'], url: '/api/gallery' },
} as const;
export type SiteQueryName = keyof typeof SITE_QUERIES;

/**
 * The ids of what the server puts in a rendered page for React: the data of
 * SITE_QUERIES (ssr-data).
 */
export const PAGE_ELEMENT_IDS = { ssrData: 'ssr-data' } as const;
