import { and, eq, isNull, sql } from 'drizzle-orm';
import { DELETED_CLIENT } from '../../../common/profile.ts';
import type { Database } from '../../db/connect.ts';
import { orders } from '../../db/schema/index.ts';
import { type AccountHooks, createOrderContext, type OrderServiceDeps } from './orders.context.ts';
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
  // The accounts feature fills these in when it registers (it comes after orders).
  const accountHooks: AccountHooks = {};
  const context = createOrderContext({ ...deps, accounts: accountHooks });
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

    /** Issue 39: the accounts feature's checkout check and invoicing on confirmation. */
    useAccounts(hooks: AccountHooks): void {
      Object.assign(accountHooks, hooks);
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
