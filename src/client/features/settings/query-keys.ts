import { SITE_QUERIES } from '../../../common/site-queries.ts';

/** The settings feature's query keys. */
export const settingsKeys = {
  /** The business details as the owner edits them, beside the public copy every page reads. */
  businessEdit: [...SITE_QUERIES.business.key, 'edit'] as const,
  paymentInstructions: ['settings', 'payment-instructions'] as const,
};
