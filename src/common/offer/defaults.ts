import type { Offer } from './types.ts';

const HOT_BUFFET = ['salads', 'vegetables', 'sides', 'entrees', 'desserts'];

/**
 * What a Philadelphia caterer of this size sells, as first loaded; the owner changes it at
 * /business-settings?tab=offer. The spec's figures where they agree with each other, see
 * docs/decisions/0019-one-offer.md for the rest.
 */
export const DEFAULT_OFFER: Offer = {
  perPerson: [
    {
      key: 'full-service',
      name: 'Full Service Catering',
      description:
        'A complete hot buffet for weddings, corporate events and celebrations, set up by our team.',
      pricePerPerson: '40.00',
      minGuests: 50,
      dishCount: 5,
      eligibleCategories: HOT_BUFFET,
      includes: ['Setup included', 'Chafing dishes and serving utensils', 'Plates, napkins and cutlery'],
      popular: false,
    },
    {
      key: 'brunch',
      name: 'Brunch Catering',
      description: 'A generous late-morning spread for showers, meetings and Sunday gatherings.',
      pricePerPerson: '30.00',
      minGuests: 50,
      dishCount: 5,
      eligibleCategories: ['brunch', 'salads', 'sides', 'desserts'],
      includes: ['Fresh fruit tray included', 'Orange and apple juice included', 'Setup included'],
      popular: false,
    },
  ],
  perEvent: [
    {
      key: 'basic',
      name: 'Basic',
      description: 'A relaxed gathering with a generous spread, dropped off hot and ready to serve.',
      price: '450.00',
      minGuests: 10,
      maxGuests: 25,
      dishCount: 3,
      eligibleCategories: HOT_BUFFET,
      includes: ['Disposable plates and cutlery', 'Delivery and drop-off setup', 'Serving utensils'],
      popular: false,
    },
    {
      key: 'premium',
      name: 'Premium',
      description: 'Our most booked package for birthdays, showers and office parties.',
      price: '1250.00',
      minGuests: 10,
      maxGuests: 50,
      dishCount: 5,
      eligibleCategories: HOT_BUFFET,
      includes: [
        'Buffet setup with chafing dishes',
        'Premium disposable tableware',
        'One dessert tray',
        'Setup and cleanup',
      ],
      popular: true,
    },
    {
      key: 'luxury',
      name: 'Luxury',
      description: 'A full-service experience for weddings and milestone celebrations.',
      price: '3500.00',
      minGuests: 10,
      maxGuests: 100,
      dishCount: 5,
      eligibleCategories: HOT_BUFFET,
      includes: [
        'China, glassware and linens',
        'Two service staff for 4 hours',
        'Dessert trays and beverage station',
        'Event coordination call',
      ],
      popular: false,
    },
  ],
  services: [
    {
      id: 'corporate',
      title: 'Corporate Catering',
      price: '18.00',
      unit: 'per person',
      from: true,
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
      price: '40.00',
      unit: 'per person',
      from: true,
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
      price: '12.00',
      unit: 'per person',
      from: true,
      description:
        'Our truck parks at your block party, school event or office lot and serves made-to-order plates.',
      includes: ['A menu of 4 to 6 crowd favourites', 'Self-contained: power and water on board'],
    },
  ],
  addOns: [
    {
      id: 'coordination',
      title: 'Event Coordination',
      price: '500.00',
      unit: '',
      from: true,
      description:
        'A coordinator plans the timeline with you and runs the day, from vendor arrival to the last toast.',
      includes: ['Planning calls and a run-of-show', 'Vendor coordination', 'On-site lead for the event'],
    },
    {
      id: 'equipment',
      title: 'Equipment Rental',
      price: '200.00',
      unit: '',
      from: true,
      description: 'Chafing dishes, linens, tables, china and glassware delivered and collected.',
      includes: [
        'Chafers and serving utensils',
        'Linens, china and glassware',
        'Tables and chairs on request',
      ],
    },
    {
      id: 'staffing',
      title: 'Service Staff',
      price: '25.00',
      unit: 'per hour per staff',
      from: true,
      description: 'Servers, bartenders and attendants who know our food and look after your guests.',
      includes: ['Servers and buffet attendants', 'Bartenders', 'Minimum 4 hours per staff member'],
    },
    {
      id: 'setup',
      title: 'Setup & Cleanup',
      price: '300.00',
      unit: '',
      from: true,
      description: 'We arrive 2 hours early to set up and leave the venue as we found it.',
      includes: ['Setup 2 hours before the event', 'Buffet styling', 'Breakdown and trash removal'],
    },
  ],
  pans: {
    id: 'pans',
    title: 'Half & Full Pan Orders',
    price: '60.00',
    unit: 'per half pan',
    from: true,
    description: 'Feed a party at home: salads, vegetables, sides and entrees by the half pan or full pan.',
    includes: [
      'Half pans serve about 10-12',
      'Full pans serve about 20-25',
      'Seafood and lamb at market price',
    ],
  },
  minimums: { smallestParty: 10, customQuote: 50, foodTruckHours: 2 },
  booking: { weeksAhead: '2-3', largeEventWeeksAhead: '4-6' },
  delivery: {
    area: 'Philadelphia',
    zones: [
      { name: 'Philadelphia', fee: '0.00' },
      { name: 'Delaware & Montgomery Counties, the Main Line', fee: '25.00' },
      { name: 'Bucks & Chester Counties, South Jersey', fee: '50.00' },
    ],
  },
  replyWithinHours: 24,
  claims: [
    { value: '500+', label: 'Events catered' },
    { value: '4.9', label: 'Average rating' },
    { value: '50+', label: 'Menu items' },
    { value: '24 h', label: 'Reply to every request' },
  ],
};
