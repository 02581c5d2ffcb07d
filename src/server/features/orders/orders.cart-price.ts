import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type CartPrice,
  type CartPriceBody,
  CartPriceBodySchema,
  CartPriceSchema,
  perUnitText,
  unitNow,
} from '../../../common/cart/price.ts';
import { fromCents, toCents } from '../../../common/money.ts';
import type { MenuSnapshot } from '../menu/menu.cache.ts';

/**
 * The cart's lines at today's menu prices (issue 34 §2). Unlike checkout's pricing, nothing is refused:
 * a line the menu no longer sells is named so the cart can say so, and the rest are priced.
 */
function priceCart(body: CartPriceBody, menu: MenuSnapshot): CartPrice {
  const lines: CartPrice['lines'] = [];
  const unavailable: CartPrice['unavailable'] = [];
  for (const item of body.items) {
    const panSize = item.panSize ?? null;
    const dish = menu.byId.get(item.menuItemId);
    const price = dish?.isActive ? unitNow(dish.prices, panSize) : null;
    if (!dish || !price) {
      unavailable.push({ menuItemId: item.menuItemId, panSize });
      continue;
    }
    lines.push({
      menuItemId: dish.id,
      panSize,
      name: dish.name,
      quantity: item.quantity,
      unitPrice: fromCents(price.cents),
      per: perUnitText(dish.prices, panSize),
      lineTotal: fromCents(price.cents * item.quantity),
      isMarketPrice: price.isMarketPrice,
    });
  }
  const subtotal = lines.reduce((sum, line) => sum + toCents(line.lineTotal), 0);
  return { lines, unavailable, subtotal: fromCents(subtotal) };
}

/** POST /api/cart/price: anyone's cart, priced from the menu; nothing is stored (like the estimate). */
export async function cartPriceRoutes(app: FastifyInstance, deps: { menu: () => Promise<MenuSnapshot> }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/cart/price',
    {
      config: { access: 'public', writeLimit: false },
      schema: {
        summary: "The cart's lines at the menu's prices now, and those it no longer sells (anyone)",
        body: CartPriceBodySchema,
        response: { 200: CartPriceSchema },
      },
    },
    async (request) => priceCart(request.body, await deps.menu()),
  );
}
