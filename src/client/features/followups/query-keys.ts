/** The follow-ups feature's query keys. */
export const followupKeys = {
  outbox: ['followups', 'sms-outbox'] as const,
  automations: ['followups', 'automations'] as const,
  previewQuote: ['followups', 'preview-quote'] as const,
  reviews: ['followups', 'reviews'] as const,
};
