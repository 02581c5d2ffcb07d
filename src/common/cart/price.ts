import { z } from 'zod';
import { type MenuPrices, type PanSize, priceShape, unitPrice } from '../menu/price-text.ts';
import { formatCents, toCents } from '../money.ts';
import { OrderLineInputSchema } from '../orders/schema.ts';

/**
 * POST /api/cart/price (issue 34 §2): the cart's lines at the menu's prices now. The cart keeps what
 * it showed last in the browser; every time it is shown it asks this, takes the server's prices for its
 * lines and its subtotal, and says once which price changed. Nothing is stored, nothing is refused for
 * a line that left the menu: it is named in `unavailable`.
 */
export const CartPriceBodySchema = z.strictObject({
  items: z
    .array(OrderLineInputSchema, { error: 'Send the cart as a list of items' })
    .min(1, 'Your cart is empty')
    .max(100, 'A cart can have at most 100 lines'),
});
export type CartPriceBody = z.input<typeof CartPriceBodySchema>;

const PricedCartLineSchema = z.object({
  menuItemId: z.number().int(),
  panSize: z.enum(['half', 'full']).nullable(),
  /** The dish's name, without its pan size. */
  name: z.string(),
  quantity: z.number().int(),
  /** One unit, "95.00"; "0.00" for a market-price dish (priced by phone). */
  unitPrice: z.string(),
  /** What one unit is: "a full pan", "a half pan", "per person", "each" ("" for market price). */
  per: z.string(),
  lineTotal: z.string(),
  isMarketPrice: z.boolean(),
});
export type PricedCartLine = z.infer<typeof PricedCartLineSchema>;

export const CartPriceSchema = z.object({
  lines: z.array(PricedCartLineSchema),
  /** Lines the menu no longer sells as asked (a hidden dish, a pan size it lost). */
  unavailable: z.array(
    z.object({ menuItemId: z.number().int(), panSize: z.enum(['half', 'full']).nullable() }),
  ),
  /** The sum of `lines` (market-price dishes count 0 until priced). */
  subtotal: z.string(),
});
export type CartPrice = z.infer<typeof CartPriceSchema>;

/** What one unit of a dish is, as a price sentence ends: "a full pan", "per person", "each". */
export function perUnitText(prices: MenuPrices, panSize: PanSize | null): string {
  const shape = priceShape(prices);
  if (shape.kind === 'market') return '';
  const size = panSize ?? (shape.kind === 'single' ? shape.panSize : undefined);
  if (size) return size === 'half' ? 'a half pan' : 'a full pan';
  return shape.unit === 'person' ? 'per person' : 'each';
}

/** A cart line's unit price now, or null when the dish is not sold so any more. */
export function unitNow(prices: MenuPrices, panSize: PanSize | null) {
  const price = unitPrice(prices, panSize ?? undefined);
  return 'error' in price ? null : price;
}

/** The one-time notice of a changed price: "Garden Salad is now $95.00 a full pan". */
export function priceChangeText(line: Pick<PricedCartLine, 'name' | 'unitPrice' | 'per'>): string {
  return `${line.name} is now ${formatCents(toCents(line.unitPrice))}${line.per ? ` ${line.per}` : ''}`;
}
