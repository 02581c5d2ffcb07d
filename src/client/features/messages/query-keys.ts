const ALL = ['messages'] as const;

/** The messages feature's query keys. */
export const messageKeys = {
  all: ALL,
  threads: [...ALL, 'threads'] as const,
  quote: (quoteId: number | null) => [...ALL, 'quote', quoteId] as const,
};
