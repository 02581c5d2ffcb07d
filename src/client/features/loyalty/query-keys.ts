const ALL = ['loyalty'] as const;

/** The loyalty feature's query keys. */
export const loyaltyKeys = {
  all: ALL,
  member: [...ALL, 'me'] as const,
  rewards: [...ALL, 'rewards'] as const,
};
