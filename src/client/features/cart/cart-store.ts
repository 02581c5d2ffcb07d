import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'catering.cart.v1';

type StoredLine = { quantity: number };

function readCount(): number {
  try {
    const lines = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as StoredLine[];
    return Array.isArray(lines) ? lines.reduce((sum, line) => sum + (Number(line.quantity) || 0), 0) : 0;
  } catch {
    return 0;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('cart-changed', onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('cart-changed', onChange);
  };
}

/** Number of items in the cart (sum of quantities), shared by the header and the menu. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, readCount, () => 0);
}
