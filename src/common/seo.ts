import type { BusinessIdentity } from './business.ts';
import { packagesSentence, priceTag } from './offer/text.ts';
import { ARTWORK } from './site-artwork.ts';

import { SITE_QUERIES, type SiteQueryName } from './site-queries.ts';

export { SITE_QUERIES, type SiteQueryName };

/** The home page hero's first picture: the largest element on first paint, so it is fetched first. */
export const HERO_SIZES = '100vw';

export const SHARE_IMAGE = {
  url: ARTWORK.shareCard.src,
  width: 1200,
  height: 630,
  alt: ARTWORK.shareCard.alt,
};

export const DEFAULT_DESCRIPTION =
  'Full-service event catering, brunch, half-pan and full-pan orders, a food truck and chef training in the Philadelphia area.';

/** One public page as search engines and link previews see it. */
export type PageMeta = {
  path: string;
  /** The page's own words; the business name is appended. */
  title: string;
  description: string;
  /** The description when it states the offer's prices or minimums (read from the business settings). */
  describe?: (business: BusinessIdentity) => string;
  /** Rendered to HTML on the server (the page must render the same on server and client). */
  ssr: boolean;
  priority: number;
  changefreq: 'daily' | 'weekly' | 'monthly';
  /** Data embedded for the first paint, besides the business identity every page gets. */
  queries?: SiteQueryName[];
  /** The page's source module: the server preloads its chunks with the page. */
  module?: string;
  /** The picture to fetch before anything else (the LCP element). */
  preloadImage?: { src: string; srcSet: string; sizes: string };
};

/**
 * Every public page. Pages of other features (menu, gallery, quote) are listed for their titles and
 * the sitemap; they are rendered in the browser until their owners mark them `ssr`.
 */
export const PUBLIC_PAGES: readonly PageMeta[] = [
  {
    path: '/',
    module: 'src/client/features/home/home.page.tsx',
    title: 'Philadelphia Event Catering, Brunch & Food Truck',
    description:
      'Full-service event catering, brunch, half-pan and full-pan orders, a food truck and chef training in the Philadelphia area. 500+ events, rated 4.9.',
    ssr: true,
    priority: 1,
    changefreq: 'weekly',
    // No preload link: the first hero slide is an admin's photo or the artwork, and its <img> with
    // fetchpriority="high" is already at the top of the server's HTML (decision 0026).
    queries: ['sitePhotos'],
  },
  {
    path: '/about',
    module: 'src/client/features/about/about.page.tsx',
    title: 'About Us',
    description:
      'Our mission and the four values behind every event we cater: fresh food, warm service, reliability and community.',
    ssr: true,
    priority: 0.7,
    changefreq: 'monthly',
  },
  {
    path: '/services',
    module: 'src/client/features/services/services.page.tsx',
    title: 'Catering Services & Prices',
    description:
      'Corporate catering, special events and our food truck, plus coordination, rentals, staffing and setup.',
    describe: ({ offer }) =>
      `${offer.services.map((s) => `${s.title} from ${priceTag(s.price)}${s.unit ? ` ${s.unit}` : ''}`).join(', ')}; plus coordination, rentals, staffing and setup.`,
    ssr: true,
    priority: 0.9,
    changefreq: 'monthly',
  },
  {
    path: '/packages',
    module: 'src/client/features/packages/packages.page.tsx',
    title: 'Catering Packages',
    description:
      'Simple catering packages per event and per person, each with the dishes you choose from our menu.',
    describe: ({ offer }) => `Simple catering packages: ${packagesSentence(offer)}.`,
    ssr: true,
    priority: 0.9,
    changefreq: 'monthly',
  },
  {
    path: '/food-truck',
    module: 'src/client/features/food-truck/food-truck.page.tsx',
    title: 'Food Truck Schedule & Location',
    description:
      "Where our food truck is today, this week's stops around Philadelphia and how to book the truck for your event.",
    ssr: true,
    priority: 0.8,
    changefreq: 'daily',
    queries: ['truckLocation'],
  },
  {
    path: '/contact',
    module: 'src/client/features/contact/contact.page.tsx',
    title: 'Contact Us & Plan Your Event',
    description:
      'Tell us about your event and we will get back to you quickly. Phone, email, business hours and answers to common questions.',
    describe: ({ offer }) =>
      `Tell us about your event and we will get back to you within ${offer.replyWithinHours} hours. Phone, email, business hours and answers to common questions.`,
    ssr: true,
    priority: 0.8,
    changefreq: 'monthly',
  },
  {
    path: '/menu',
    module: 'src/client/features/menu/menu.page.tsx',
    title: 'Catering Menu',
    description:
      'Salads, vegetables, sides, entrees, brunch and desserts by the half pan or full pan, with full-service and brunch packages.',
    ssr: true,
    queries: ['menu', 'menuCategories'],
    priority: 0.9,
    changefreq: 'weekly',
  },
  {
    path: '/gallery',
    title: 'Event & Food Gallery',
    description: 'Photos of our dishes and the weddings, brunches and corporate events we have catered.',
    ssr: false,
    priority: 0.6,
    changefreq: 'weekly',
  },
  {
    path: '/quote',
    title: 'Request an Event Quote',
    description: 'Request a catering quote for a package or a custom menu; packages are priced at once.',
    describe: ({ offer }) =>
      `Request a catering quote: packages from ${offer.minimums.smallestParty} guests are priced at once, custom menus from ${offer.minimums.customQuote} guests within ${offer.replyWithinHours} hours.`,
    ssr: false,
    priority: 0.7,
    changefreq: 'monthly',
  },
];

