/** Where the cart is kept in localStorage (also read by main.tsx, which must not load the cart store). */
export const CART_STORAGE_KEY = 'catering.cart.v1';
