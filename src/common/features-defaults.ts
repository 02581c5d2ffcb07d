import type { SiteFeatures } from './features.ts';

/** The switches before an admin changes anything: every service on, booking open, no limits. */
export const DEFAULT_FEATURES: SiteFeatures = {
  social: {
    instagram: 'https://www.instagram.com/hearthandtable.example',
    facebook: '',
    tiktok: '',
    yelp: '',
    google: '',
  },
  bookNow: {
    enabled: true,
    pausedMessage:
      'Online booking is paused right now. Please call us or send a message and we will help you.',
    minLeadHours: 24,
    recommendedLeadHours: 72,
    blackoutDates: [],
    maxEventsPerDay: null,
    maxDinnerPickupsPerSlot: null,
  },
  services: {
    foodTruck: { enabled: true },
    dinnerCatering: { enabled: true },
    brunch: { enabled: true },
    training: { enabled: true, visibility: 'public' },
    recurringOrders: { enabled: true },
  },
};

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
