import { useSyncExternalStore } from 'react';
import { type CartLine, cartCount, cartTotalCents } from '../../../common/cart/rules.ts';
import { cartActions, readCartLines, subscribeToCart } from './cart-storage.ts';

/** The cart for React screens: the header, the menu and checkout read it through these hooks. */

const EMPTY: CartLine[] = [];
// The server renders an empty cart; the browser's own shows right after hydration.
const serverSnapshot = () => EMPTY;

function useCartLines(): CartLine[] {
  return useSyncExternalStore(subscribeToCart, readCartLines, serverSnapshot);
}

export function useCart() {
  const lines = useCartLines();
  return { lines, count: cartCount(lines), totalCents: cartTotalCents(lines), ...cartActions };
}

/** Number of items in the cart (sum of quantities), shared by the header and the menu. */
export function useCartCount(): number {
  return cartCount(useCartLines());
}
