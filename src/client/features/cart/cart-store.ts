import { useSyncExternalStore } from 'react';
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
import { CART_STORAGE_KEY } from './cart-key.ts';

/**
 * The cart lives in localStorage, so a reload or a second tab keeps it; the header, the menu and
 * checkout all read it through this store. The rules themselves are in src/common/cart/rules.ts.
 */

const CHANGED = 'cart-changed';
const EMPTY: CartLine[] = [];

let cachedRaw: string | null = null;
let cachedLines: CartLine[] = EMPTY;

function readLines(): CartLine[] {
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

function subscribe(onChange: () => void): () => void {
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

const serverSnapshot = () => EMPTY;

export const cartActions = {
  /** Adds one of an item (in a pan size when it has two) and returns the line added. */
  add(item: MenuItem, panSize?: PanSize): CartLine {
    const line = lineFor(item, panSize);
    writeLines(addLine(readLines(), line));
    return line;
  },
  /** Adds lines with their quantities ("Order again"). */
  addLines(lines: readonly CartLine[]): void {
    writeLines(mergeLines(readLines(), lines));
  },
  setQuantity(id: string, quantity: number): void {
    writeLines(setLineQuantity(readLines(), id, quantity));
  },
  remove(id: string): void {
    writeLines(removeLine(readLines(), id));
  },
  clear(): void {
    writeLines([]);
  },
};

function useCartLines(): CartLine[] {
  return useSyncExternalStore(subscribe, readLines, serverSnapshot);
}

export function useCart() {
  const lines = useCartLines();
  return { lines, count: cartCount(lines), totalCents: cartTotalCents(lines), ...cartActions };
}

/** Number of items in the cart (sum of quantities), shared by the header and the menu. */
export function useCartCount(): number {
  return cartCount(useCartLines());
}
