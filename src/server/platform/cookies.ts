import { parseCookie, type SetCookie, stringifySetCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a Set-Cookie carries besides its name and value. */
type CookieOptions = Omit<SetCookie, 'name' | 'value'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's cookies, read for API routes only (request-checks.ts); null elsewhere. */
    cookies: Record<string, string | undefined>;
  }
  interface FastifyReply {
    setCookie(name: string, value: string, options?: CookieOptions): FastifyReply;
    clearCookie(name: string, options?: CookieOptions): FastifyReply;
  }
}

/**
 * Cookies, without @fastify/cookie: the plugin's parser ran on every request and its writer was an
 * onSend hook on every reply, about 2% of the menu API's time for the few routes that set a
 * cookie. Here they are parsed where something reads them (readCookies, from request-checks.ts)
 * and written as Set-Cookie headers by the route that sets them.
 */
export function registerCookies(app: FastifyInstance): void {
  app.decorateRequest('cookies', null as unknown as Record<string, string | undefined>);
  app.decorateReply(
    'setCookie',
    function (this: FastifyReply, name: string, value: string, options?: CookieOptions) {
      // SameSite=Lax unless the route says otherwise, as browsers assume.
      return this.header('set-cookie', stringifySetCookie({ sameSite: 'lax', ...options, name, value }));
    },
  );
  app.decorateReply('clearCookie', function (this: FastifyReply, name: string, options?: CookieOptions) {
    return this.setCookie(name, '', { path: '/', ...options, expires: new Date(0), maxAge: 0 });
  });
}

/** Parses the request's Cookie header into request.cookies. */
export function readCookies(request: FastifyRequest): void {
  const header = request.headers.cookie;
  request.cookies = header ? parseCookie(header) : {};
}
