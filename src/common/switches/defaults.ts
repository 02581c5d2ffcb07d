import type { SiteSwitches } from './schema.ts';
import type { ServiceName } from './text.ts';

export type { ServiceName };

/** The switches before an admin changes anything: every service on, booking open, no limits. */
export const DEFAULT_FEATURES: SiteSwitches = {
  social: {
    // No made-up profile: the owner adds the business's own links (docs/decisions/0019).
    instagram: '',
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

/** Whether a service is offered to this viewer (training may be set to admins only). */
export function serviceVisible(features: SiteSwitches, service: ServiceName, isAdmin: boolean): boolean {
  if (!features.services[service].enabled) return false;
  return service !== 'training' || features.services.training.visibility === 'public' || isAdmin;
}

/**
 * Packages that belong to a service an admin may switch off (the other packages are the core
 * catering, always on): the server refuses a quote for them while it is off, and forms leave them out.
 */
export const PACKAGE_SERVICES: Readonly<Partial<Record<string, ServiceName>>> = { brunch: 'brunch' };
