import { normalizeDiscountCode, PENDING_DISCOUNT_KEY } from '../../../common/discounts/code-text.ts';

/** The code a shared link carries (`/menu?code=…`), normalised, or ''. */
export function sharedDiscountCode(params: URLSearchParams): string {
  return normalizeDiscountCode(params.get('code') ?? '').slice(0, 40);
}

/** The code a shared link (/menu?code=...) left for checkout and /quote. */
export function pendingDiscountCode(): string {
  try {
    return localStorage.getItem(PENDING_DISCOUNT_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberDiscountCode(code: string | null): void {
  try {
    const normalized = code ? normalizeDiscountCode(code) : '';
    if (normalized) localStorage.setItem(PENDING_DISCOUNT_KEY, normalized);
    else localStorage.removeItem(PENDING_DISCOUNT_KEY);
  } catch {
    // Private mode: the code is simply not remembered.
  }
}
