/**
 * Money, one way everywhere: the database stores whole cents (integer columns named `…Cents`, like
 * menu prices), services add and compare whole cents so sums never pick up floating-point dust, the
 * API carries strings with two decimals ("1250.00", `fromCents` at the edge, so clients see what they
 * always saw), and people read it as "$1,250.00" (Intl.NumberFormat, two decimals always, as on the
 * printable proposal). Text is parsed digit by digit, never through a float (docs/decisions/0100).
 */
const MONEY_TEXT = /^\d{1,8}(\.\d{1,2})?$/;
/** An amount as written: optional sign, digits (thousands commas allowed), at most two decimals. */
const AMOUNT_TEXT = /^(-)?((?:\d{1,3}(?:,\d{3})+)|\d+)?(?:\.(\d{1,2}))?$/;

/** The largest amount an integer cents column holds ($21,474,836.47). */
export const MAX_CENTS = 2_147_483_647;

/** What the API accepts as an amount typed by a person: "1250" or "1250.5" or "1250.50", never negative. */
export function isMoneyText(value: string): boolean {
  return MONEY_TEXT.test(value);
}

/**
 * Whole cents of an amount written as text: "1,250.10" → 125010. Anything else ("1e3", "12.345",
 * "abc") is a programming error, not an amount: it throws rather than guessing through a float.
 */
export function toCents(value: string): number {
  const text = value.trim();
  const match = AMOUNT_TEXT.exec(text);
  if (!match || (match[2] === undefined && match[3] === undefined)) {
    throw new RangeError(`Not an amount: ${JSON.stringify(value)}`);
  }
  const cents = Number((match[2] ?? '0').replace(/,/g, '')) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount too large: ${JSON.stringify(value)}`);
  return match[1] ? -cents : cents;
}

/** Whole cents a database answer carries as text (`sum(amount_cents)::text` is a bigint): "125010" → 125010. */
export function centsOfText(value: string | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const cents = Number(value);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not whole cents: ${JSON.stringify(value)}`);
  return cents;
}

/** 125010 → "1250.10": how money travels in the API. */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Nullable cents to the API's nullable decimal string. */
export function fromCentsOrNull(cents: number | null | undefined): string | null {
  return cents === null || cents === undefined ? null : fromCents(cents);
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 125000 → "$1,250.00" */
export function formatCents(cents: number): string {
  return USD.format((Math.round(cents) || 0) / 100);
}

/** "1250" → "$1,250.00"; nothing reads "$0.00". */
export function formatMoney(value: string | null | undefined): string {
  return formatCents(value === null || value === undefined ? 0 : toCents(value));
}
