import type { QueryClient } from '@tanstack/react-query';
import type { BusinessIdentity } from '../common/business.ts';
import { UNCONFIGURED_BUSINESS } from '../common/business-defaults.ts';
import { titleForPath } from '../common/pages/index.ts';
import { documentTitle, metaForPath, pageDescription, SITE_QUERIES } from '../common/seo.ts';

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Keeps the title, description, canonical link and Open Graph tags in step with client-side
 * navigation; the server writes the same tags into each page it sends.
 */
export function applyDocumentMeta(pathname: string, queryClient: QueryClient): void {
  const business =
    queryClient.getQueryData<BusinessIdentity>(SITE_QUERIES.business.key) ?? UNCONFIGURED_BUSINESS;
  const meta = metaForPath(pathname);
  const appTitle = titleForPath(pathname);
  const notFound = document.querySelector('[data-not-found]') !== null;
  const title = meta
    ? documentTitle(meta, business.name)
    : appTitle
      ? `${appTitle} | ${business.name}`
      : notFound
        ? `404 Page Not Found | ${business.name}`
        : business.name;
  document.title = title;
  const description = pageDescription(meta, business);
  setMeta('meta[name="description"]', 'name', 'description', description);
  setMeta('meta[property="og:title"]', 'property', 'og:title', title);
  setMeta('meta[property="og:description"]', 'property', 'og:description', description);
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (meta) {
    // The server's canonical link names the public address; keep its origin (a proxy may differ).
    const origin = canonical ? new URL(canonical.href).origin : window.location.origin;
    const url = `${origin}${meta.path}`;
    setMeta('meta[property="og:url"]', 'property', 'og:url', url);
    if (canonical) canonical.href = url;
    else document.head.insertAdjacentHTML('beforeend', `<link rel="canonical" href="${url}" />`);
  } else {
    canonical?.remove();
  }
}
