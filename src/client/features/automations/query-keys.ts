/** The automations feature's query keys. */
export const automationKeys = {
  automations: ['automations'] as const,
  previewQuote: ['automations', 'preview-quote'] as const,
};
