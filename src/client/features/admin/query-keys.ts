import { SITE_QUERIES } from '../../../common/site-queries.ts';

/** The admin feature's query keys. */
export const adminKeys = {
  stats: ['admin', 'stats'] as const,
  taxReport: ['admin', 'tax-report'] as const,
  clients: ['admin', 'clients'] as const,
  /** The clients a search finds, a page at a time (a prefix of `clients`, so saving one refreshes them). */
  clientSearch: (q: string) => ['admin', 'clients', q] as const,
  /** The switches as the admin edits them, beside the public copy every page reads. */
  switchesEdit: [...SITE_QUERIES.features.key, 'edit'] as const,
};
