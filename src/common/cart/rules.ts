import { PAN_SIZES, type PanSize, type PanSizeLabel, unitPrice } from '../menu/price-text.ts';
import type { DietaryTag, MenuItem } from '../menu/schema.ts';

/** A cart line as the spec describes it; price is dollars per unit of this line. */
export type CartLine = {
  /** Item id plus pan size: a half pan and a full pan of one dish are two lines. */
  id: string;
  menuItemId: number;
  name: string;
  price: number;
  category: string;
  quantity: number;
  panSize?: PanSizeLabel;
  servingSize: string;
  prepTime: string;
  minOrder: number;
  dietary: DietaryTag[];
  isMarketPrice: boolean;
};

const MAX_LINE_QUANTITY = 1000;

/** A new line for an item, in a pan size when it has two: the pan size changes the name and price. */
export function lineFor(item: MenuItem, panSize?: PanSize): CartLine {
  const price = unitPrice(item.prices, panSize);
  if ('error' in price) throw new Error(price.error);
  const label = panSize ? PAN_SIZES[panSize] : undefined;
  return {
    id: `${item.id}:${panSize ?? 'one'}`,
    menuItemId: item.id,
    name: label ? `${item.name} (${label})` : item.name,
    price: price.cents / 100,
    category: item.category,
    quantity: 1,
    ...(label ? { panSize: label } : {}),
    servingSize: item.servingSize,
    prepTime: item.prepTime,
    minOrder: item.minOrder,
    dietary: item.dietary,
    isMarketPrice: price.isMarketPrice,
  };
}

/** Adding a line already present raises its quantity by 1; a new line enters with quantity 1. */
export function addLine(lines: CartLine[], line: CartLine): CartLine[] {
  const existing = lines.find((l) => l.id === line.id);
  if (!existing) return [...lines, { ...line, quantity: 1 }];
  return lines.map((l) =>
    l.id === line.id ? { ...l, quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + 1) } : l,
  );
}

/** Lines from elsewhere ("Order again") join the cart: a line already there adds its quantity. */
export function mergeLines(lines: CartLine[], added: readonly CartLine[]): CartLine[] {
  const merged = lines.map((l) => ({ ...l }));
  for (const line of added) {
    const existing = merged.find((l) => l.id === line.id);
    if (existing) existing.quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + line.quantity);
    else merged.push({ ...line, quantity: Math.min(MAX_LINE_QUANTITY, line.quantity) });
  }
  return merged;
}

/** A quantity of 0 or less removes the line. */
export function setLineQuantity(lines: CartLine[], id: string, quantity: number): CartLine[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeLine(lines, id);
  const whole = Math.min(MAX_LINE_QUANTITY, Math.floor(quantity));
  return lines.map((l) => (l.id === id ? { ...l, quantity: whole } : l));
}

export function removeLine(lines: CartLine[], id: string): CartLine[] {
  return lines.filter((l) => l.id !== id);
}

/** Item count is the sum of quantities. */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

/** Total is the sum of price times quantity, added up in cents so it never drifts. */
export function cartTotalCents(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + Math.round(l.price * 100) * l.quantity, 0);
}

export function isBelowMinimum(line: CartLine): boolean {
  return line.quantity < line.minOrder;
}

export function hasMarketPriceLines(lines: readonly CartLine[]): boolean {
  return lines.some((l) => l.isMarketPrice);
}

const PAN_KEYS: Record<PanSizeLabel, PanSize> = { 'Half Pan': 'half', 'Full Pan': 'full' };

/** What checkout sends: item ids, pan sizes and quantities only; the server prices them. */
export function toOrderItems(lines: readonly CartLine[]) {
  return lines.map((l) => ({
    menuItemId: l.menuItemId,
    quantity: l.quantity,
    ...(l.panSize ? { panSize: PAN_KEYS[l.panSize] } : {}),
  }));
}

/** Keeps only well-formed lines from storage another version of the app (or a person) may have written. */
export function sanitizeLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (l): l is CartLine =>
        typeof l === 'object' &&
        l !== null &&
        typeof l.id === 'string' &&
        Number.isInteger(l.menuItemId) &&
        typeof l.name === 'string' &&
        typeof l.price === 'number' &&
        Number.isFinite(l.price) &&
        Number.isInteger(l.quantity) &&
        l.quantity > 0 &&
        (l.panSize === undefined || l.panSize in PAN_KEYS),
    )
    .map((l) => ({
      ...l,
      category: String(l.category ?? ''),
      servingSize: String(l.servingSize ?? ''),
      prepTime: String(l.prepTime ?? ''),
      minOrder: Number.isInteger(l.minOrder) && l.minOrder > 0 ? l.minOrder : 1,
      dietary: Array.isArray(l.dietary) ? l.dietary : [],
      isMarketPrice: l.isMarketPrice === true,
      quantity: Math.min(MAX_LINE_QUANTITY, l.quantity),
    }));
}
