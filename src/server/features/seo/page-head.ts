import type { BusinessIdentity } from '../../../common/business.ts';
import {
  APP_TITLES,
  businessJsonLd,
  documentTitle,
  type PageMeta,
  pageDescription,
  SHARE_IMAGE,
} from '../../../common/seo.ts';
import { PAGE_ELEMENT_IDS } from '../../../common/site-queries.ts';

/** A query the page shows on first paint: its TanStack Query key and the API's answer. */
export type SsrQuery = [key: readonly unknown[], data: unknown];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script> element: "<" is escaped so no text can close the element early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Title, description, canonical URL, Open Graph and Twitter tags, and on the home page the JSON-LD. */
export function headTags(input: {
  meta: PageMeta | undefined;
  business: BusinessIdentity;
  publicUrl: string;
  /** For pages without public metadata: their own title (sign-in, checkout, portal pages). */
  pathname?: string;
}): string {
  const { meta, business, publicUrl } = input;
  const appTitle = !meta && input.pathname ? APP_TITLES[input.pathname] : undefined;
  const title = appTitle ? `${appTitle} | ${business.name}` : documentTitle(meta, business.name);
  const description = pageDescription(meta, business);
  const image = `${publicUrl}${SHARE_IMAGE.url}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ];
  if (meta) {
    const url = `${publicUrl}${meta.path}`;
    tags.push(
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${escapeHtml(business.name)}" />`,
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(description)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      `<meta property="og:image" content="${escapeHtml(image)}" />`,
      `<meta property="og:image:width" content="${SHARE_IMAGE.width}" />`,
      `<meta property="og:image:height" content="${SHARE_IMAGE.height}" />`,
      `<meta property="og:image:alt" content="${escapeHtml(SHARE_IMAGE.alt)}" />`,
      `<meta property="og:locale" content="en_US" />`,
      `<meta name="twitter:card" content="summary_large_image" />`,
      `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
      `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
      `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    );
  } else {
    // Account and portal pages: nothing for search engines.
    tags.push('<meta name="robots" content="noindex" />');
  }
  if (meta?.preloadImage) {
    const { src, srcSet, sizes } = meta.preloadImage;
    tags.push(
      `<link rel="preload" as="image" href="${src}" imagesrcset="${srcSet}" imagesizes="${sizes}" fetchpriority="high" />`,
    );
  }
  if (meta?.path === '/') {
    const ld = businessJsonLd(business, publicUrl, SHARE_IMAGE.url);
    tags.push(`<script type="application/ld+json">${scriptJson(ld)}</script>`);
  }
  return tags.join('\n    ');
}

/** The first-paint data for the browser, read before hydration so both renders agree. */
export function ssrDataScript(queries: SsrQuery[]): string {
  return `<script type="application/json" id="${PAGE_ELEMENT_IDS.ssrData}">${scriptJson(queries)}</script>`;
}
