import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BusinessIdentity } from '../../common/business.ts';
import { PAGES, pageForPath } from '../../common/pages/index.ts';
import { APP_TITLES, canonicalPath, PUBLIC_PAGES, SITE_QUERIES } from '../../common/seo.ts';
import { headTags, type SsrQuery, ssrDataScript } from '../features/seo/page-head.ts';
import type { ChangeFeed } from './change-feed.ts';
import {
  type AnswerHeaders,
  type CachedBody,
  cachedBody,
  prepareEncodings,
  sendCachedBody,
} from './encoded-body.ts';
import { registerNotFoundHandler } from './errors.ts';
import { createFinishedPages } from './finished-pages.ts';
import { modulePreloadTags, readManifest } from './page-preload.ts';

type RenderPage = (url: string, queries: SsrQuery[]) => Promise<{ html: string; status: number }>;
type ServerBundle = { render: RenderPage; isKnownPage?: (pathname: string) => boolean };

export type ClientFilesOptions = {
  clientDist: string;
  publicUrl: string;
  business: () => Promise<BusinessIdentity>;
  /** Content changes (menu, photos, settings and feature switches) drop the finished pages. */
  changes?: ChangeFeed;
};

/** Pages are revalidated on every visit (ETag), so a new release or content change shows at once. */
const PAGE_HEADERS: AnswerHeaders = {
  cacheControl: 'no-cache',
  vary: 'Accept-Encoding',
  contentType: 'text/html; charset=utf-8',
};

const MAX_CACHED_PAGES = 64;
/**
 * A finished page (HTML, its ETag and its br/gzip forms) is reused for this long without asking the
 * data behind it again; a content change drops it at once. Then, up to the stale limit, it is still
 * sent while a fresh one is made in the background. Time-of-day content (today's truck stop) is
 * 15 s old on a busy site, at most a minute on a quiet one.
 */
const FINISHED_PAGE_FRESH_MS = 15_000;
const FINISHED_PAGE_STALE_MS = 60_000;
const BUILD_CHECK_INTERVAL_MS = 1000;

/** A path as the router matches it (`/%6Denu` is `/menu`); undecodable, as sent. */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Pages without their own metadata share one shell (the browser renders them); this is its path. */
function shellPath(pathname: string): string {
  const meta = PUBLIC_PAGES.find((page) => page.path === canonicalPath(pathname));
  return meta?.path ?? (APP_TITLES[pathname] ? pathname : '*');
}

/**
 * What a finished page is kept by: a rendered page's path and only the query parameters the page
 * reads (the registry's `searchParams`, in its order), any other path by the shell it gets. A query
 * the page does not read (`?utm_source=…`, `?fbclid=…`) is the same page, not a fresh render plus
 * brotli-11 (about 140 ms of CPU) per new campaign link.
 */
function finishedPageKey(url: string): string {
  const q = url.indexOf('?');
  const pathname = decodedPath(q === -1 ? url : url.slice(0, q));
  const page = pageForPath(pathname);
  if (!page?.ssr) return shellPath(pathname);
  if (q === -1 || !page.searchParams) return pathname;
  const given = new URLSearchParams(url.slice(q + 1));
  const read = new URLSearchParams();
  for (const name of page.searchParams) for (const value of given.getAll(name)) read.append(name, value);
  const search = read.toString();
  return search === '' ? pathname : `${pathname}?${search}`;
}

/**
 * Serves the built client. Hashed files under /assets never change, so browsers keep them a year;
 * pages are revalidated on every visit (ETag) so a new release is picked up at once.
 *
 * Public pages are rendered to HTML here (React on the server, the build's dist/ssr bundle) with the
 * data they show first, then hydrated in the browser: crawlers and slow phones see the content
 * before any JavaScript runs. Other paths get the app shell with the right title.
 */
