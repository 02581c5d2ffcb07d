import type { BusinessIdentity } from '../business.ts';
import type { EventPackage, Offer, PerPersonPackage, ServiceLine } from './types.ts';

/**
 * The sentences every page builds from the offer. Pages, SEO text, mail and the PDF call these rather
 * than writing a price or a minimum themselves. No zod here: the public pages import it.
 */

/** "$40", "$1,250", "$12.50": whole dollars without cents, as price tags read. */
export function priceTag(money: string): string {
  const [whole = '0', cents = '00'] = money.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents === '00' || cents === '0' ? `$${grouped}` : `$${grouped}.${cents.padEnd(2, '0')}`;
}

export type AnyPackage = ({ kind: 'per-person' } & PerPersonPackage) | ({ kind: 'per-event' } & EventPackage);

export function allPackages(offer: Offer): AnyPackage[] {
  return [
    ...offer.perPerson.map((p) => ({ kind: 'per-person' as const, ...p })),
    ...offer.perEvent.map((p) => ({ kind: 'per-event' as const, ...p })),
  ];
}

export function findPackage(offer: Offer, key: string): AnyPackage | undefined {
  return allPackages(offer).find((p) => p.key === key);
}

export function packageName(offer: Offer, key: string): string {
  if (key === 'custom') return 'Custom Menu';
  const pkg = findPackage(offer, key);
  if (!pkg) return key;
  return pkg.kind === 'per-event' ? `${pkg.name} Package` : pkg.name;
}

/** "$40 per person" or "$1,250 per event". */
export function packagePrice(pkg: AnyPackage): string {
  return pkg.kind === 'per-person'
    ? `${priceTag(pkg.pricePerPerson)} per person`
    : `${priceTag(pkg.price)} per event`;
}

/** "Minimum 50 guests" or "10 to 25 guests". */
export function packageGuests(pkg: AnyPackage): string {
  return pkg.kind === 'per-person'
    ? `Minimum ${pkg.minGuests} guests`
    : `${pkg.minGuests} to ${pkg.maxGuests} guests`;
}

/** "Choice of 5 menu items" */
export function dishChoiceText(pkg: { dishCount: number }): string {
  return `Choice of ${pkg.dishCount} menu item${pkg.dishCount === 1 ? '' : 's'}`;
}

/** The smallest and largest party a kind of order takes. */
export function guestRange(offer: Offer, key: string): { min: number; max: number | null } {
  const pkg = findPackage(offer, key);
  if (!pkg) return { min: offer.minimums.customQuote, max: null };
  return pkg.kind === 'per-event'
    ? { min: pkg.minGuests, max: pkg.maxGuests }
    : { min: pkg.minGuests, max: null };
}

/**
 * The minimum guests for a quote (the spec's custom event quote, 50 in the demo offer): one setting,
 * `minimums.customQuote`, which the wizard's placeholder, the dashboard, the FAQ and the server's
 * refusal all state (issue 34 §6). Packages with their own minimum say theirs.
 */
export function quoteMinimumGuests(offer: Offer): number {
  return offer.minimums.customQuote;
}

/** The spec's refusal of too few guests for an event quote, with the minimum it applies. */
function minimumGuestsMessage(min: number): string {
  return `Custom event quotes require a minimum of ${min} guests. For smaller orders, please use our regular menu checkout.`;
}

/** The wizard's guest count placeholder (the spec's words). */
export function guestCountPlaceholder(offer: Offer): string {
  return `${quoteMinimumGuests(offer)} minimum for event quotes`;
}

/** The client dashboard's invitation to plan an event. */
export function proposalInvitation(offer: Offer): string {
  const how = offer.proposals.sendPricedAtOnce ? 'Get an instant proposal' : 'Request a proposal';
  return `Planning an event for ${quoteMinimumGuests(offer)} or more guests? ${how} in four short steps.`;
}

/** The reason a guest count does not fit the chosen kind of order, or null when it fits. */
export function guestCountProblem(offer: Offer, key: string, guests: number): string | null {
  const { min, max } = guestRange(offer, key);
  const pkg = findPackage(offer, key);
  if (guests < min) {
    // Per-person packages and custom menus are the spec's "event quotes": its message, with their minimum.
    if (pkg?.kind !== 'per-event') return minimumGuestsMessage(min);
    return `The ${packageName(offer, key)} is for at least ${min} guests.`;
  }
  if (max !== null && guests > max)
    return `The ${packageName(offer, key)} is for up to ${max} guests. For a larger party, choose a bigger package or a custom menu.`;
  return null;
}

