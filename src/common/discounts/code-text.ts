/** Code text rules without zod, so public pages (the menu) can use them cheaply. */

/** A discount QR code carries its code as `DISCOUNT:CODE`. */
export const DISCOUNT_DATA_PREFIX = 'DISCOUNT:';

/** `10percent`, ` DISCOUNT:10PERCENT ` and `10PERCENT` are one code. */
export function normalizeDiscountCode(input: string): string {
  const trimmed = input.trim();
  const bare = trimmed.toUpperCase().startsWith(DISCOUNT_DATA_PREFIX)
    ? trimmed.slice(DISCOUNT_DATA_PREFIX.length)
    : trimmed;
  return bare.trim().toUpperCase();
}

/** The code a discount QR's data names, or null for any other data. */
export function discountCodeFromData(data: string): string | null {
  if (!data.trim().toUpperCase().startsWith(DISCOUNT_DATA_PREFIX)) return null;
  return normalizeDiscountCode(data) || null;
}

/** Where a shared code (/menu?code=...) waits until checkout or /quote picks it up. */
export const PENDING_DISCOUNT_KEY = 'catering.discount-code.v1';
