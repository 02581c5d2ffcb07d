import { isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { accountTokens } from '../db/schema/index.ts';
import type { Mailer } from './mail.ts';
import type { SessionStore } from './sessions.ts';

/** Mail retries are checked every minute; expired sessions and spent tokens are purged every hour. */
export const MAIL_RETRY_INTERVAL_MS = 60_000;
export const PURGE_INTERVAL_MS = 60 * 60_000;

/** Deletes reset and confirmation tokens that were used or have expired: they can never be redeemed. */
async function purgeSpentTokens(db: Database, at: Date): Promise<void> {
  await db.delete(accountTokens).where(or(isNotNull(accountTokens.usedAt), lt(accountTokens.expiresAt, at)));
}

export type Housekeeping = {
  /** Sends the mail whose retry is due. */
  retryMail: () => Promise<void>;
  /** Purges expired sessions and spent tokens. */
  purge: () => Promise<void>;
  /** Runs every chore once now (tests). */
  runNow: () => Promise<void>;
};

/** The app's background chores; platform/jobs.ts runs them on timers. */
export function createHousekeeping(deps: {
  db: Database;
  mailer: Mailer;
  sessions: SessionStore;
  now?: () => Date;
}): Housekeeping {
  const now = deps.now ?? (() => new Date());
  const retryMail = async () => {
    await deps.mailer.retryDue();
  };
  const purge = async () => {
    await deps.sessions.purgeExpired();
    await purgeSpentTokens(deps.db, now());
  };
  return {
    retryMail,
    purge,
    async runNow() {
      await retryMail();
      await purge();
    },
  };
}
