const ALL = ['photos'] as const;

/** The photos feature's query keys (a visitor's gallery is a site query: common/site-queries.ts). */
export const photoKeys = {
  all: ALL,
  manager: [...ALL, 'manager'] as const,
  gallery: [...ALL, 'gallery'] as const,
  list: (list: string) => [...ALL, list] as const,
};
