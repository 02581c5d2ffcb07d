/**
 * The public site's fixed content, from the spec's business constants. Pages render it; tests read
 * the same values, so a price changes in one place.
 */

export { STATS, TESTIMONIALS } from './site-claims.ts';

export type ServiceOffer = {
  id: string;
  title: string;
  /** "$18" */
  price: string;
  /** "per person"; empty when the price stands alone. */
  unit: string;
  /** A starting price ("Starting at $500"). */
  from?: boolean;
  description: string;
  includes: string[];
};

/** Services tab "Main Services": starting prices per person. */
export const MAIN_SERVICES: readonly ServiceOffer[] = [
  {
    id: 'corporate',
    title: 'Corporate Catering',
    price: '$18',
    unit: 'per person',
    description:
      'Breakfast meetings, working lunches and company celebrations, delivered on time and set up neatly.',
    includes: [
      'Boxed lunches or buffet service',
      'Dietary labels on every dish',
      'Disposable or china place settings',
    ],
  },
  {
    id: 'special-events',
    title: 'Special Events',
    price: '$32',
    unit: 'per person',
    description:
      'Weddings, milestone birthdays, graduations and holiday parties with a menu planned around you.',
    includes: [
      'Menu tasting for the couple or host',
      'Plated, family-style or buffet',
      'Uniformed service staff on request',
    ],
  },
  {
    id: 'food-truck',
    title: 'Food Truck',
    price: '$12',
    unit: 'per person',
    description:
      'Our truck parks at your block party, school event or office lot and serves made-to-order plates.',
    includes: [
      '2-hour minimum booking',
      'A menu of 4 to 6 crowd favourites',
      'Self-contained: power and water on board',
    ],
  },
];

/** Services tab "Menu Options": the two packages of the menu (spec section 9). */
export const MENU_OPTIONS: readonly ServiceOffer[] = [
  {
    id: 'full-service',
    title: 'Full Service Catering',
    price: '$40',
    unit: 'per person',
    description: 'Choose 5 items from our menu; we deliver, set up, serve and clear. Minimum 50 guests.',
    includes: ['Choice of 5 menu items', 'Setup included', 'Minimum 50 guests'],
  },
  {
    id: 'brunch',
    title: 'Brunch Catering',
    price: '$30',
    unit: 'per person',
    description:
      'A late-morning spread of 5 brunch favourites with a fresh fruit tray and juice. Minimum 50 guests.',
    includes: ['Choice of 5 brunch items', 'Fruit tray and juice included', 'Minimum 50 guests'],
  },
  {
    id: 'pans',
    title: 'Half & Full Pan Orders',
    price: '$60',
    unit: 'per half pan',
    description: 'Feed a party at home: salads, vegetables, sides and entrees by the half pan or full pan.',
    includes: [
      'Half pans serve about 10-12',
      'Full pans serve about 20-25',
      'Seafood and lamb at market price',
    ],
  },
];

/** Services tab "Add-Ons": starting prices. */
export const ADD_ONS: readonly ServiceOffer[] = [
  {
    id: 'coordination',
    title: 'Event Coordination',
    price: '$500',
    unit: '',
    from: true,
    description:
      'A coordinator plans the timeline with you and runs the day, from vendor arrival to the last toast.',
    includes: ['Planning calls and a run-of-show', 'Vendor coordination', 'On-site lead for the event'],
  },
  {
    id: 'equipment',
    title: 'Equipment Rental',
    price: '$200',
    unit: '',
    from: true,
    description: 'Chafing dishes, linens, tables, china and glassware delivered and collected.',
    includes: ['Chafers and serving utensils', 'Linens, china and glassware', 'Tables and chairs on request'],
  },
  {
    id: 'staffing',
    title: 'Service Staff',
    price: '$25',
    unit: 'per hour per staff',
    from: true,
    description: 'Servers, bartenders and attendants who know our food and look after your guests.',
    includes: ['Servers and buffet attendants', 'Bartenders', 'Minimum 4 hours per staff member'],
  },
  {
    id: 'setup',
    title: 'Setup & Cleanup',
    price: '$300',
    unit: '',
    from: true,
    description: 'We arrive 2 hours early to set up and leave the venue as we found it.',
    includes: ['Setup 2 hours before the event', 'Buffet styling', 'Breakdown and trash removal'],
  },
];

export type CateringPackage = {
  id: 'basic' | 'premium' | 'luxury';
  name: string;
  price: string;
  period: string;
  guests: string;
  description: string;
  features: string[];
  popular: boolean;
};

/** The packages page's three cards (spec section 9). */
export const PACKAGES: readonly CateringPackage[] = [
  {
    id: 'basic',
    name: 'Basic',
    price: '$199',
    period: 'per event',
    guests: 'Up to 25 guests',
    description: 'A relaxed gathering with a generous spread and nothing to clean up.',
    features: [
      '3 menu items of your choice',
      'Disposable plates and cutlery',
      'Delivery and drop-off setup',
      'Serving utensils',
    ],
    popular: false,
  },
  {
    id: 'premium',
    name: 'Premium',
    price: '$349',
    period: 'per event',
    guests: 'Up to 50 guests',
    description: 'Our most booked package for birthdays, showers and office parties.',
    features: [
      '5 menu items of your choice',
      'Buffet setup with chafing dishes',
      'Premium disposable tableware',
      'One dessert tray',
      'Setup and cleanup',
    ],
    popular: true,
  },
  {
    id: 'luxury',
    name: 'Luxury',
    price: '$599',
    period: 'per event',
    guests: 'Up to 100 guests',
    description: 'A full-service experience for weddings and milestone celebrations.',
    features: [
      '7 menu items including one seafood dish',
      'China, glassware and linens',
      'Two service staff for 4 hours',
      'Dessert trays and beverage station',
      'Event coordination call',
    ],
    popular: false,
  },
];

/** Contact page FAQ (spec section 9). */
export const FAQ = [
  {
    question: 'Is there a minimum number of guests?',
    answer:
      'Yes: we cater for a minimum of 10 people. Custom event quotes and our full-service and brunch packages start at 50 guests.',
  },
  {
    question: 'How far ahead should I book?',
    answer:
      'Book 2-3 weeks ahead for most events, and 4-6 weeks ahead for 100 guests or more. For smaller orders, 72 hours is usually enough.',
  },
  {
    question: 'How long can I book the food truck for?',
    answer:
      'The food truck has a 2-hour minimum booking. Tell us your location and guest count and we will suggest a menu.',
  },
  {
    question: 'When can I reach you by phone?',
    answer:
      'Our phone line is open Tuesday to Friday. Any day of the week, the contact form and email reach us and we reply within 24 hours.',
  },
  {
    question: 'Where do you deliver?',
    // The spec's "5 boroughs / outside Manhattan" wording does not fit a Philadelphia caterer (docs/decisions).
    answer:
      'We deliver and set up across Philadelphia; outside the city an additional $25-50 delivery fee may apply.',
  },
  {
    question: 'Can you handle dietary needs?',
    answer:
      'Yes. Many dishes are vegetarian or gluten-free, others can be made so, and every dish is labelled at the buffet.',
  },
] as const;
