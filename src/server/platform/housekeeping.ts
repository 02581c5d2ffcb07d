import { isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect.ts';
import { accountTokens } from '../db/schema/index.ts';
import type { Mailer } from './mail.ts';
import type { SessionStore } from './sessions.ts';

/** Mail retries are checked every minute; expired sessions and spent tokens are purged every hour. */
const MAIL_RETRY_INTERVAL_MS = 60_000;
const PURGE_INTERVAL_MS = 60 * 60_000;

/** Deletes reset and confirmation tokens that were used or have expired: they can never be redeemed. */
async function purgeSpentTokens(db: Database, at: Date): Promise<void> {
  await db.delete(accountTokens).where(or(isNotNull(accountTokens.usedAt), lt(accountTokens.expiresAt, at)));
}

export type Housekeeping = {
  /** Runs every task once now (tests, and the first run at start). */
  runNow: () => Promise<void>;
  stop: () => void;
};

/**
 * The app's background chores on timers that never keep the process alive; a failing chore is logged
 * and tried again at its next turn.
 */
export function startHousekeeping(deps: {
  db: Database;
  mailer: Mailer;
  sessions: SessionStore;
  log: FastifyBaseLogger;
  now?: () => Date;
}): Housekeeping {
  const now = deps.now ?? (() => new Date());
  const guard = (name: string, task: () => Promise<unknown>) => async () => {
    try {
      await task();
    } catch (error) {
      deps.log.error({ err: error }, `housekeeping: ${name} failed`);
    }
  };
  const retryMail = guard('mail retry', () => deps.mailer.retryDue());
  const purge = guard('purge', async () => {
    await deps.sessions.purgeExpired();
    await purgeSpentTokens(deps.db, now());
  });
  const timers = [setInterval(retryMail, MAIL_RETRY_INTERVAL_MS), setInterval(purge, PURGE_INTERVAL_MS)];
  for (const timer of timers) timer.unref();
  return {
    async runNow() {
      await retryMail();
      await purge();
    },
    stop() {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
