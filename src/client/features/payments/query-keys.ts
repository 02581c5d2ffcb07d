const ALL = ['payments'] as const;

/** The payments feature's query keys. */
export const paymentKeys = {
  options: [...ALL, 'options'] as const,
  quote: (quoteId: number) => [...ALL, quoteId] as const,
  testStatus: ['payment-test', 'status'] as const,
};
