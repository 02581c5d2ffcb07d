import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import type { Order, OrderList, OrderListQuery } from '../../../common/orders/schema.ts';
import { orders } from '../../db/schema/index.ts';
import { isAdmin } from '../../platform/access.ts';
import { notFound } from '../../platform/errors.ts';
import { visibleTo } from '../../platform/ownership.ts';
import type { OrderContext } from './orders.context.ts';
import { orderListFilters } from './orders.filters.ts';

/** Reading orders: the list (search, filters, pages), one order for its owner, an admin or the kitchen. */
export function createOrderReading(context: OrderContext) {
  const { db, withLines, find } = context;

  return {
    /**
     * Admins (and the kitchen: `user` null, its money left out by the route) see every order; a client
     * sees only their own. Newest first, one page at a time.
     */
    async list(user: PublicUser | null, query: OrderListQuery): Promise<OrderList> {
      const filters: SQL[] = orderListFilters(query);
      if (user && !isAdmin(user)) filters.push(eq(orders.userId, user.id));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [counted] = await db.select({ n: count() }).from(orders).where(where);
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return {
        orders: await withLines(rows),
        total: counted?.n ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Someone else's order answers 404, as if it did not exist. */
    async get(user: PublicUser, id: number): Promise<Order> {
      return visibleTo(await find(id), user, (order) => order.userId, 'Order not found.');
    },

    /** Any order, for the kitchen's screens (the route leaves its money out for staff). */
    async getForKitchen(id: number): Promise<Order> {
      const order = await find(id);
      if (!order) throw notFound('Order not found.');
      return order;
    },
  };
}
