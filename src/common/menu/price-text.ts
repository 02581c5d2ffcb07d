/**
 * Reading the menu's free-text prices ("Half Pan $60 / Full Pan $90", "$30 per person (minimum 50)",
 * "Market Price"). The customer menu, the cart and the server's order pricing all use these rules,
 * so what a card shows is what the order is charged.
 */
import { toCents } from '../money.ts';

export const PAN_SIZES = { half: 'Half Pan', full: 'Full Pan' } as const;
export type PanSize = keyof typeof PAN_SIZES;
export type PanSizeLabel = (typeof PAN_SIZES)[PanSize];

export type PriceUnit = 'pan' | 'person' | 'each' | 'tray' | 'plate' | null;

export type ParsedPrice =
  /** Both a half-pan and a full-pan amount: the card offers two buttons. */
  | { kind: 'pans'; halfCents: number; fullCents: number; unit: 'pan' }
  /** One amount (the first dollar amount found, or 0): the card offers Add to Cart. */
  | { kind: 'single'; cents: number; unit: PriceUnit }
  /** No amount and the text says market price: priced when the business confirms the order. */
  | { kind: 'market'; unit: PriceUnit };

const AMOUNT = String.raw`\$\s*((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?)`;
const DOLLARS = new RegExp(AMOUNT, 'g');
const HALF = new RegExp(String.raw`half(?:[\s-]*pan)?\b[^$\d/]{0,12}${AMOUNT}`, 'i');
const FULL = new RegExp(String.raw`full(?:[\s-]*pan)?\b[^$\d/]{0,12}${AMOUNT}`, 'i');

function unitOf(text: string): PriceUnit {
  if (/per\s+(person|guest|head)|\/\s*person|pp\b/i.test(text)) return 'person';
  if (/\beach\b|per\s+(cup|piece)/i.test(text)) return 'each';
  if (/per\s+plate|\bplate\b/i.test(text)) return 'plate';
  if (/\btray\b/i.test(text)) return 'tray';
  if (/\bpan\b/i.test(text)) return 'pan';
  return null;
}

export function parsePriceText(text: string): ParsedPrice {
  const half = HALF.exec(text);
  const full = FULL.exec(text);
  if (half?.[1] && full?.[1]) {
    return { kind: 'pans', halfCents: toCents(half[1]), fullCents: toCents(full[1]), unit: 'pan' };
  }
  const first = text.match(DOLLARS)?.[0];
  if (first) return { kind: 'single', cents: toCents(first.replace(/^\$\s*/, '')), unit: unitOf(text) };
  if (/market/i.test(text)) return { kind: 'market', unit: unitOf(text) };
  return { kind: 'single', cents: 0, unit: unitOf(text) };
}

export type UnitPrice = { cents: number; isMarketPrice: boolean };

/**
 * The price of one unit of an item, in a given pan size when the item comes in pans.
 * Returns an error text when the pan size does not fit the item.
 */
export function unitPrice(text: string, panSize: PanSize | undefined): UnitPrice | { error: string } {
  const parsed = parsePriceText(text);
  if (parsed.kind === 'pans') {
    if (!panSize) return { error: 'Choose Half Pan or Full Pan' };
    return { cents: panSize === 'half' ? parsed.halfCents : parsed.fullCents, isMarketPrice: false };
  }
  if (panSize) return { error: 'This item does not come in pan sizes' };
  if (parsed.kind === 'market') return { cents: 0, isMarketPrice: true };
  return { cents: parsed.cents, isMarketPrice: false };
}

const UNIT_SUFFIX: Record<Exclude<PriceUnit, null>, string> = {
  pan: 'per pan',
  person: 'per person',
  each: 'each',
  tray: 'per tray',
  plate: 'per plate',
};

export function unitSuffix(unit: PriceUnit): string {
  return unit ? UNIT_SUFFIX[unit] : '';
}
