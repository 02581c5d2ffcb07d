/** The recurring orders feature's query keys. */
export const recurringOrderKeys = {
  all: ['recurring-orders'] as const,
};
