import { PAN_SIZES, type PanSize, unitPrice } from '../../../common/menu/price-text.ts';
import type { OrderType } from '../../../common/orders/schema.ts';
import type { MenuSnapshot } from '../menu/menu.cache.ts';

export type RequestedLine = { menuItemId: number; panSize?: PanSize | undefined; quantity: number };

export type PricedLine = {
  menuItemId: number;
  name: string;
  panSize: PanSize | null;
  quantity: number;
  unitCents: number;
  lineCents: number;
  isMarketPrice: boolean;
};

export type Pricing =
  | { ok: true; lines: PricedLine[]; totalCents: number; hasMarketPriceItems: boolean }
  | { ok: false; fieldErrors: Record<string, string> };

/**
 * Prices an order from the menu as it is now. The browser sends only ids, pan sizes and quantities;
 * the same item in the same pan size on two lines counts as one line.
 */
export function priceOrder(type: OrderType, requested: RequestedLine[], menu: MenuSnapshot): Pricing {
  const fieldErrors: Record<string, string> = {};
  const merged = new Map<string, { index: number; line: RequestedLine }>();
  requested.forEach((line, index) => {
    const key = `${line.menuItemId}:${line.panSize ?? ''}`;
    const seen = merged.get(key);
    if (seen) seen.line = { ...seen.line, quantity: seen.line.quantity + line.quantity };
    else merged.set(key, { index, line });
  });

  const lines: PricedLine[] = [];
  for (const { index, line } of merged.values()) {
    const at = (field: string) => `items.${index}.${field}`;
    const item = menu.byId.get(line.menuItemId);
    if (!item?.isActive) {
      fieldErrors[at('menuItemId')] = 'This item is no longer on the menu';
      continue;
    }
    const isDinnerDish = menu.categoryBySlug.get(item.category)?.kind === 'dinner';
    if (type === 'dinner' && !isDinnerDish) {
      fieldErrors[at('menuItemId')] = `${item.name} is not on the dinner menu`;
      continue;
    }
    if (type === 'catering' && isDinnerDish) {
      fieldErrors[at('menuItemId')] = `${item.name} is ordered for pickup on the dinner catering page`;
      continue;
    }
    const price = unitPrice(item.prices, line.panSize);
    if ('error' in price) {
      fieldErrors[at('panSize')] = `${item.name}: ${price.error}`;
      continue;
    }
    if (line.quantity < item.minOrder) {
      fieldErrors[at('quantity')] = `${item.name} has a minimum order of ${item.minOrder}`;
      continue;
    }
    if (line.quantity > 1000) {
      fieldErrors[at('quantity')] = 'Quantity must be at most 1000';
      continue;
    }
    lines.push({
      menuItemId: item.id,
      name: line.panSize ? `${item.name} (${PAN_SIZES[line.panSize]})` : item.name,
      panSize: line.panSize ?? null,
      quantity: line.quantity,
      unitCents: price.cents,
      lineCents: price.cents * line.quantity,
      isMarketPrice: price.isMarketPrice,
    });
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return {
    ok: true,
    lines,
    totalCents: lines.reduce((sum, l) => sum + l.lineCents, 0),
    hasMarketPriceItems: lines.some((l) => l.isMarketPrice),
  };
}
