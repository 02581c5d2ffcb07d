/**
 * Money, one way everywhere: it travels as strings with two decimals ("1250.00", numeric(10,2) in the
 * database), arithmetic is done in whole cents so sums never pick up floating-point dust, and people
 * read it as "$1,250.00" (Intl.NumberFormat, two decimals always, as on the printable proposal).
 */
const MONEY_TEXT = /^\d{1,8}(\.\d{1,2})?$/;
/** An amount as written: optional sign, digits (thousands commas allowed), at most two decimals. */
const AMOUNT_TEXT = /^(-)?((?:\d{1,3}(?:,\d{3})+)|\d+)?(?:\.(\d{1,2}))?$/;

/** The largest amount numeric(10,2) can hold. */
export const MAX_CENTS = 99_999_999_99;

/** What the API accepts as an amount typed by a person: "1250" or "1250.5" or "1250.50", never negative. */
export function isMoneyText(value: string): boolean {
  return MONEY_TEXT.test(value);
}

/** Whole cents of an amount: "1,250.10" → 125010, 0.1 + 0.2 → 30. */
export function toCents(value: string | number): number {
  if (typeof value === 'number') return Math.round(value * 100);
  const text = value.trim();
  const match = AMOUNT_TEXT.exec(text);
  if (!match || (match[2] === undefined && match[3] === undefined)) return Math.round(Number(text) * 100);
  const cents = Number((match[2] ?? '0').replace(/,/g, '')) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** 125010 → "1250.10": how money travels in the API. */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 125000 → "$1,250.00" */
export function formatCents(cents: number): string {
  return USD.format((Math.round(cents) || 0) / 100);
}

/** "1250" or 1250 → "$1,250.00"; nothing reads "$0.00". */
export function formatMoney(value: string | number | null | undefined): string {
  return formatCents(value === null || value === undefined ? 0 : toCents(value));
}
