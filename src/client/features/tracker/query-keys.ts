/** The tracker feature's query keys. */
export const trackerKeys = {
  /** A visitor's order, opened by its tracking link. */
  tracking: (orderId: string | null, token: string | null) =>
    ['tracker', 'tracking', orderId, token] as const,
  /** A client's tracker of their orders. */
  mine: ['tracker'] as const,
};
