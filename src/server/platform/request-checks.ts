import type { FastifyInstance } from 'fastify';
import { checkAccess } from './access.ts';
import { readCookies } from './cookies.ts';
import type { SecurityCheck } from './security.ts';
import type { SessionStore } from './sessions.ts';
import type { WriteLimitCheck } from './write-limits.ts';

/**
 * What every request goes through before its handler, in order: the security headers and the
 * cross-site check (security.ts); for API routes, the cookies, the route's access and the caller
 * (access.ts), then the write limits (write-limits.ts).
 *
 * One synchronous hook rather than four (with @fastify/cookie's parser): each hook is a turn of
 * Fastify's hook runner for every request, a tenth of the menu API's time together (decision 0021).
 * Cookies are parsed only where something reads them: API routes (cookies.ts).
 */
export function registerRequestChecks(
  app: FastifyInstance,
  steps: { security: SecurityCheck; sessions: SessionStore; writeLimits: WriteLimitCheck },
): void {
  const { security, sessions, writeLimits } = steps;
  app.addHook('onRequest', (request, reply, done) => {
    const refused = security(request, reply);
    if (refused) return done(refused);
    const access = request.routeOptions.config?.access;
    if (access === undefined) return done();
    readCookies(request);
    const admitted = checkAccess(request, reply, access, sessions);
    if (admitted instanceof Promise) {
      admitted.then((error) => done(error ?? writeLimits(request)), done);
      return;
    }
    done(admitted ?? writeLimits(request));
  });
}
