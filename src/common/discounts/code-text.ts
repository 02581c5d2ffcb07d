/** Code text rules without zod, so public pages (the menu) can use them cheaply. */

/**
 * A discount QR code is stored naming its code as `DISCOUNT:CODE`, and encodes the link
 * `{PUBLIC_URL}/menu?code=CODE` that a phone camera opens (decision 0058).
 */
export const DISCOUNT_DATA_PREFIX = 'DISCOUNT:';

/** The code names the QR codes accept: letters, digits, - and _. */
const CODE_NAME = /^[A-Z0-9_-]{1,60}$/;

/** `{PUBLIC_URL}/menu?code=CODE`: the menu, with the code waiting in the cart. */
export function discountLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/menu?code=${encodeURIComponent(normalizeDiscountCode(code))}`;
}

/** The code of a discount link (any site's /menu?code=…), or null. */
function codeFromLink(data: string): string | null {
  if (!/^https?:\/\//i.test(data)) return null;
  try {
    const url = new URL(data);
    const code = url.pathname.replace(/\/+$/, '') === '/menu' ? url.searchParams.get('code') : null;
    return code ? normalizeDiscountCode(code) : null;
  } catch {
    return null;
  }
}

/** `10percent`, ` DISCOUNT:10PERCENT ` and `10PERCENT` are one code. */
export function normalizeDiscountCode(input: string): string {
  const trimmed = input.trim();
  const bare = trimmed.toUpperCase().startsWith(DISCOUNT_DATA_PREFIX)
    ? trimmed.slice(DISCOUNT_DATA_PREFIX.length)
    : trimmed;
  return bare.trim().toUpperCase();
}

/** The code a discount QR's data names (`DISCOUNT:CODE` or a /menu?code= link), or null for any other data. */
export function discountCodeFromData(data: string): string | null {
  const trimmed = data.trim();
  if (!trimmed.toUpperCase().startsWith(DISCOUNT_DATA_PREFIX)) {
    const linked = codeFromLink(trimmed);
    return linked && CODE_NAME.test(linked) ? linked : null;
  }
  const code = normalizeDiscountCode(trimmed);
  return CODE_NAME.test(code) ? code : null;
}

/** What an admin types as a discount QR's data: a code, `DISCOUNT:CODE` or a link; null if none of them. */
export function discountCodeFromInput(data: string): string | null {
  const named = discountCodeFromData(data);
  if (named) return named;
  const bare = data.trim().toUpperCase();
  return CODE_NAME.test(bare) ? bare : null;
}

/** Where a shared code (/menu?code=...) waits until checkout or /quote picks it up. */
export const PENDING_DISCOUNT_KEY = 'catering.discount-code.v1';
