import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { newsletterSubscribers, recurringOrders } from '../../db/schema/index.ts';

/**
 * Subscriptions on the admin dashboard: active recurring orders plus confirmed newsletter
 * subscribers who have not left — a true count, never the spec's demo figure of 156.
 */
export async function countSubscriptions(db: Database): Promise<number> {
  const [recurring] = await db
    .select({ n: count() })
    .from(recurringOrders)
    .where(eq(recurringOrders.status, 'active'));
  const [newsletter] = await db
    .select({ n: count() })
    .from(newsletterSubscribers)
    .where(and(isNotNull(newsletterSubscribers.confirmedAt), isNull(newsletterSubscribers.unsubscribedAt)));
  return (recurring?.n ?? 0) + (newsletter?.n ?? 0);
}
