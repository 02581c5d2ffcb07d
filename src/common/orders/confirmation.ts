import { replyWithin } from '../offer/text.ts';
import type { Offer } from '../offer/types.ts';
import { type fulfilmentText, isDelivered } from './time-windows.ts';

type ConfirmedOrder = Parameters<typeof fulfilmentText>[0] & { phone: string };

/**
 * The confirmation page's "What happens next" for a catering order: what the call confirms is the
 * handover the customer chose. A pickup's confirmation never speaks of delivery (issue 34 §6).
 */
export function confirmationNextStep(order: ConfirmedOrder, offer: Offer): string {
  const handover = isDelivered(order) ? 'delivery' : 'pickup';
  return `We call you at ${order.phone} ${replyWithin(offer)} to confirm the details, ${handover} and payment.`;
}
