/**
 * The proposal's terms, shared by the server's PDF, the browser's printable proposal and the signing
 * box, so all say the same; the final count's deadline is the offer's (issue 27 §3).
 */
export function proposalTerms(offer: { guestCounts: { closesHoursBefore: number } }): string[] {
  return [
    'A 50% deposit is required to confirm your booking.',
    'The remaining balance is due 7 days before the event.',
    `The final guest count is due ${offer.guestCounts.closesHoursBefore} hours before the event.`,
    'Cancellations with at least 30 days notice receive a full refund.',
    'Our team arrives for setup 2 hours before the event starts.',
  ];
}
