/** The reviews feature's query keys; the home page's published reviews are ['reviews', 'published'] (SITE_QUERIES). */
export const reviewKeys = {
  reviews: ['reviews'] as const,
  target: (token: string) => ['reviews', 'link', token] as const,
};
