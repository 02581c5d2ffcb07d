/** The checkout feature's query keys. */
export const checkoutKeys = {
  /** GET /api/account: the signed-in client's house account terms, for "Bill my account". */
  account: ['checkout', 'account'] as const,
};
