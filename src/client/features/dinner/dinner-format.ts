import { BUSINESS_TIME_ZONE } from '../../../common/orders/business-time.ts';

/** "on Friday, May 2 at 6:30 PM", on the business's clock. */
export function formatPickupTime(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(at);
  const time = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(at);
  return `on ${day} at ${time}`;
}
