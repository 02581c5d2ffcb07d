import type { Offer } from '../../../common/offer/types.ts';
import {
  EVENT_TYPE_LABELS,
  type EventType,
  proposalNumber,
  type Quote,
} from '../../../common/quotes/schema.ts';
import type { InviteEvent } from '../invites/index.ts';

/**
 * The calendar invite of a proposal's event (issue 40 §4): from its start for the offer's service
 * time (`offer.crew.serviceMinutes`, as the BEO's timeline reads it), at its venue. A visitor's
 * proposal (no account) gets no venue, as its mails leave out what the visitor typed. None without a
 * date or an email.
 */
export function quoteInvite(
  quote: Quote,
  business: { name: string; phone: string; email: string; offer: Offer },
): InviteEvent | null {
  if (!quote.eventDate || !quote.clientEmail) return null;
  const start = new Date(quote.eventDate);
  const label = EVENT_TYPE_LABELS[quote.eventType as EventType] ?? quote.eventType;
  const number = proposalNumber(quote);
  return {
    kind: 'quote',
    id: quote.id,
    when: { start, end: new Date(start.getTime() + business.offer.crew.serviceMinutes * 60_000) },
    location: quote.clientId === null ? null : quote.venue,
    summary: `${label} catered by ${business.name} (${number})`,
    description: [
      `Proposal ${number}: ${label}, ${quote.guestCount} guests.`,
      '',
      `Questions? Call ${business.phone}${business.email ? ` or write to ${business.email}` : ''}.`,
    ].join('\n'),
    attendee: { name: quote.clientName, email: quote.clientEmail },
  };
}
