import type { BusinessIdentity } from './business.ts';
import { DEFAULT_OFFER } from './offer/defaults.ts';

/**
 * The identity a new installation starts with. Nothing here may reach a real stranger: no street
 * address, email, website or Instagram until the owner sets them (pages then show none), and a 555
 * phone number (docs/decisions/0019-one-offer.md).
 */
export const DEFAULT_BUSINESS: BusinessIdentity = {
  name: 'Hearth & Table Catering',
  tagline: 'Full-service catering for Philadelphia events since 2018',
  address: '',
  city: 'Philadelphia, PA',
  phone: '(215) 555-0142',
  email: '',
  website: '',
  instagram: '',
  hours: [
    { days: 'Tuesday - Friday', time: '9:00 AM - 6:00 PM' },
    { days: 'Saturday', time: '10:00 AM - 4:00 PM' },
    { days: 'Sunday - Monday', time: 'Events only' },
  ],
  foundedYear: 2018,
  offer: DEFAULT_OFFER,
};

/**
 * What the site shows before an admin has saved the business's details (DEMO_DATA off): no name,
 * address or number that is not the business's own. An admin fills it in at /business-settings.
 */
export const UNCONFIGURED_BUSINESS: BusinessIdentity = {
  name: 'Catering',
  tagline: '',
  address: '',
  city: '',
  phone: '',
  email: '',
  website: '',
  instagram: '',
  hours: [],
  foundedYear: new Date().getFullYear(),
  offer: DEFAULT_OFFER,
};
