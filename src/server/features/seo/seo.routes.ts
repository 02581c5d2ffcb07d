import type { FastifyInstance } from 'fastify';
import { PUBLIC_PAGES } from '../../../common/seo.ts';

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

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PAGES.map(
    (page) =>
      `  <url>\n    <loc>${escapeXml(publicUrl + page.path)}</loc>\n` +
      `    <changefreq>${page.changefreq}</changefreq>\n    <priority>${page.priority.toFixed(1)}</priority>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt and sitemap.xml name the public address, so they are made from PUBLIC_URL, not shipped as files. */
export async function seoRoutes(app: FastifyInstance, deps: { publicUrl: string }): Promise<void> {
  const robots = robotsTxt(deps.publicUrl);
  const sitemap = sitemapXml(deps.publicUrl);
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(sitemap),
  );
}
