import { MARKET_PRICE_TEXT, PAN_SIZES, priceShape, unitSuffix } from '../../../common/menu/price-text.ts';
import type { MenuItem } from '../../../common/menu/schema.ts';
import { formatCents } from '../../../common/money.ts';

/** What a card says about the price: both pan prices, one amount with its unit, or market price. */
export function priceLabel(item: Pick<MenuItem, 'prices'>): string {
  const parsed = priceShape(item.prices);
  if (parsed.kind === 'pans') {
    return `Half Pan ${formatCents(parsed.halfCents)} · Full Pan ${formatCents(parsed.fullCents)}`;
  }
  if (parsed.kind === 'market') return MARKET_PRICE_TEXT;
  if (parsed.panSize) return `${PAN_SIZES[parsed.panSize]} ${formatCents(parsed.cents)}`;
  return [formatCents(parsed.cents), unitSuffix(parsed.unit)].filter(Boolean).join(' ');
}
