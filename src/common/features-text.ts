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
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
