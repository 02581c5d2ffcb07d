import {
  addLine,
  type CartLine,
  cartCount,
  cartTotalCents,
  lineFor,
  mergeLines,
  removeLine,
  sanitizeLines,
  setLineQuantity,
} from '../../../common/cart/rules.ts';
import type { PanSize } from '../../../common/menu/price-text.ts';
import type { MenuItem } from '../../../common/menu/schema.ts';
import { formatCents } from '../../../common/money.ts';

/**
 * The cart lives in localStorage, so a reload or a second tab keeps it. This module reads and
 * changes it without React; the React screens use it through cart-store.ts. The rules themselves
 * are in src/common/cart/rules.ts.
 */
export const CART_STORAGE_KEY = 'catering.cart.v1';

const CHANGED = 'cart-changed';

/** The header's cart link's name, with the count. */
export function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}
/** The bar's words: "View cart (3) · $180.00". */
export function cartBarText(lines: readonly CartLine[]): string {
  return `View cart (${cartCount(lines)}) · ${formatCents(cartTotalCents(lines))}`;
}

const EMPTY: CartLine[] = [];

let cachedRaw: string | null = null;
let cachedLines: CartLine[] = EMPTY;

export function readCartLines(): CartLine[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return EMPTY;
  }
  // Same text, same array: useSyncExternalStore needs a stable snapshot.
  if (raw === cachedRaw) return cachedLines;
  cachedRaw = raw;
  try {
    cachedLines = raw ? sanitizeLines(JSON.parse(raw)) : EMPTY;
  } catch {
    cachedLines = EMPTY;
  }
  return cachedLines;
}

function writeLines(lines: CartLine[]): void {
  try {
    if (lines.length === 0) localStorage.removeItem(CART_STORAGE_KEY);
    else localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // Private mode or a full quota: the cart still works for this page view.
    cachedRaw = JSON.stringify(lines);
    cachedLines = lines;
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `onChange` when the cart changes, in this tab or another. */
export function subscribeToCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
}

export const cartActions = {
  /** Adds one of an item (in a pan size when it has two) and returns the line added. */
  add(item: MenuItem, panSize?: PanSize): CartLine {
    const line = lineFor(item, panSize);
    writeLines(addLine(readCartLines(), line));
    return line;
  },
  /** Adds lines with their quantities ("Order again"). */
  addLines(lines: readonly CartLine[]): void {
    writeLines(mergeLines(readCartLines(), lines));
  },
  setQuantity(id: string, quantity: number): void {
    writeLines(setLineQuantity(readCartLines(), id, quantity));
  },
  /** Takes the server's unit prices (cents by line id) for the lines it priced (issue 34 §2). */
  reprice(cents: ReadonlyMap<string, number>): void {
    writeLines(
      readCartLines().map((l) => {
        const now = cents.get(l.id);
        return now === undefined ? l : { ...l, price: now / 100 };
      }),
    );
  },
  remove(id: string): void {
    writeLines(removeLine(readCartLines(), id));
  },
  clear(): void {
    writeLines([]);
  },
};
