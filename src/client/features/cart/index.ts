/**
 * What the cart feature offers the rest of the app. Other features import only these names,
 * from the modules named here (npm run check:imports); importing this file works too, but puts every
 * module below into the importer's chunk.
 */
export { CartButton } from './cart-button.tsx';
export { CartPanel } from './cart-panel.tsx';
export { CartPriceNotices } from './cart-price-notices.tsx';
export {
  CART_STORAGE_KEY,
  cartActions,
  cartBarText,
  cartLabel,
  readCartLines,
} from './cart-storage.ts';
export { useCart, useCartCount } from './cart-store.ts';
export { useCartPrices } from './use-cart-prices.ts';
