import { formatBusiness } from '../../../common/business-time.ts';
import { eventInSentence } from '../../../common/shifts/event-name.ts';
import type { ShiftResponse } from '../../../common/shifts/schema.ts';

/** An assigned shift with no answer yet waits on the person. */
export function responseLabel(response: ShiftResponse): string {
  if (response === 'accepted') return 'Accepted';
  if (response === 'declined') return 'Declined';
  return 'Waiting';
}

/**
 * A response's light badge: Mantine's own text on its tint is under 4.5:1 for these hues, so each
 * gets a deeper ink of the same hue (as quote-status-badge.tsx does).
 */
export function responseBadge(response: ShiftResponse): { color: string; c: string } {
  if (response === 'accepted') return { color: 'green', c: '#166534' };
  if (response === 'declined') return { color: 'red', c: '#991b1b' };
  return { color: 'orange', c: '#9a3412' };
}

/** "4:00 PM – 10:00 PM" on the business's clock. */
export function shiftTimes(startsAt: string, endsAt: string): string {
  const time = { hour: 'numeric', minute: '2-digit' } as const;
  return `${formatBusiness(startsAt, time)} – ${formatBusiness(endsAt, time)}`;
}

/** "Sat, Jun 12" on the business's clock. */
export function shiftDay(startsAt: string): string {
  return formatBusiness(startsAt, { weekday: 'short', month: 'short', day: 'numeric' });
}

/** The element id of a shift's card on My shifts: a day off's warning links to it. */
export const shiftAnchor = (id: number) => `shift-${id}`;

/** "1 shift", "2 shifts". */
export const shiftCount = (n: number) => `${n} ${n === 1 ? 'shift' : 'shifts'}`;

/** "Server at the Smith wedding (CC-2027-014)", "Server at Jordan Lee's order (ORD-042)". */
export const atEvent = (eventName: string) => `at ${eventInSentence(eventName)}`;
