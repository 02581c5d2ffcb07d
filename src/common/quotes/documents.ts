/** Texts shared by the server's PDF and the browser's printable proposal, so both say the same. */
export const PROPOSAL_TERMS = [
  'A 50% deposit is required to confirm your booking.',
  'The remaining balance is due 7 days before the event.',
  'The final guest count is due 72 hours before the event.',
  'Cancellations with at least 30 days notice receive a full refund.',
  'Our team arrives for setup 2 hours before the event starts.',
] as const;
