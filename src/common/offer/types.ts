/**
 * The business's offer: what it sells, at what price, for how many guests, where it delivers and what
 * it claims. One settings record (inside the business settings) that every page, the quote flow, mail
 * and the proposal PDF read, so a price is stated in one place. Types only: the public pages import
 * this without zod.
 */

/** Money as "40.00", like every amount in the API. */
type MoneyText = string;

/** Sold per guest: the menu's catering packages. */
export type PerPersonPackage = {
  key: 'full-service' | 'brunch';
  name: string;
  description: string;
  pricePerPerson: MoneyText;
  minGuests: number;
  /** How many dishes the client chooses (at most MAX_PACKAGE_DISHES). */
  dishCount: number;
  /** Menu categories (slugs) the dishes are chosen from. */
  eligibleCategories: string[];
  includes: string[];
  popular: boolean;
};

/** Sold per event, for a guest range. */
export type EventPackage = {
  key: 'basic' | 'premium' | 'luxury';
  name: string;
  description: string;
  price: MoneyText;
  minGuests: number;
  maxGuests: number;
  dishCount: number;
  eligibleCategories: string[];
  includes: string[];
  popular: boolean;
};

/** A line of the services page: a kind of service or an add-on, with its starting price. */
export type ServiceLine = {
  id: string;
  title: string;
  price: MoneyText;
  /** "per person"; empty when the price stands alone. */
  unit: string;
  /** A starting price ("Starting at $500"). */
  from: boolean;
  description: string;
  includes: string[];
};

/** Where the business delivers, by ZIP code (five digits), and the fee for the zone. */
export type DeliveryZone = { name: string; zipCodes: string[]; fee: MoneyText };

/** What a service charge can apply to: a package, a custom menu, or menu orders (checkout). */
export const SERVICE_CHARGE_TARGETS = [
  'full-service',
  'brunch',
  'basic',
  'premium',
  'luxury',
  'custom',
  'orders',
] as const;
export type ServiceChargeTarget = (typeof SERVICE_CHARGE_TARGETS)[number];
export const isServiceChargeTarget = (key: string): key is ServiceChargeTarget =>
  (SERVICE_CHARGE_TARGETS as readonly string[]).includes(key);

export const ORDER_PAYMENTS = ['confirmation', 'checkout'] as const;
type OrderPayment = (typeof ORDER_PAYMENTS)[number];

import type { PickupDay } from './pickup-hours.ts';

export type Offer = {
  perPerson: PerPersonPackage[];
  perEvent: EventPackage[];
  services: ServiceLine[];
  addOns: ServiceLine[];
  /** Pan orders (a line of the services page's menu options). */
  pans: ServiceLine;
  minimums: {
    /** Menu orders and event packages: the smallest party we cater. */
    smallestParty: number;
    /** A custom-menu event quote. */
    customQuote: number;
    foodTruckHours: number;
  };
  /** How far ahead to book, in words; the lead times in hours are the Feature Manager's (features.bookNow). */
  booking: { weeksAhead: string; largeEventWeeksAhead: string };
  /**
   * Where the food goes: zones by ZIP with their fee, whether orders may be picked up, and the time
   * windows ('HH:MM-HH:MM') checkout offers for a pickup or a delivery (none: agreed when we call).
   */
  delivery: { area: string; zones: DeliveryZone[]; pickup: boolean; windows: string[] };
  /**
   * How a checkout order is paid: online at checkout through the payment gateway, or on confirmation
   * (the business calls and arranges payment).
   */
  orderPayment: OrderPayment;
  /** Sales tax, percent with up to three decimals (docs/decisions/0065-the-bill.md). */
  taxRate: number;
  /** A mandatory charge, percent of the food after any discount, on the kinds of order it names. */
  serviceCharge: { rate: number; label: string; appliesTo: ServiceChargeTarget[] };
  /** The tips a customer may add to an order, in percent of the food. */
  gratuity: { enabled: boolean; choices: number[] };
  /** Hours within which a request or an order gets a personal answer. */
  replyWithinHours: number;
  /**
   * Proposals (issue 27). validDays: a sent version's time to signature; sendPricedAtOnce: a package request priced by the offer goes out as a proposal at once
   * (the spec's flow), or waits for the owner to review and send it.
   */
  proposals: { validDays: number; sendPricedAtOnce: boolean };
  /**
   * The client's final guest count (issue 34 §3). closesHoursBefore: how long before the event the
   * client may still change it (the spec's 72 hours); newSignatureAbovePercent: a change that raises
   * the signed total by more than this asks the client to sign again.
   */
  guestCounts: { closesHoursBefore: number; newSignatureAbovePercent: number };
  /** The home and about pages' figures. */
  claims: { value: string; label: string }[];
  /** How the kitchen and the crew work an event: the prep sheet's pans and the BEO's timeline and staff. */
  crew: CrewSettings;
  /**
   * Dinner pickups (issue 30 §4, docs/decisions/0087): one window a weekday, inside the business's
   * posted hours; a day without a window has no dinner pickups.
   */
  dinnerPickup: { hours: PickupDay[] };
  /** Issue 34 §2: see InstantProposalLimit. */
  instantProposalLimit: InstantProposalLimit;
  /** Issue 37 §2: a dish whose ingredients cost more than this share of its price shows red. */
  costing: { foodCostTargetPercent: number };
  /** Issue 40 §3: the business's public review page (its Google Business profile), offered after 4–5 stars; '' for none. */
  reviewLink: string;
};

/**
 * Issue 34 §2: with instant proposals on (`proposals.sendPricedAtOnce`), a request over either size
 * still waits for the owner's look: more guests than `maxGuests`, or a bill total (tax included) over
 * `maxTotal`.
 */
type InstantProposalLimit = { maxGuests: number; maxTotal: MoneyText };

/** Minutes and ratios behind the prep sheet and the banquet event order (docs/decisions/0075). */
export type CrewSettings = {
  /** Guests one pan of a dish serves, by size: an event's dishes become pans with these. */
  guestsPerHalfPan: number;
  guestsPerFullPan: number;
  /** The crew arrives this long before service starts, and sets up for `setupMinutes` of it. */
  arrivalMinutesBefore: number;
  setupMinutes: number;
  /** How long service runs from the event's start, then breakdown. */
  serviceMinutes: number;
  breakdownMinutes: number;
  /** One server for each this many guests (rounded up). */
  guestsPerServer: number;
  /** Issue 38: one bartender for each this many guests when the package includes the bar. */
  guestsPerBartender: number;
  /** Issue 38: kept free before and after each of a person's shifts (getting from one event to the next). */
  travelMinutes: number;
};

/** The most dishes any package includes: the API refuses more. */
export const MAX_PACKAGE_DISHES = 5;
