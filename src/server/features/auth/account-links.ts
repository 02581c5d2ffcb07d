import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { accountTokens, emailChangeRequests } from '../../db/schema/index.ts';

/** What changed on the account: the links mailed before it that must stop working. */
export type AccountChange = 'password' | 'email';

/**
 * Ends the links mailed for an account before its password or email changed. A reset link sitting in
 * an old inbox must not set a new password afterwards, nor a pending email change complete, nor a
 * confirmation mailed to the old address vouch for the new one.
 */
export async function endMailedLinks(db: Database, userId: number, change: AccountChange): Promise<void> {
  const at = new Date();
  const purposes: ('reset-password' | 'verify-email')[] =
    change === 'email' ? ['reset-password', 'verify-email'] : ['reset-password'];
  await db
    .update(accountTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(accountTokens.userId, userId),
        inArray(accountTokens.purpose, purposes),
        isNull(accountTokens.usedAt),
      ),
    );
  await db
    .update(emailChangeRequests)
    .set({ usedAt: at })
    .where(and(eq(emailChangeRequests.userId, userId), isNull(emailChangeRequests.usedAt)));
}
