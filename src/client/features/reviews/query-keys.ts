/** The reviews feature's query keys. */
export const reviewKeys = {
  reviews: ['reviews'] as const,
};
