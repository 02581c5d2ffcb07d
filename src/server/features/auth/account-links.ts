import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { accountTokens, emailChangeRequests, knownDevices } from '../../db/schema/index.ts';

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

/**
 * Forgets what lets an account back in without its password: mailed links, pending email changes and
 * the devices that skip the new-device mail. A removed staff member's account stays for history
 * (decision 0117) but nothing mailed to it may open it again.
 */
export async function forgetAccountAccess(db: Database, userId: number): Promise<void> {
  await db.delete(accountTokens).where(eq(accountTokens.userId, userId));
  await db.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, userId));
  await db.delete(knownDevices).where(eq(knownDevices.userId, userId));
}
