import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { loyaltyAccounts, loyaltyEntries } from '../../db/schema/index.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

type NewEntry = typeof loyaltyEntries.$inferInsert;

/**
 * Writes one ledger entry and moves the member's account by it, in the caller's transaction.
 * Redemptions spend the balance only: lifetime points (and so the tier) never go down by spending.
 */
export async function postEntry(tx: Tx, entry: NewEntry): Promise<typeof loyaltyEntries.$inferSelect> {
  const [row] = await tx.insert(loyaltyEntries).values(entry).returning();
  if (entry.kind !== 'redeem') {
    const lifetime = entry.points;
    await tx
      .insert(loyaltyAccounts)
      .values({ userId: entry.userId, balance: entry.points, lifetime })
      .onConflictDoUpdate({
        target: loyaltyAccounts.userId,
        set: {
          balance: sql`${loyaltyAccounts.balance} + ${entry.points}`,
          lifetime: sql`${loyaltyAccounts.lifetime} + ${lifetime}`,
          updatedAt: new Date(),
        },
      });
  }
  return row!;
}
