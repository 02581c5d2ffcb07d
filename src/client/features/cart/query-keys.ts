const ALL = ['cart'] as const;

/** The cart feature's query keys. */
export const cartKeys = {
  all: ALL,
  /** The cart's lines at the menu's prices now (POST /api/cart/price), by its items. */
  price: (items: unknown) => [...ALL, 'price', items] as const,
};