/**
 * Where and for how much the business delivers, from the zones: "Delivery is $15 to Center City &
 * nearby, $25 to Rest of Philadelphia and $50 to Near suburbs, by ZIP code; pickup is free." A free
 * first zone reads "included".
 */
export function deliveryText(offer: Pick<Offer, 'delivery'>): string {
  const [home, ...others] = offer.delivery.zones;
  const free = home && Number(home.fee) === 0;
  const charged = (free ? others : offer.delivery.zones).map(
    (zone) => `${priceTag(zone.fee)} to ${zone.name}`,
  );
  const list =
    charged.length > 1 ? `${charged.slice(0, -1).join(', ')} and ${charged.at(-1)}` : (charged[0] ?? '');
  const included = free ? `Delivery and setup are included within ${home.name}` : '';
  const fees = list ? `delivery is ${list}, by ZIP code` : '';
  const pickup = offer.delivery.pickup ? '; pickup is free' : '';
  const sentence = [included, fees].filter(Boolean).join('; ') || `We deliver across ${offer.delivery.area}`;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}${pickup}.`;
}

/** The cart's note under its total: what the bill at checkout adds (the zones' fees, the tax). */
export function cartNoteText(offer: Pick<Offer, 'delivery'>): string {
  return `Prices are per pan unless noted. ${deliveryText(offer)} Checkout shows the full bill, sales tax included.`;
}

/** "within 24 hours" ("within 1 hour"): the reply promise as every page, mail and form states it. */
export function replyWithin(offer: Pick<Offer, 'replyWithinHours'>): string {
  const hours = offer.replyWithinHours;
  return `within ${hours} hour${hours === 1 ? '' : 's'}`;
}

/** A service line of the offer by its id ('food-truck', 'corporate'…), if the owner kept it. */
export function findService(offer: Offer, id: string): ServiceLine | undefined {
  return offer.services.find((s) => s.id === id);
}

/** "from $12 per person" ("$500" for a fixed price without unit). */
export function servicePrice(line: ServiceLine): string {
  const price = `${priceTag(line.price)}${line.unit ? ` ${line.unit}` : ''}`;
  return line.from ? `from ${price}` : price;
}

type Claim = Offer['claims'][number];

/** The claim counting events ("500+ Events catered"), found by its label since the owner words it. */
export function eventsClaim(claims: Claim[]): Claim | undefined {
  return claims.find((c) => /event/i.test(c.label));
}

/** "Rated 4.9 on average across 500+ events.", from the claims; null when none states a rating. */
export function ratingSentence(claims: Claim[]): string | null {
  const rating = claims.find((c) => /rating|rated/i.test(c.label));
  if (!rating) return null;
  const events = eventsClaim(claims);
  return events
    ? `Rated ${rating.value} on average across ${events.value} events.`
    : `Rated ${rating.value} on average.`;
}

/** The street address and city that are set, joined ("1200 Spring Garden St, Philadelphia, PA"); '' if none. */
export function addressText(business: Pick<BusinessIdentity, 'address' | 'city'>): string {
  return [business.address, business.city].filter((part) => part.trim() !== '').join(', ');
}

/** A phone number as a tel: link ("tel:2155550142"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The public phone hours, from the business's opening hours ("Tuesday - Friday, 9:00 AM - 6:00 PM"). */
export function phoneHoursText(business: BusinessIdentity): string {
  const open = business.hours.filter((h) => /\d/.test(h.time));
  return open.length ? open.map((h) => `${h.days}, ${h.time}`).join('; ') : 'by appointment';
}

export type FaqEntry = { question: string; answer: string };

/** "a, b and c" */
function listed(parts: string[]): string {
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

/**
 * The opening hours as a person says them: "Tuesday to Friday from 9:00 AM to 6:00 PM, or Saturday
 * from 10:00 AM to 4:00 PM" (the owner types "Tuesday - Friday", "9:00 AM - 6:00 PM").
 */
function spokenHours(business: BusinessIdentity): string {
  const open = business.hours.filter((h) => /\d/.test(h.time));
  const said = open.map((h) => {
    const days = h.days.replace(/\s*[-–]\s*/g, ' to ');
    const [from, to] = h.time.split(/\s*[-–]\s*/);
    return to ? `${days} from ${from} to ${to}` : `${days}, ${h.time}`;
  });
  return said.length > 1 ? `${said.slice(0, -1).join(', ')}, or ${said.at(-1)}` : (said[0] ?? '');
}

/** The contact page's questions, answered from the offer and the Feature Manager's recommended lead time. */
export function faqEntries(
  offer: Offer,
  business: BusinessIdentity,
  bookNow: { recommendedLeadHours: number },
): FaqEntry[] {
  const { minimums, booking } = offer;
  const largest = Math.max(...offer.perEvent.map((p) => p.maxGuests), minimums.smallestParty);
  // Packages that need more guests, grouped by their minimum, with custom menus among them.
  const byMinimum = new Map<number, string[]>();
  for (const p of offer.perPerson)
    byMinimum.set(p.minGuests, [...(byMinimum.get(p.minGuests) ?? []), p.name]);
  byMinimum.set(minimums.customQuote, [...(byMinimum.get(minimums.customQuote) ?? []), 'custom quotes']);
  const larger = [...byMinimum]
    .sort(([a], [b]) => a - b)
    .map(([guests, names]) => `${listed(names)} start at ${guests} guests`);
  const hours = spokenHours(business);
  const truckHours = minimums.foodTruckHours;
  return [
    {
      question: 'Is there a minimum number of guests?',
      answer:
        `Our smallest parties have ${minimums.smallestParty} guests, and our event packages suit ` +
        `${minimums.smallestParty} to ${largest} guests. ${listed(larger).replace(/^./, (c) => c.toUpperCase())}.`,
    },
    {
      question: 'How far ahead should I book?',
      answer:
        `For most events, ${booking.weeksAhead} weeks ahead is best; if you expect 100 guests or more, ` +
        `give us ${booking.largeEventWeeksAhead} weeks. A smaller order can usually be ready with ` +
        `${bookNow.recommendedLeadHours} hours' notice.`,
    },
    {
      question: 'How long can I book the food truck for?',
      answer:
        `As long as you like, from ${truckHours} hours up: the truck has a ${truckHours}-hour minimum booking. ` +
        `Tell us where it should park and how many guests you expect, and we'll suggest a menu.`,
    },
    {
      question: 'When can I reach you by phone?',
      answer: hours
        ? `Call us ${hours}. The contact form and email reach us any day, and we reply ${replyWithin(offer)}.`
        : `The contact form and email reach us any day, and we reply ${replyWithin(offer)}.`,
    },
    { question: 'Where do you deliver?', answer: deliveryText(offer) },
    {
      question: 'Can you handle dietary needs?',
      answer:
        "Yes. Many of our dishes are vegetarian or gluten-free, and we can adapt others for you. We label every dish at the buffet, so your guests know what they're eating.",
    },
  ];
}

/** The packages in a sentence, for SEO descriptions. */
export function packagesSentence(offer: Offer): string {
  return offer.perEvent
    .map((p) => `${p.name} ${priceTag(p.price)} for up to ${p.maxGuests} guests`)
    .concat(offer.perPerson.map((p) => `${p.name} ${priceTag(p.pricePerPerson)} per person`))
    .join(', ');
}

export type { Offer } from './types.ts';

/**
 * Where each thing the services page sells is ordered or quoted: every card leads to a form with it
 * chosen (a service's event type, a package, the menu for pan orders, the truck's request form).
 */
export function serviceAction(id: string): { label: string; href: string } {
  switch (id) {
    case 'corporate':
      return { label: 'Request a corporate quote', href: '/quote?eventType=corporate' };
    case 'special-events':
      return { label: 'Plan your event', href: '/quote?eventType=special' };
    case 'food-truck':
      return { label: 'Book the Truck', href: '/food-truck#book-the-truck' };
    case 'pans':
      return { label: 'Order from the menu', href: '/menu' };
    case 'full-service':
    case 'brunch':
      return { label: 'Get a quote for this package', href: `/quote?package=${id}` };
    default:
      return { label: 'Add it to your quote', href: '/quote' };
  }
}
