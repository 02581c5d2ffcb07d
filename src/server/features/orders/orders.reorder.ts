import type { PublicUser } from '../../../common/auth.ts';
import { type CartLine, lineFor } from '../../../common/cart/rules.ts';
import { ErrorCode } from '../../../common/errors.ts';
import { unitPrice } from '../../../common/menu/price-text.ts';
import type { Reorder } from '../../../common/orders/reorder.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { OrderContext } from './orders.context.ts';

/** "Order again": an order's lines back in the cart at today's prices. */
export function createReorder(context: OrderContext) {
  const { deps, find } = context;

  return {
    /**
     * "Order again" (issue 28 §5): the owner's order as cart lines at today's prices. Dishes no longer
     * on the menu (hidden, deleted, or no longer sold in that pan size) are named in `skipped`. Only the
     * order's own client may: anyone else's order answers 404, an admin's included.
     */
    async reorder(user: PublicUser, id: number): Promise<Reorder> {
      const order = await find(id);
      if (!order || order.userId !== user.id) throw notFound('Order not found.');
      if (order.type === 'dinner') {
        throw conflict(
          'A dinner order is ordered again from the dinner menu.',
          undefined,
          ErrorCode.dinnerOrderNotReorderable,
        );
      }
      const menu = await deps.menu.snapshot();
      const items: CartLine[] = [];
      const skipped: Reorder['skipped'] = [];
      for (const line of order.items) {
        const item = line.menuItemId === null ? undefined : menu.byId.get(line.menuItemId);
        const dinnerDish = item && menu.categoryBySlug.get(item.category)?.kind === 'dinner';
        const price = item ? unitPrice(item.prices, line.panSize ?? undefined) : null;
        if (!item?.isActive || dinnerDish || !price || 'error' in price) {
          skipped.push({ menuItemId: line.menuItemId, name: item?.name ?? line.name });
          continue;
        }
        const cartLine = lineFor(item, line.panSize ?? undefined);
        const existing = items.find((l) => l.id === cartLine.id);
        const quantity = Math.max(line.quantity, item.minOrder);
        if (existing) existing.quantity = Math.min(1000, existing.quantity + quantity);
        else items.push({ ...cartLine, quantity: Math.min(1000, quantity) });
      }
      return { items, skipped };
    },
  };
}
