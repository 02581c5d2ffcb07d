import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { users } from '../db/schema/index.ts';

/**
 * Whether a status-change mail (order status, proposal ready) may go to this account. Receipts,
 * password and security mail are not status mail and always go. A guest (no account) chose nothing,
 * so the mail goes; an account that turned `emailNotifications` off gets none.
 */
export async function wantsStatusMail(db: Database, userId: number | null | undefined): Promise<boolean> {
  if (userId === null || userId === undefined) return true;
  const [row] = await db.select({ preferences: users.preferences }).from(users).where(eq(users.id, userId));
  return row?.preferences.emailNotifications ?? true;
}
