/** Texts shared by the server's PDF and the browser's printable proposal, so both say the same. */
export const BUSINESS_TIME_ZONE = 'America/New_York';

export const PROPOSAL_TERMS = [
  'A 50% deposit is required to confirm your booking.',
  'The remaining balance is due 7 days before the event.',
  'The final guest count is due 72 hours before the event.',
  'Cancellations with at least 30 days notice receive a full refund.',
  'Our team arrives for setup 2 hours before the event starts.',
] as const;

/** "Saturday, May 4, 2030 at 6:00 PM" in the business's time zone, or TBD when there is no date. */
export function formatEventDate(iso: string | null | undefined): string {
  if (!iso) return 'TBD';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'TBD';
  const day = date.toLocaleDateString('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  const time = date.toLocaleTimeString('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${day} at ${time}`;
}

/** "May 4, 2030" for cards and lists, or TBD. */
export function formatShortDate(iso: string | null | undefined): string {
  if (!iso) return 'TBD';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'TBD';
  return date.toLocaleDateString('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}
