import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { firstName } from '../../../common/customer-name.ts';
import { ErrorCode } from '../../../common/errors.ts';
import type { Database } from '../../db/connect.ts';
import { accountTokens, knownDevices, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';

const DEVICE_COOKIE = 'catering_device';
const DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;
const WINDOW_MS = 15 * 60 * 1000;
const UNLOCK_TTL_MS = 60 * 60 * 1000;

const PAUSED_MESSAGE =
  'Too many wrong passwords for this account. Please try again in 15 minutes, sign in from a device ' +
  'you have used before, open the unlock link we emailed to the account, or reset your password.';

type Deps = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  businessName: () => Promise<string> | string;
  /** config.ts signInFailures: wrong passwords per account (or per device and account). */
  failures: RateLimiter;
  secureCookies: boolean;
};

/**
 * Wrong passwords pause an account for unknown browsers only. A pause must not let an attacker lock
 * the owner out, so the owner's known devices keep their own (equally strict) count, the account
 * holder is mailed an unlock link once per pause, and a password reset lifts the pause.
 */
export function createSignInGuard(deps: Deps) {
  const { db } = deps;
  const { failures } = deps;
  const unlockMailedUntil = new Map<string, number>();

  /** The counter a sign-in attempt is judged by: this known device's, or the account's. */
  async function counterKey(request: FastifyRequest, accountKey: string): Promise<string> {
    const token = request.cookies[DEVICE_COOKIE];
    if (!token || !accountKey.startsWith('user:')) return accountKey;
    const [device] = await db
      .select({ userId: knownDevices.userId })
      .from(knownDevices)
      .where(eq(knownDevices.tokenHash, hashToken(token)));
    return device && `user:${device.userId}` === accountKey ? `device:${hashToken(token)}` : accountKey;
  }

  async function mailUnlockLink(userId: number): Promise<void> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user || user.removedAt) return;
    const token = newToken();
    await db.insert(accountTokens).values({
      tokenHash: hashToken(token),
      purpose: 'unlock-sign-in',
      userId,
      expiresAt: new Date(Date.now() + UNLOCK_TTL_MS),
    });
    const name = await deps.businessName();
    await deps.mailer.send({
      to: user.email,
      subject: `Sign-in to your ${name} account was paused`,
      text:
        `Hello ${firstName(user.fullName, user.username)},\n\nSeveral wrong passwords were typed for your ${name} account, so ` +
        'sign-in from new devices is paused for 15 minutes. If that was you, open this link within ' +
        `1 hour to sign in again:\n\n${deps.publicUrl}/unlock-sign-in?token=${token}\n\n` +
        'If it was not you, your account is safe: nobody got in. You may still want to choose a new ' +
        `password: ${deps.publicUrl}/forgot-password\n`,
    });
  }

  return {
    async check(request: FastifyRequest, accountKey: string): Promise<string> {
      const key = await counterKey(request, accountKey);
      // Counted and checked in one step, before the password is checked: attempts sent together cannot
      // all pass while the first ones are still being hashed. A right password gives it back.
      try {
        await failures.consume([key]);
      } catch (error) {
        if (key === accountKey && accountKey.startsWith('user:')) {
          const until = unlockMailedUntil.get(accountKey) ?? 0;
          if (until < Date.now()) {
            unlockMailedUntil.set(accountKey, Date.now() + WINDOW_MS);
            await mailUnlockLink(Number(accountKey.slice('user:'.length)));
          }
        }
        const paused = new AppError(429, ErrorCode.rateLimited, PAUSED_MESSAGE);
        (paused as AppError & { retryAfterSeconds?: number }).retryAfterSeconds = (
          error as { retryAfterSeconds?: number }
        ).retryAfterSeconds;
        throw paused;
      }
      return key;
    },

    /** The password was right: the attempt `check` counted was no failure. */
    async succeeded(key: string): Promise<void> {
      await failures.release([key]);
    },

    /** After a right password: this browser becomes (or stays) a known device of the account. */
    async rememberDevice(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
      const existing = request.cookies[DEVICE_COOKIE];
      if (existing) {
        const updated = await db
          .update(knownDevices)
          .set({ lastUsedAt: new Date() })
          .where(and(eq(knownDevices.tokenHash, hashToken(existing)), eq(knownDevices.userId, userId)))
          .returning({ userId: knownDevices.userId });
        if (updated.length > 0) return;
      }
      const token = newToken();
      await db.insert(knownDevices).values({ tokenHash: hashToken(token), userId });
      reply.setCookie(DEVICE_COOKIE, token, {
        path: '/api/login',
        httpOnly: true,
        sameSite: 'strict',
        secure: deps.secureCookies,
        maxAge: DEVICE_MAX_AGE_S,
      });
    },

    /** Lifts the pause of an account (a password reset, or its mailed unlock link). */
    async lift(userId: number): Promise<void> {
      await failures.clear(`user:${userId}`);
      unlockMailedUntil.delete(`user:${userId}`);
    },

    async unlockWithToken(token: string): Promise<void> {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(accountTokens.tokenHash, hashToken(token)),
            eq(accountTokens.purpose, 'unlock-sign-in'),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: accountTokens.userId });
      if (!row)
        throw new AppError(400, ErrorCode.invalidToken, 'This unlock link is invalid or has expired.');
      await this.lift(row.userId);
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
