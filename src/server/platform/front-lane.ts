import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyServerOptions } from 'fastify';
import { type AnswerHeaders, type CachedBody, chooseBody, type Encoding } from './encoded-body.ts';
import type { RequestLineWriter } from './logging.ts';
import { SESSION_COOKIE } from './sessions.ts';

/**
 * The front lane (decision 0021): a visitor's GET of a body the app already keeps ready — the menu
 * lists, a finished page — is answered from the server's request listener, before Fastify makes its
 * request and reply objects and runs its hook chain, with what the routed answer carries: the same
 * security headers, Cache-Control, Vary, ETag and 304, encoding and log line. Anything else goes to
 * the router: another method, another path or its encoded spelling, a query on an API path, a
 * session cookie on an API path (the caller's own answer), a body not ready yet, a closing server.
 *
 * Falling through is always correct; the lane only answers what the routed path would answer the
 * same way (tests/api/front-lane.test.ts compares both, header by header).
 */

type LaneRoute = {
  /** The kept body for this URL when it is ready now, else undefined (the router answers). */
  body: (url: string) => CachedBody | undefined;
  /** The route's headers, the ones its routed twin sets (sendCachedBody). */
  headers: AnswerHeaders;
  /** API routes: only for requests without a session cookie, and only without a query string. */
  api: boolean;
  /** Header lists by kept body, made once per body version and encoding. */
  prepared: WeakMap<CachedBody, Partial<Record<'identity' | Encoding | 'notModified', string[]>>>;
};

const SESSION_COOKIE_PREFIX = `${SESSION_COOKIE}=`;

export type FrontLane = ReturnType<typeof createFrontLane>;

export function createFrontLane() {
  const routes = new Map<string, LaneRoute>();
  let securityHeaders: string[] = [];
  let nextId: () => string = () => '';
  let line: RequestLineWriter | undefined;
  let open = false;
  let served = 0;

  /** The response's header list, in the order the routed answer sets them. */
  function headersFor(
    route: LaneRoute,
    cached: CachedBody,
    variant: 'identity' | Encoding | 'notModified',
    length: number,
  ): string[] {
    let lists = route.prepared.get(cached);
    if (!lists) {
      lists = {};
      route.prepared.set(cached, lists);
    }
    let list = lists[variant];
    if (!list) {
      const { cacheControl, vary, contentType } = route.headers;
      list = [...securityHeaders, 'cache-control', cacheControl, 'vary', vary, 'etag', cached.etag];
      if (variant !== 'notModified') {
        list.push('content-type', contentType);
        if (variant !== 'identity') list.push('content-encoding', variant);
        list.push('content-length', String(length));
      }
      lists[variant] = list;
    }
    return list;
  }

  /** What to send, or undefined for the router; nothing is written yet. */
  function prepare(req: IncomingMessage): { status: number; list: string[]; body?: Buffer } | undefined {
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const route = routes.get(q === -1 ? url : url.slice(0, q));
    if (!route) return undefined;
    const headers = req.headers;
    if (route.api && (q !== -1 || headers.cookie?.includes(SESSION_COOKIE_PREFIX))) return undefined;
    const cached = route.body(url);
    if (!cached) return undefined;
    const chosen = chooseBody(cached, headers['if-none-match'], headers['accept-encoding']);
    if (!chosen) return { status: 304, list: headersFor(route, cached, 'notModified', 0) };
    const list = headersFor(route, cached, chosen.encoding ?? 'identity', chosen.bytes.length);
    return { status: 200, list, body: chosen.bytes };
  }

  /** The server's request listener's first step: true when the lane answered. */
  function answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (!open || req.method !== 'GET') return false;
    const startedAt = performance.now();
    let reply: ReturnType<typeof prepare>;
    try {
      reply = prepare(req);
    } catch {
      // Whatever went wrong, the router answers (and reports it): the lane has written nothing.
      return false;
    }
    if (!reply) return false;
    res.writeHead(reply.status, reply.list);
    res.end(reply.body);
    served += 1;
    if (line) {
      const id = req.headers['x-request-id'];
      line(
        req.socket,
        req.headers.host,
        req.socket.remoteAddress,
        typeof id === 'string' && id !== '' ? id : nextId(),
        'GET',
        req.url ?? '',
        reply.status,
        performance.now() - startedAt,
      );
    }
    return true;
  }

  const add = (path: string, headers: AnswerHeaders, body: LaneRoute['body'], api: boolean) =>
    routes.set(path, { body, headers, api, prepared: new WeakMap() });

  return {
    answer,
    /** A public API path whose anonymous answer is a kept body. */
    addApi(path: string, headers: AnswerHeaders, body: (url: string) => CachedBody | undefined): void {
      add(path, headers, body, true);
    },
    /** A page path (any query) whose answer is the same for every visitor. */
    addPage(path: string, headers: AnswerHeaders, body: (url: string) => CachedBody | undefined): void {
      add(path, headers, body, false);
    },
    /**
     * Opens the lane once the app knows its security headers and request log. Without a way to
     * write the same log line (a logger from outside), it stays shut and the router answers all.
     */
    start(options: {
      securityHeaders: Readonly<Record<string, string>>;
      nextId: () => string;
      /** The request line writer; `null` when requests are not logged. */
      line: RequestLineWriter | null | undefined;
    }): void {
      if (options.line === undefined) return;
      securityHeaders = Object.entries(options.securityHeaders).flat();
      nextId = options.nextId;
      line = options.line ?? undefined;
      open = true;
    },
    /** The app is closing: the router answers, with its 503. */
    close(): void {
      open = false;
    },
    /** How many requests the lane answered (for tests: that it was the lane that answered). */
    served: () => served,
  };
}

/**
 * Fastify's `serverFactory`: Node's HTTP server with the lane before Fastify's handler, set up as
 * Fastify sets up its own (keep-alive, request and connection timeouts).
 */
export function laneServerFactory(lane: FrontLane): NonNullable<FastifyServerOptions['serverFactory']> {
  return (handler, factoryOptions) => {
    // Fastify's own options, defaults applied (its factory argument is typed loosely).
    const options = factoryOptions as {
      http?: http.ServerOptions | null;
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
      maxRequestsPerSocket?: number | null;
    };
    const server = http.createServer(options.http ?? {}, (req, res) => {
      if (!lane.answer(req, res)) handler(req, res);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