export async function registerClientFiles(app: FastifyInstance, options: ClientFilesOptions): Promise<void> {
  const { clientDist } = options;
  const templatePath = path.join(clientDist, 'index.html');
  const hasClient = fs.existsSync(templatePath);
  // Pages by their data: a refresh whose data did not change reuses the page, ETag and br/gzip forms.
  const cache = new Map<string, CachedBody>();
  // Every visitor gets the same page until content changes: kept finished, by finishedPageKey.
  const finished = createFinishedPages({
    build: (key) => {
      if (key === '*') return buildPage(key, '');
      const { pathname, search } = new URL(key, 'http://localhost');
      return buildPage(pathname, search);
    },
    freshMs: FINISHED_PAGE_FRESH_MS,
    staleMs: FINISHED_PAGE_STALE_MS,
    maxEntries: MAX_CACHED_PAGES,
    onBackgroundError: (error, url) =>
      app.log.error({ err: error, url }, 'refreshing a finished page failed'),
  });
  // The build that pages are made from; a rebuild in place (same directory) is picked up within a second.
  let build = {
    builtAt: -1,
    template: '',
    manifest: null as ReturnType<typeof readManifest>,
    renderPage: undefined as RenderPage | undefined,
    isKnownPage: undefined as ((pathname: string) => boolean) | undefined,
  };
  let buildCheckedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<typeof build> | null = null;
  async function loadBuild(builtAt: number) {
    try {
      const bundle = await loadRenderer(app, clientDist, builtAt);
      build = {
        builtAt,
        template: fs.readFileSync(templatePath, 'utf8'),
        manifest: readManifest(clientDist),
        renderPage: bundle?.render,
        isKnownPage: bundle?.isKnownPage,
      };
      cache.clear();
      finished.clear();
    } catch (error) {
      // A build still being written: keep serving the previous one.
      app.log.warn({ err: error }, 'the client build changed but could not be read yet');
    } finally {
      loading = null;
    }
    return build;
  }
  /** The current build, looking at the file system at most once a second (not on every page). */
  function currentBuild(): typeof build | Promise<typeof build> {
    if (loading) return loading;
    const at = Date.now();
    if (at - buildCheckedAt < BUILD_CHECK_INTERVAL_MS) return build;
    buildCheckedAt = at;
    const builtAt = fs.statSync(templatePath, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (builtAt === build.builtAt) return build;
    loading = loadBuild(builtAt);
    return loading;
  }

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDist,
      wildcard: true,
      index: false,
      // The build writes .br and .gz next to each text asset, compressed once at the highest level.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const isHashed =
          filePath.includes(`${path.sep}assets${path.sep}`) || /-[0-9a-f]{8}-\d+w\./.test(filePath);
        reply.header('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  /** The queries a page shows on first paint, answered in-process by the app's own API. */
  async function pageQueries(pathname: string): Promise<SsrQuery[]> {
    const wanted = [
      SITE_QUERIES.business,
      SITE_QUERIES.features,
      SITE_QUERIES.appInfo,
      ...(pageForPath(pathname)?.queries ?? []).map((name) => SITE_QUERIES[name]),
    ];
    const answers = await Promise.all(
      wanted.map(async (query) => {
        const res = await app.inject({ method: 'GET', url: query.url });
        return res.statusCode === 200 ? ([query.key, res.json()] as SsrQuery) : undefined;
      }),
    );
    return answers.filter((answer) => answer !== undefined);
  }

  async function buildPage(pathname: string, search: string): Promise<CachedBody> {
    const { template, manifest, renderPage } = await currentBuild();
    const queries = await pageQueries(pathname);
    const business = (queries[0]?.[1] as BusinessIdentity | undefined) ?? (await options.business());
    const meta = PUBLIC_PAGES.find((page) => page.path === canonicalPath(pathname));
    // Rendered pages: the indexed ones and guest pages such as /login (rendered for a visitor).
    const ssr = pageForPath(pathname)?.ssr === true;
    // Pages without their own metadata share one shell; rendered pages differ by path and query.
    const keyPath = ssr ? `${pathname}${search}` : shellPath(pathname);
    const key = createHash('sha1')
      .update(JSON.stringify([keyPath, queries]))
      .digest('base64url');
    const cached = cache.get(key);
    if (cached) return cached;

    let body = '';
    if (ssr && renderPage) {
      try {
        body = (await renderPage(`${options.publicUrl}${pathname}${search}`, queries)).html;
      } catch (error) {
        // The browser can still render the page itself; the visitor sees it a moment later.
        app.log.error({ err: error, pathname }, 'server rendering failed; sending the app shell');
      }
    }
    const head = headTags({ meta, business, publicUrl: options.publicUrl, pathname });
    // A rendered page hydrates as soon as its code has arrived: the page's own chunks are preloaded
    // with it (decision 0096), listed after the page so the browser asks for the first script, the
    // stylesheet, the fonts and the pictures first. The shell's app code is the entry's own.
    const preload = ssr && body ? modulePreloadTags(manifest, pageForPath(pathname)?.module) : '';
    const html = template
      .replace('<!--app-head-->', head)
      .replace('<!--app-html-->', body)
      .replace('<!--app-data-->', ssrDataScript(queries))
      .replace('<!--app-preload-->', preload);
    const page = await prepareEncodings(
      cachedBody(html, `"${createHash('sha1').update(html).digest('base64url').slice(0, 27)}"`),
    );
    if (cache.size >= MAX_CACHED_PAGES) cache.delete(cache.keys().next().value!);
    cache.set(key, page);
    return page;
  }

  for (const topic of ['menu', 'photos', 'settings'] as const)
    options.changes?.subscribe(topic, () => finished.clear());

  /** A 404 page is the shell with its title saying so; made once per page version. */
  const notFoundPages = new WeakMap<CachedBody, CachedBody>();
  function notFoundBody(page: CachedBody): CachedBody {
    let notFound = notFoundPages.get(page);
    if (!notFound) {
      const html = page.body.replace(
        /<title>([^<]*)<\/title>/,
        (_, name: string) => `<title>404 Page Not Found | ${name}</title>`,
      );
      notFound = cachedBody(html, `${page.etag.slice(0, -1)}-404"`);
      notFoundPages.set(page, notFound);
    }
    return notFound;
  }

  function sendFinished(request: FastifyRequest, reply: FastifyReply, page: CachedBody, status: number) {
    if (status === 404) return sendCachedBody(request, reply, notFoundBody(page), PAGE_HEADERS, 404);
    return sendCachedBody(request, reply, page, PAGE_HEADERS);
  }

  /** Synchronous when the page is kept (the usual case): no promise, no lookup beyond one Map. */
  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    status = 200,
  ): Promise<unknown> | undefined {
    const checked = currentBuild();
    if (checked instanceof Promise) return checked.then(() => sendPage(request, reply, status));
    const page = finished.get(finishedPageKey(request.url));
    if (page instanceof Promise) return page.then((made) => sendFinished(request, reply, made, status));
    sendFinished(request, reply, page, status);
    return undefined;
  }

  if (hasClient) {
    // Every path of a rendered page (its aliases too), indexed or not.
    const ssrPaths = PAGES.filter((page) => page.ssr).flatMap((page) => page.paths);
    // Pages leave encoded already (`compress: false`: the plugin would only inspect them).
    for (const url of ssrPaths) {
      app.get(url, { compress: false }, (request, reply) => sendPage(request, reply));
    }
    app.get('/index.html', (_request, reply) => reply.redirect('/', 301));
  }

  // Unknown paths: the app shell, whose router shows the page, or '404 Page Not Found' with a 404
  // status for a path the app has no page for (crawlers and links then see the truth).
  registerNotFoundHandler(
    app,
    hasClient
      ? async (request, reply) => {
          const { isKnownPage } = await currentBuild();
          const pathname = request.url.split('?')[0]!;
          return sendPage(request, reply, isKnownPage && !isKnownPage(pathname) ? 404 : 200);
        }
      : undefined,
  );
}

/** The server bundle the build writes beside the client (dist/ssr); without it pages render in the browser. */
async function loadRenderer(
  app: FastifyInstance,
  clientDist: string,
  version: number,
): Promise<ServerBundle | undefined> {
  const entry = path.resolve(clientDist, '../ssr/entry-server.js');
  if (!fs.existsSync(entry)) {
    app.log.warn(`no server bundle at ${entry}: public pages will render in the browser only`);
    return undefined;
  }
  return (await import(`${pathToFileURL(entry).href}?v=${version}`)) as ServerBundle;
}
