/**
 * A dish's price: whole cents per size, or market price (docs/decisions/0056). The customer menu, the
 * cart and the server's order pricing all read these amounts, so what a card shows is what the order
 * is charged. The spec's free-text `price` is derived from them, and a text sent by an API client is
 * read strictly: a text that does not name positive amounts is refused, never stored as $0.
 */
import { formatCents } from '../money.ts';

export const PAN_SIZES = { half: 'Half Pan', full: 'Full Pan' } as const;
export type PanSize = keyof typeof PAN_SIZES;
export type PanSizeLabel = (typeof PAN_SIZES)[PanSize];

export type PriceUnit = 'pan' | 'person' | 'each' | null;

/** As stored: an amount per size the dish is sold in (null: not sold so), or market price. */
export type MenuPrices = {
  halfPanCents: number | null;
  fullPanCents: number | null;
  perPersonCents: number | null;
  eachCents: number | null;
  /** No amount: "market price, we confirm by phone". */
  marketPrice: boolean;
};

/** The one sentence that tells an API client how to write a price text. */
export const PRICE_TEXT_HELP = 'Enter prices like Half Pan: $60 | Full Pan: $110';
export const MARKET_PRICE_TEXT = 'Market price, we confirm by phone';
/** The most a dish may cost per unit: $100,000. */
export const MAX_DISH_CENTS = 10_000_000;

export type ParsedPrice =
  /** Both a half-pan and a full-pan amount: the card offers two buttons. */
  | { kind: 'pans'; halfCents: number; fullCents: number; unit: 'pan' }
  /** One amount: the card offers Add to Cart. `panSize` when it is the dish's only pan size. */
  | { kind: 'single'; cents: number; unit: PriceUnit; panSize?: PanSize }
  /** No amount: priced when the business confirms the order by phone. */
  | { kind: 'market'; unit: null };

const amounts = (p: MenuPrices) => [p.halfPanCents, p.fullPanCents, p.perPersonCents, p.eachCents];

/** Why these prices cannot be stored, or null. A dish is priced by pan, per person or each, or market. */
export function pricesProblem(p: MenuPrices): string | null {
  const given = amounts(p).filter((c): c is number => c !== null);
  if (given.some((c) => !Number.isInteger(c) || c <= 0)) return 'Prices must be more than $0';
  if (given.some((c) => c > MAX_DISH_CENTS)) return 'Prices must be at most $100,000';
  if (p.marketPrice) return given.length > 0 ? 'A market-price dish has no amounts' : null;
  if (given.length === 0) return 'Enter a price for at least one size, or choose market price';
  const ways = [
    p.halfPanCents !== null || p.fullPanCents !== null,
    p.perPersonCents !== null,
    p.eachCents !== null,
  ].filter(Boolean).length;
  return ways > 1 ? 'Price a dish by the pan, per person or each, not several at once' : null;
}

/** What the prices offer a customer: two pan buttons, one amount, or market price. */
export function priceShape(p: MenuPrices): ParsedPrice {
  if (p.marketPrice) return { kind: 'market', unit: null };
  if (p.halfPanCents !== null && p.fullPanCents !== null) {
    return { kind: 'pans', halfCents: p.halfPanCents, fullCents: p.fullPanCents, unit: 'pan' };
  }
  if (p.halfPanCents !== null) return { kind: 'single', cents: p.halfPanCents, unit: 'pan', panSize: 'half' };
  if (p.fullPanCents !== null) return { kind: 'single', cents: p.fullPanCents, unit: 'pan', panSize: 'full' };
  if (p.perPersonCents !== null) return { kind: 'single', cents: p.perPersonCents, unit: 'person' };
  return { kind: 'single', cents: p.eachCents ?? 0, unit: 'each' };
}

/** "$60", "$62.50": whole dollars without cents, as menus print them. */
function dollars(cents: number): string {
  return cents % 100 === 0 ? `$${(cents / 100).toLocaleString('en-US')}` : formatCents(cents);
}

/** The spec's `price` text, derived from the amounts: "Half Pan: $60 | Full Pan: $110". */
export function priceText(p: MenuPrices): string {
  if (p.marketPrice) return MARKET_PRICE_TEXT;
  const parts: string[] = [];
  if (p.halfPanCents !== null) parts.push(`Half Pan: ${dollars(p.halfPanCents)}`);
  if (p.fullPanCents !== null) parts.push(`Full Pan: ${dollars(p.fullPanCents)}`);
  if (p.perPersonCents !== null) parts.push(`${dollars(p.perPersonCents)} per person`);
  if (p.eachCents !== null) parts.push(`${dollars(p.eachCents)} each`);
  return parts.join(' | ');
}

type Size = 'half' | 'full' | 'person' | 'each';
type Token =
  | { t: 'size'; size: Size }
  | { t: 'pan' }
  | { t: 'amount'; cents: number; sign: boolean }
  | { t: 'market' }
  | { t: 'sep' };

