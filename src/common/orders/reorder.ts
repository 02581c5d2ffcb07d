import { z } from 'zod';
import { DIETARY_TAGS } from '../menu/schema.ts';

/** A cart line (src/common/cart/rules.ts CartLine) as POST /api/orders/{id}/reorder answers it. */
const ReorderLineSchema = z.object({
  id: z.string(),
  menuItemId: z.number().int(),
  name: z.string(),
  price: z.number(),
  category: z.string(),
  quantity: z.number().int(),
  panSize: z.enum(['Half Pan', 'Full Pan']).optional(),
  servingSize: z.string(),
  prepTime: z.string(),
  minOrder: z.number().int(),
  dietary: z.array(z.enum(DIETARY_TAGS)),
  isMarketPrice: z.boolean(),
});

/**
 * "Order again": the order's lines at today's prices, shaped for the cart, and the lines whose dish is
 * no longer on the menu (hidden or deleted), named so the client is told.
 */
export const ReorderSchema = z.object({
  items: z.array(ReorderLineSchema),
  skipped: z.array(z.object({ menuItemId: z.number().int().nullable(), name: z.string() })),
});
export type Reorder = z.infer<typeof ReorderSchema>;

/** What the client reads about the dishes left out ("Garden Salad is no longer on the menu and was left out."). */
export function skippedNotice(skipped: Reorder['skipped']): string | null {
  if (skipped.length === 0) return null;
  const names = skipped.map((s) => s.name);
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return names.length === 1
    ? `${list} is no longer on the menu and was left out.`
    : `${list} are no longer on the menu and were left out.`;
}
