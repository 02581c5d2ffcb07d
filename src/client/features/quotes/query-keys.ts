const ALL = ['quotes'] as const;

/** The quotes feature's query keys; invalidating `all` refreshes lists, figures, events and versions. */
export const quoteKeys = {
  all: ALL,
  /** A page of the list, by its query string (GET /api/quotes/list). */
  page: (search: string) => [...ALL, 'page', search] as const,
  one: (id: number) => [...ALL, 'one', id] as const,
  stats: [...ALL, 'stats'] as const,
  events: (id: number, updatedAt: string) => [...ALL, 'events', id, updatedAt] as const,
  versions: (id: number, version: number) => [...ALL, 'versions', id, version] as const,
  /** A visitor's proposal opened by its mailed link (decision 0086). */
  link: (id: number) => [...ALL, 'link', id] as const,
  /** The whole bill a package request would get (POST /api/quotes/estimate), by its body. */
  estimate: (body: unknown) => [...ALL, 'estimate', body] as const,
  /** The owner's costing of a revision being drafted (POST /api/quotes/{id}/costing), by its body. */
  costing: (id: number, body: unknown) => [...ALL, 'costing', id, body] as const,
};
