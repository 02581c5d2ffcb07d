/** The texts feature's query keys. */
export const textKeys = {
  outbox: ['texts', 'sms-outbox'] as const,
};
