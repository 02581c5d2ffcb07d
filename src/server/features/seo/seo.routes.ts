import type { FastifyInstance } from 'fastify';
import { pageForPath } from '../../../common/pages/index.ts';
import { PUBLIC_PAGES } from '../../../common/seo.ts';
import { type SiteSwitches, serviceVisible } from '../../../common/switches/schema.ts';
import type { SwitchService } from '../switches/switches.service.ts';

/** Signed-in and account pages: nothing for a search engine there. */
const PRIVATE_PATHS = [
  '/api/',
  '/dashboard',
  '/proposals',
  '/profile',
  '/orders',
  '/messages',
  '/checkout',
  '/reset-password',
  '/verify-email',
  '/splash',
  // Tracking and newsletter links carry secrets in their query strings.
  '/tracker',
  '/subscribe',
  '/newsletter',
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** A switched-off service's page (or training while it is for admins only) says it is not available: not listed. */
function listed(features: SiteSwitches, path: string): boolean {
  const service = pageForPath(path)?.nav?.service;
  return !service || serviceVisible(features, service, false);
}

function sitemapXml(publicUrl: string, features: SiteSwitches): string {
  const urls = PUBLIC_PAGES.filter((page) => listed(features, page.path)).map(
    (page) =>
      `  <url>\n    <loc>${escapeXml(publicUrl + page.path)}</loc>\n` +
      `    <changefreq>${page.changefreq}</changefreq>\n    <priority>${page.priority.toFixed(1)}</priority>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt and sitemap.xml name the public address, so they are made from PUBLIC_URL, not shipped as files. */
export async function seoRoutes(
  app: FastifyInstance,
  deps: { publicUrl: string; switches: SwitchService },
): Promise<void> {
  const robots = robotsTxt(deps.publicUrl);
  // Made again whenever the switches change: the feature service hands out a new record then.
  let made: { features: SiteSwitches; xml: string } | undefined;
  const sitemap = async () => {
    const features = await deps.switches.get();
    if (made?.features !== features) made = { features, xml: sitemapXml(deps.publicUrl, features) };
    return made.xml;
  };
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      // Minutes, not an hour: a service switched off should leave the sitemap soon after.
      .header('Cache-Control', 'public, max-age=300')
      .send(await sitemap()),
  );
}
