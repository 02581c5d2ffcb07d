import { parsePriceText, unitSuffix } from '../../../common/menu/price-text.ts';
import type { MenuItem } from '../../../common/menu/schema.ts';
import { formatCents } from '../../../common/money.ts';

/** What a card says about the price: both pan prices, one amount with its unit, or market price. */
export function priceLabel(item: Pick<MenuItem, 'price'>): string {
  const parsed = parsePriceText(item.price);
  if (parsed.kind === 'pans') {
    return `Half Pan ${formatCents(parsed.halfCents)} · Full Pan ${formatCents(parsed.fullCents)}`;
  }
  if (parsed.kind === 'market') return 'Market price';
  return [formatCents(parsed.cents), unitSuffix(parsed.unit)].filter(Boolean).join(' ');
}
