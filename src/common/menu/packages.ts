/** The catering packages of the menu page (spec part 1, business constants). */
export type CateringPackage = {
  /** Matches the quote's menuPackage. */
  key: 'full-service' | 'brunch';
  name: string;
  description: string;
  pricePerPersonCents: number;
  serves: string;
  includes: string[];
  popular: boolean;
  minOrder: number;
  /** Menu categories the five included items are chosen from. */
  chooseFrom: string[];
};

export const PACKAGE_ITEM_CHOICES = 5;
export const PACKAGE_MIN_GUESTS = 50;

export const CATERING_PACKAGES: CateringPackage[] = [
  {
    key: 'full-service',
    name: 'Full Service Catering',
    description: 'A complete hot buffet for weddings, corporate events and celebrations, set up by our team.',
    pricePerPersonCents: 4000,
    serves: 'Minimum 50 guests',
    includes: [
      'Choice of 5 menu items',
      'Setup included',
      'Chafing dishes and serving utensils',
      'Plates, napkins and cutlery',
    ],
    popular: true,
    minOrder: PACKAGE_MIN_GUESTS,
    chooseFrom: ['salads', 'vegetables', 'sides', 'entrees', 'desserts'],
  },
  {
    key: 'brunch',
    name: 'Brunch Catering',
    description: 'A generous late-morning spread for showers, meetings and Sunday gatherings.',
    pricePerPersonCents: 3000,
    serves: 'Minimum 50 guests',
    includes: [
      'Choice of 5 menu items',
      'Fresh fruit tray included',
      'Orange and apple juice included',
      'Setup included',
    ],
    popular: false,
    minOrder: PACKAGE_MIN_GUESTS,
    chooseFrom: ['brunch', 'salads', 'sides', 'desserts'],
  },
];
