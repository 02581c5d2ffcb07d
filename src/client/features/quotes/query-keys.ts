const ALL = ['quotes'] as const;

/** The quotes feature's query keys; invalidating `all` refreshes lists, figures, events and versions. */
export const quoteKeys = {
  all: ALL,
  list: [...ALL, 'list'] as const,
  stats: [...ALL, 'stats'] as const,
  events: (id: number, updatedAt: string) => [...ALL, 'events', id, updatedAt] as const,
  versions: (id: number, version: number) => [...ALL, 'versions', id, version] as const,
};
