import { formatBusiness } from '../business-time.ts';

/** A dinner pickup's time as the customer, the tracker and the crew read it: "on Friday, May 2 at 6:30 PM", on the business's clock. */
export function formatPickupTime(iso: string | null): string {
  if (!iso) return '';
  const day = formatBusiness(iso, { weekday: 'long', month: 'long', day: 'numeric' });
  const time = formatBusiness(iso, { hour: 'numeric', minute: '2-digit' });
  return `on ${day} at ${time}`;
}
