import { eq } from 'drizzle-orm';
import { businessClock } from '../../src/common/business-time.ts';
import type { Database } from '../../src/server/db/connect.ts';
import { orders } from '../../src/server/db/schema/index.ts';

/**
 * Lets an order's day arrive: "Completed" waits for the order's date (issue 34 §5), and an order
 * cannot be placed for today (lead time), so a test that completes one moves its date to today, as
 * the days passing would. Only the date moves; nothing else of the order changes.
 */
export async function orderDayArrives(db: Database, orderId: number, now = new Date()): Promise<void> {
  const [row] = await db.select({ type: orders.type }).from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  await db
    .update(orders)
    .set(row.type === 'dinner' ? { pickupAt: now } : { eventDate: businessClock(now).date })
    .where(eq(orders.id, orderId));
}
