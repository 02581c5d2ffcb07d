/**
 * Money travels as strings with two decimals ("1250.00"). Arithmetic is done in whole cents so sums
 * of line items never pick up floating-point dust.
 */
const MONEY_TEXT = /^\d{1,8}(\.\d{1,2})?$/;

/** The largest amount numeric(10,2) can hold. */
export const MAX_CENTS = 99_999_999_99;

export function isMoneyText(value: string): boolean {
  return MONEY_TEXT.test(value);
}

export function toCents(value: string | number): number {
  if (typeof value === 'number') return Math.round(value * 100);
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "$1,250.00": two decimals always, as on the printable proposal. */
export function formatMoney(value: string | number | null | undefined): string {
  const cents = value === null || value === undefined ? 0 : toCents(value);
  const text = fromCents(cents);
  const [whole = '0', fraction = '00'] = text.replace('-', '').split('.');
  return `${cents < 0 ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