/** Titles of pages that are not public (no description, not indexed), keyed by path. */
export const APP_TITLES: Record<string, string> = {
  '/login': 'Sign In',
  '/signup': 'Create Account',
  '/forgot-password': 'Forgot Password',
  '/reset-password': 'Reset Password',
  '/splash': 'Welcome',
  '/dashboard': 'Dashboard',
  '/training': 'Chef & Etiquette Training',
  '/inquiries': 'Inquiries',
  '/business-settings': 'Business Settings',
  '/checkout': 'Checkout',
  '/dinner-catering': 'Dinner Catering',
  '/verify-email': 'Confirm Email',
  '/orders': 'Orders',
  '/menu-manager': 'Menu Manager',
  '/enhanced-menu-editor': 'Menu Manager',
  '/simple-menu-editor': 'Menu Manager',
  '/dashboard/menu-manager': 'Menu Manager',
  '/proposals': 'Proposals',
  '/events': 'Events',
  '/messages': 'Messages',
  '/photo-gallery': 'Photo Gallery',
  '/unlock-sign-in': 'Unlock Sign-In',
  '/claim': 'Add a Request to Your Account',
  '/payment-test': 'Payment Test',
  '/qr-codes': 'QR Codes',
  '/admin': 'Admin Control Panel',
  '/tracker': 'Order Tracker',
  '/subscribe': 'Recurring Orders',
  '/newsletter': 'Newsletter',
  '/profile': 'My Profile',
  '/rewards': 'Loyalty Rewards',
  '/confirm-email': 'Confirm Email',
};

/** Paths that show the same page as another; they point search engines at the original. */
export const PAGE_ALIASES: Readonly<Record<string, string>> = { '/home': '/' };

export function canonicalPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_ALIASES[trimmed] ?? trimmed;
}

export function metaForPath(pathname: string): PageMeta | undefined {
  const path = canonicalPath(pathname);
  return PUBLIC_PAGES.find((page) => page.path === path);
}

/** The page's description, from the offer when it states prices or minimums. */
export function pageDescription(meta: PageMeta | undefined, business: BusinessIdentity): string {
  if (!meta) return DEFAULT_DESCRIPTION;
  return meta.describe ? meta.describe(business) : meta.description;
}

export function documentTitle(meta: PageMeta | undefined, businessName: string): string {
  return meta ? `${meta.title} | ${businessName}` : businessName;
}

/** "Philadelphia, PA 19123" → its parts, for schema.org's PostalAddress. */
function splitCity(city: string): { locality: string; region?: string; postalCode?: string } {
  const match = /^(.+?),\s*([A-Z]{2})\s*(\d{5}(?:-\d{4})?)?$/.exec(city.trim());
  if (!match) return { locality: city };
  return { locality: match[1]!, region: match[2], ...(match[3] ? { postalCode: match[3] } : {}) };
}

/** schema.org JSON-LD for the home page: the caterer as a FoodEstablishment. */
export function businessJsonLd(business: BusinessIdentity, origin: string, image: string): object {
  const city = splitCity(business.city);
  return {
    '@context': 'https://schema.org',
    '@type': 'FoodEstablishment',
    '@id': `${origin}/#business`,
    name: business.name,
    description: business.tagline,
    url: `${origin}/`,
    image: new URL(image, origin).toString(),
    telephone: business.phone,
    ...(business.email ? { email: business.email } : {}),
    foundingDate: String(business.foundedYear),
    servesCuisine: ['American', 'Southern', 'Brunch'],
    priceRange: '$$',
    acceptsReservations: 'True',
    areaServed: { '@type': 'City', name: city.locality },
    address: {
      '@type': 'PostalAddress',
      ...(business.address ? { streetAddress: business.address } : {}),
      addressLocality: city.locality,
      ...(city.region ? { addressRegion: city.region } : {}),
      ...(city.postalCode ? { postalCode: city.postalCode } : {}),
      addressCountry: 'US',
    },
    ...(business.instagram ? { sameAs: [business.instagram] } : {}),
  };
}