const TOKEN =
  /(half)|(full)|\b(person|people|guests?|head|pp)\b|\b(each|plates?|trays?|cups?|pieces?)\b|\b(pans?)\b|(market)|(\$\s*)?((?:\d{1,3}(?:,\d{3})+(?![\d,])|\d+)(?:\.\d{1,2})?)|(\||\/|;|,|\band\b)/gi;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    if (m[1]) tokens.push({ t: 'size', size: 'half' });
    else if (m[2]) tokens.push({ t: 'size', size: 'full' });
    else if (m[3]) tokens.push({ t: 'size', size: 'person' });
    else if (m[4]) tokens.push({ t: 'size', size: 'each' });
    else if (m[5]) tokens.push({ t: 'pan' });
    else if (m[6]) tokens.push({ t: 'market' });
    else if (m[8]) {
      const [whole = '0', cents = ''] = m[8].replace(/,/g, '').split('.');
      tokens.push({ t: 'amount', cents: Number(whole) * 100 + Number(cents.padEnd(2, '0')), sign: !!m[7] });
    } else tokens.push({ t: 'sep' });
  }
  return tokens;
}

/**
 * Reads a price text strictly: "Half Pan: $60 | Full Pan: $110", "half pan 62, full pan 95",
 * "$62 half / $95 full", "$30 per person", "Small Tray $50", "$15.99", "Market Price". Returns null
 * for a text that does not name a positive amount for each size it mentions.
 */
export function readPriceText(input: string): MenuPrices | null {
  // Notes in brackets ("(minimum 50)", "(serves 10-12)") are not prices.
  let tokens = tokenize(input.replace(/\([^)]*\)/g, ' '));
  // With a dollar sign anywhere, only dollar amounts are prices ("8 oz cup $4").
  if (tokens.some((k) => k.t === 'amount' && k.sign)) {
    tokens = tokens.filter((k) => k.t !== 'amount' || k.sign);
  }
  const found = tokens.filter((k) => k.t === 'amount');
  if (tokens.some((k) => k.t === 'market')) {
    return found.length === 0
      ? { halfPanCents: null, fullPanCents: null, perPersonCents: null, eachCents: null, marketPrice: true }
      : null;
  }
  const entries: { size: Size | null; cents: number }[] = [];
  let segment: Token[] = [];
  const close = (): boolean => {
    const sizes = segment.flatMap((k) => (k.t === 'size' ? [k.size] : []));
    const cents = segment.flatMap((k) => (k.t === 'amount' ? [k.cents] : []));
    segment = [];
    if (cents.length === 0) return !sizes.some((s) => s === 'half' || s === 'full');
    if (sizes.length === 0 && cents.length === 1) {
      entries.push({ size: null, cents: cents[0]! });
      return true;
    }
    if (sizes.length !== cents.length) return false;
    for (const [i, size] of sizes.entries()) entries.push({ size, cents: cents[i]! });
    return true;
  };
  for (const token of tokens) {
    if (token.t !== 'sep') segment.push(token);
    else if (!close()) return null;
  }
  if (!close() || entries.length === 0) return null;
  // "Full Pan $175" names a pan size; "$60 per pan" does not say which.
  if (tokens.some((k) => k.t === 'pan') && !entries.some((e) => e.size === 'half' || e.size === 'full')) {
    return null;
  }
  if (entries.some((e) => e.size === null) && entries.length > 1) return null;
  const prices: MenuPrices = {
    halfPanCents: null,
    fullPanCents: null,
    perPersonCents: null,
    eachCents: null,
    marketPrice: false,
  };
  const field = {
    half: 'halfPanCents',
    full: 'fullPanCents',
    person: 'perPersonCents',
    each: 'eachCents',
  } as const;
  for (const { size, cents } of entries) {
    const key = field[size ?? 'each'];
    if (prices[key] !== null) return null;
    prices[key] = cents;
  }
  return pricesProblem(prices) ? null : prices;
}

export type UnitPrice = { cents: number; isMarketPrice: boolean };

/**
 * The price of one unit of a dish, in a given pan size when it comes in two.
 * Returns an error text when the pan size does not fit the dish.
 */
export function unitPrice(prices: MenuPrices, panSize: PanSize | undefined): UnitPrice | { error: string } {
  const shape = priceShape(prices);
  if (shape.kind === 'pans') {
    if (!panSize) return { error: 'Choose Half Pan or Full Pan' };
    return { cents: panSize === 'half' ? shape.halfCents : shape.fullCents, isMarketPrice: false };
  }
  if (panSize && !(shape.kind === 'single' && shape.panSize === panSize)) {
    return { error: 'This item does not come in pan sizes' };
  }
  if (shape.kind === 'market') return { cents: 0, isMarketPrice: true };
  return { cents: shape.cents, isMarketPrice: false };
}

const UNIT_SUFFIX: Record<Exclude<PriceUnit, null>, string> = {
  pan: 'per pan',
  person: 'per person',
  each: 'each',
};

export function unitSuffix(unit: PriceUnit): string {
  return unit ? UNIT_SUFFIX[unit] : '';
}
