import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicUser } from '../../common/auth.ts';
import type { Database } from '../db/connect.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { ChangeFeed } from './change-feed.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_COOKIE = 'catering_session';
const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is refreshed at most this often, so reads do not turn into writes on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;
/**
 * A resolved session is kept in memory this long, so a signed-in request costs no database join.
 * Anything that ends sessions or changes who a user is (logout, reset, password or role change,
 * account deletion) drops the cache at once, on every instance, through the change feed.
 */
const CACHE_TTL_MS = 30 * 1000;
const CACHE_MAX_ENTRIES = 10_000;

export type ResolvedSession = { user: PublicUser; tokenHash: string };

type CachedSession = { user: PublicUser; lastSeenAt: number; expiresAt: number; cachedAt: number };

export type SessionStore = ReturnType<typeof createSessionStore>;

export function toPublicUser(row: typeof users.$inferSelect): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    fullName: row.fullName,
    phone: row.phone,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

export function createSessionStore(
  db: Database,
  options: { secureCookies: boolean; now?: () => Date; changes?: ChangeFeed },
) {
  const now = options.now ?? (() => new Date());
  const cache = new Map<string, CachedSession>();
  options.changes?.subscribe('sessions', () => cache.clear());
  /** Drops every cached session here and on the other instances. */
  const invalidate = () => {
    cache.clear();
    options.changes?.publish('sessions');
  };

  function cached(tokenHash: string, at: number): CachedSession | undefined {
    const entry = cache.get(tokenHash);
    if (!entry) return undefined;
    const fresh =
      at - entry.cachedAt < CACHE_TTL_MS && entry.expiresAt > at && entry.lastSeenAt > at - SESSION_IDLE_MS;
    if (!fresh) cache.delete(tokenHash);
    return fresh ? entry : undefined;
  }

  async function lookUp(tokenHash: string, at: Date): Promise<ResolvedSession | null> {
    const idleCutoff = new Date(at.getTime() - SESSION_IDLE_MS);
    const [row] = await db
      .select({ user: users, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          // A removed staff member's sessions are deleted at removal; this holds even for one missed.
          isNull(users.removedAt),
          gt(sessions.expiresAt, at),
          gt(sessions.lastSeenAt, idleCutoff),
        ),
      )
      .limit(1);
    if (!row) {
      cache.delete(tokenHash);
      return null;
    }
    let lastSeenAt = row.lastSeenAt.getTime();
    if (at.getTime() - lastSeenAt > TOUCH_INTERVAL_MS) {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
      lastSeenAt = at.getTime();
    }
    const user = toPublicUser(row.user);
    if (cache.size >= CACHE_MAX_ENTRIES) cache.clear();
    cache.set(tokenHash, { user, lastSeenAt, expiresAt: row.expiresAt.getTime(), cachedAt: at.getTime() });
    return { user, tokenHash };
  }

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
      if (previousToken) {
        await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(previousToken)));
        cache.delete(hashToken(previousToken));
      }
      const token = newToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + SESSION_ABSOLUTE_MS);
      await db
        .insert(sessions)
        .values({ tokenHash: hashToken(token), userId, createdAt: at, lastSeenAt: at, expiresAt });
      setCookie(reply, token, expiresAt);
    },

    /**
     * The signed-in user for a request, or null when the cookie is missing, unknown or expired.
     * Answered without a promise when no database read is needed (no cookie, or a remembered
     * session): most requests.
     */
    read(request: FastifyRequest): ResolvedSession | null | Promise<ResolvedSession | null> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 200) return null;
      const tokenHash = hashToken(token);
      const at = now();
      const hit = cached(tokenHash, at.getTime());
      if (hit && at.getTime() - hit.lastSeenAt <= TOUCH_INTERVAL_MS) return { user: hit.user, tokenHash };
      return lookUp(tokenHash, at);
    },

    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
        invalidate();
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },

    async endAllForUser(userId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
      invalidate();
    },

    /** A user's name, email, role or existence changed: cached sessions must be read again. */
    forgetCachedUsers(): void {
      invalidate();
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
