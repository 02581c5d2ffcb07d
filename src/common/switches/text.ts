import { formatCalendarDate } from '../business-time.ts';

/** Words of the Feature Manager's rules, kept apart from the defaults every public page loads. */

export const SERVICE_LABELS = {
  foodTruck: 'Food Truck',
  dinnerCatering: 'Dinner Catering',
  brunch: 'Brunch Catering',
  training: 'Chef Training',
  recurringOrders: 'Recurring Orders',
} as const;
export type ServiceName = keyof typeof SERVICE_LABELS;

/** What a refused request and a switched-off page say. */
export const serviceOffMessage = (service: ServiceName) =>
  `${SERVICE_LABELS[service]} is not available right now.`;

/** "Saturday, June 6" for a 'YYYY-MM-DD' business date. */
export function longDate(date: string): string {
  return formatCalendarDate(date, { weekday: 'long', month: 'long', day: 'numeric' });
}

/** Why a date cannot be booked, in the same words from the server's refusal and the forms' checks. */
export const closedMessage = (date: string, reason?: string | null) =>
  `We are closed on ${longDate(date)}${reason ? ` (${reason})` : ''}. Please choose another date.`;
export const fullyBookedMessage = (date: string) =>
  `We are fully booked on ${longDate(date)}. Please choose another date.`;
export const leadTimeMessage = (minLeadHours: number, recommendedLeadHours: number) =>
  `Please book at least ${minLeadHours} hours ahead (we recommend at least ${recommendedLeadHours} hours).`;
