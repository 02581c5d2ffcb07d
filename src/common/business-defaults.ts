import type { BusinessIdentity } from './business.ts';

/** Demo identity: plausible, and fictional on its face (555 number, .example domains). */
export const DEFAULT_BUSINESS: BusinessIdentity = {
  name: 'Hearth & Table Catering',
  tagline: 'Full-service catering for Philadelphia events since 2018',
  address: '1450 Example Avenue, Suite 2',
  city: 'Philadelphia, PA 19123',
  phone: '(215) 555-0142',
  email: 'events@hearthandtable.example',
  website: 'https://hearthandtable.example',
  instagram: 'https://www.instagram.com/hearthandtable.example',
  hours: [
    { days: 'Tuesday - Friday', time: '9:00 AM - 6:00 PM' },
    { days: 'Saturday', time: '10:00 AM - 4:00 PM' },
    { days: 'Sunday - Monday', time: 'Events only' },
  ],
  foundedYear: 2018,
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
};
