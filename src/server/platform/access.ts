import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicUser } from '../../common/auth.ts';
import { forbidden, unauthenticated } from './errors.ts';
import type { ResolvedSession, SessionStore } from './sessions.ts';

/** Who may call a route. Every /api route must say it; the app will not start otherwise. */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: PublicUser | null;
  }
}

class MissingAccessError extends Error {}

/** Narrows request.user for handlers of 'user' and 'admin' routes. */
export function requireUser(user: PublicUser | null): PublicUser {
  if (!user) throw unauthenticated();
  return user;
}

export const isAdmin = (user: PublicUser | null): boolean => user?.role === 'admin';

/** Every /api route must declare who may call it; requests carry their user. */
export function registerAccessPolicy(app: FastifyInstance): void {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access;
    if (access !== 'public' && access !== 'user' && access !== 'admin') {
      throw new MissingAccessError(
        `Route ${route.method} ${route.url} declares no access; set config.access to 'public', 'user' or 'admin'.`,
      );
    }
  });
}

/**
 * A request's access step (request-checks.ts). Access is decided from the route the router matched,
 * never from the URL's text: the router decodes the path (`/%61pi/x` matches `/api/x`), so a prefix
 * test on the raw URL can be walked around. Routes without an access declaration (pages, static
 * files, the 404 handler) read no session. Synchronous unless the session must be read from the
 * database: most requests carry no cookie or a remembered session.
 */
export function checkAccess(
  request: FastifyRequest,
  reply: FastifyReply,
  access: Access,
  sessionStore: SessionStore,
): Error | undefined | Promise<Error | undefined> {
  // API answers may be someone's own data: no cache keeps them unless the route says otherwise
  // (the public menu and images set their own Cache-Control).
  reply.header('cache-control', 'no-store');
  const session = sessionStore.read(request);
  if (session instanceof Promise) return session.then((found) => admit(request, access, found));
  return admit(request, access, session);
}

/** Sets request.user; the error to answer with when the route's access refuses this caller. */
function admit(request: FastifyRequest, access: Access, session: ResolvedSession | null): Error | undefined {
  request.user = session?.user ?? null;
  if (access === 'public') return undefined;
  if (!request.user) return unauthenticated();
  if (access === 'admin' && request.user.role !== 'admin')
    return forbidden('Administrator access is required.');
  return undefined;
}
