import type { BusinessIdentity } from './business.ts';
import { normalizePath, PAGES } from './pages/index.ts';
import { PAGE_SEO, type PageSeo } from './pages/seo-details.ts';
import { ARTWORK } from './site-artwork.ts';
import { SITE_QUERIES, type SiteQueryName } from './site-queries.ts';

export { SITE_QUERIES };

export const SHARE_IMAGE = {
  url: ARTWORK.shareCard.src,
  width: 1200,
  height: 630,
  alt: ARTWORK.shareCard.alt,
};

const DEFAULT_DESCRIPTION =
  'Full-service event catering, brunch, half-pan and full-pan orders, a food truck and chef training in the Philadelphia area.';

/** One public page as search engines and link previews see it (read from the page registry). */
export type PageMeta = PageSeo & {
  path: string;
  /** The page's own words; the business name is appended. */
  title: string;
  /** Rendered to HTML on the server (the page must render the same on server and client). */
  ssr: boolean;
  /** Data embedded for the first paint, besides the business identity every page gets. */
  queries?: readonly SiteQueryName[];
  /** The page's source module: the server preloads its chunks with the page. */
  module?: string;
};

/** Every public, indexed page of the registry (src/common/pages/index.ts), for the sitemap and head tags. */
export const PUBLIC_PAGES: readonly PageMeta[] = PAGES.flatMap((page) =>
  page.seo
    ? [
        {
          ...PAGE_SEO[page.seo],
          path: page.paths[0],
          title: page.title,
          ssr: page.ssr ?? false,
          module: page.module,
          ...(page.queries ? { queries: page.queries } : {}),
        },
      ]
    : [],
);

/** Titles of pages that are not indexed (no description), keyed by each of their paths. */
export const APP_TITLES: Readonly<Record<string, string>> = Object.fromEntries(
  PAGES.filter((page) => !page.seo).flatMap((page) => page.paths.map((path) => [path, page.title])),
);

/** Paths that show the same page as another; they point search engines at the original. */
const PAGE_ALIASES: Readonly<Record<string, string>> = Object.fromEntries(
  PAGES.filter((page) => page.seo).flatMap((page) =>
    page.paths.slice(1).map((alias) => [alias, page.paths[0]]),
  ),
);

export function canonicalPath(pathname: string): string {
  const trimmed = normalizePath(pathname);
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
