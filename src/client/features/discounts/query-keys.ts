/** The discounts feature's query keys. */
export const discountKeys = {
  codes: ['discount-codes'] as const,
};
