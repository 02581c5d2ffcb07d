import { and, eq, isNull, sql } from 'drizzle-orm';
import { DELETED_CLIENT } from '../../../common/profile.ts';
import type { Database } from '../../db/connect.ts';
import { orders } from '../../db/schema/index.ts';
import { createOrderContext, type OrderServiceDeps } from './orders.context.ts';
import { createPhoneOrders } from './orders.phone.ts';
import { createOrderPlacing } from './orders.placing.ts';
import { createOrderReading } from './orders.reading.ts';
import { createReorder } from './orders.reorder.ts';
import { createOrderStatus } from './orders.status.ts';

/**
 * The orders feature's service, one file per use case (placing, phone orders, reading, reorder, status),
 * put together here with what a client's account does to its orders.
 */
export function createOrderService(deps: OrderServiceDeps) {
  const context = createOrderContext(deps);
  const { db, announce, find } = context;
  return {
    /**
     * A deleted account's orders stay in the books without the person: no name, contact or place
     * (inside the deletion's transaction, profile.account.ts).
     */
    async forgetCustomer(tx: Pick<Database, 'update'>, userId: number): Promise<void> {
      await tx
        .update(orders)
        .set({
          userId: null,
          customerName: DELETED_CLIENT,
          firstName: null,
          lastName: null,
          email: null,
          phone: '',
          eventLocation: null,
          updatedAt: new Date(),
        })
        .where(eq(orders.userId, userId));
    },

    ...createOrderPlacing(context),
    announce,
    find,
    ...createPhoneOrders(context),
    ...createOrderReading(context),
    ...createReorder(context),
    ...createOrderStatus(context),

    /** A visitor's orders join the account once it proves it owns their email (as quotes do). */
    async claimForVerifiedUser(user: { id: number; email: string }): Promise<number> {
      const claimed = await db
        .update(orders)
        .set({ userId: user.id, updatedAt: new Date() })
        .where(and(isNull(orders.userId), sql`lower(${orders.email}) = lower(${user.email})`))
        .returning({ id: orders.id });
      return claimed.length;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
