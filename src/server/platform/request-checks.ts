import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { checkAccess } from './access.ts';
import { readCookies } from './cookies.ts';
import type { SecurityCheck } from './security.ts';
import type { SessionStore } from './sessions.ts';
import type { WriteLimitCheck } from './write-limits.ts';

/** Marks the API check a route already has (Fastify adds a HEAD route from each GET route's options). */
const API_CHECKS = Symbol('api checks');

/**
 * What every request goes through before its handler, besides the security headers (helmet's own
 * hook, security.ts), in order: the cross-site check (security.ts); for API routes, the cookies,
 * the route's access and the caller (access.ts), then the write limits (write-limits.ts).
 *
 * Two synchronous hooks rather than four (with @fastify/cookie's parser), the second on API routes
 * only: each hook is a turn of Fastify's hook runner for every request (decision 0105).
 * Cookies are parsed only where something reads them: API routes (cookies.ts).
 */
export function registerRequestChecks(
  app: FastifyInstance,
  steps: { security: SecurityCheck; sessions: SessionStore; writeLimits: WriteLimitCheck },
): void {
  const { security, sessions, writeLimits } = steps;
  app.addHook('onRequest', (request, _reply, done) => done(security(request)));
  // API routes get their own hook, made once per route with its access: no per-request lookup of
  // the route's options (`request.routeOptions` builds a new object at every read).
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined) return;
    const own =
      route.onRequest === undefined
        ? []
        : Array.isArray(route.onRequest)
          ? route.onRequest
          : [route.onRequest];
    if (own.some((hook) => API_CHECKS in hook)) return;
    const limited = route.config?.writeLimit !== false;
    const apiChecks: onRequestHookHandler = (request, reply, done) => {
      readCookies(request);
      const admitted = checkAccess(request, reply, access, sessions);
      const next = (refused: Error | undefined) => {
        if (refused || !limited) return done(refused);
        const limit = writeLimits(request);
        if (limit instanceof Promise) limit.then(done, done);
        else done(limit);
      };
      if (admitted instanceof Promise) {
        admitted.then(next, done);
        return;
      }
      next(admitted);
    };
    route.onRequest = [Object.assign(apiChecks, { [API_CHECKS]: true }), ...own];
  });
}
