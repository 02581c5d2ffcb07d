import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicUser } from '../../common/auth.ts';
import { forbidden, unauthenticated } from './errors.ts';
import type { ResolvedSession, SessionStore } from './sessions.ts';

/**
 * Who may call a route. Every /api route must say it; the app will not start otherwise.
 * `user`: a signed-in client or admin (a client's own things: staff are refused them);
 * `staff`: staff or an admin (the kitchen's screens, without money; docs/decisions/0085);
 * `admin`: admins only.
 */
export type Access = 'public' | 'user' | 'staff' | 'admin';
const ACCESS_LEVELS: readonly Access[] = ['public', 'user', 'staff', 'admin'];

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
export const isStaff = (user: PublicUser | null): boolean => user?.role === 'staff';

/** Every /api route must declare who may call it; requests carry their user. */
export function registerAccessPolicy(app: FastifyInstance): void {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access;
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new MissingAccessError(
        `Route ${route.method} ${route.url} declares no access; set config.access to 'public', 'user', 'staff' or 'admin'.`,
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
  const role = request.user.role;
  if (access === 'admin' && role !== 'admin') return forbidden('Administrator access is required.');
  if (access === 'staff' && role === 'client') return forbidden('Staff access is required.');
  // Staff see no prices, payments or clients' things: the client routes are not theirs.
  if (access === 'user' && role === 'staff') return forbidden('Staff accounts cannot use this.');
  return undefined;
}
