import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicUser } from '../../common/auth.ts';
import type { Database } from '../db/connect.ts';
import { sessions, users } from '../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_COOKIE = 'catering_session';
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is refreshed at most this often, so reads do not turn into writes on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionStore = ReturnType<typeof createSessionStore>;

export function toPublicUser(row: typeof users.$inferSelect): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    fullName: row.fullName,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

export function createSessionStore(db: Database, options: { secureCookies: boolean; now?: () => Date }) {
  const now = options.now ?? (() => new Date());

  function setCookie(reply: FastifyReply, token: string, expiresAt: Date) {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      expires: expiresAt,
    });
  }

  return {
    /** Starts a fresh session (a new token at every sign-in defeats session fixation). */
    async start(reply: FastifyReply, userId: number, previousToken?: string): Promise<void> {
      if (previousToken) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(previousToken)));
      const token = newToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + SESSION_ABSOLUTE_MS);
      await db
        .insert(sessions)
        .values({ tokenHash: hashToken(token), userId, createdAt: at, lastSeenAt: at, expiresAt });
      setCookie(reply, token, expiresAt);
    },

    /** The signed-in user for a request, or null when the cookie is missing, unknown or expired. */
    async read(request: FastifyRequest): Promise<{ user: PublicUser; tokenHash: string } | null> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 200) return null;
      const tokenHash = hashToken(token);
      const at = now();
      const idleCutoff = new Date(at.getTime() - SESSION_IDLE_MS);
      const [row] = await db
        .select({ user: users, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, at),
            gt(sessions.lastSeenAt, idleCutoff),
          ),
        )
        .limit(1);
      if (!row) return null;
      if (at.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
      }
      return { user: toPublicUser(row.user), tokenHash };
    },

    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },

    async endAllForUser(userId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async purgeExpired(): Promise<void> {
      const at = now();
      await db
        .delete(sessions)
        .where(
          or(lt(sessions.expiresAt, at), lt(sessions.lastSeenAt, new Date(at.getTime() - SESSION_IDLE_MS))),
        );
    },
  };
}
