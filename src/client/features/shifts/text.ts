import { formatBusiness } from '../../../common/business-time.ts';
import type { ShiftResponse } from '../../../common/shifts/schema.ts';

/** An assigned shift with no answer yet waits on the person. */
export function responseLabel(response: ShiftResponse): string {
  if (response === 'accepted') return 'Accepted';
  if (response === 'declined') return 'Declined';
  return 'Waiting';
}

export const responseColor = (response: ShiftResponse) =>
  response === 'accepted' ? 'sage' : response === 'declined' ? 'red' : 'yellow';

/** "4:00 PM – 10:00 PM" on the business's clock. */
export function shiftTimes(startsAt: string, endsAt: string): string {
  const time = { hour: 'numeric', minute: '2-digit' } as const;
  return `${formatBusiness(startsAt, time)} – ${formatBusiness(endsAt, time)}`;
}

/** "Sat, Jun 12" on the business's clock. */
export function shiftDay(startsAt: string): string {
  return formatBusiness(startsAt, { weekday: 'short', month: 'short', day: 'numeric' });
}
