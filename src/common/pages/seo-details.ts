import type { BusinessIdentity } from '../business.ts';
import { packagesSentence, priceTag, ratingSentence, replyWithin } from '../offer/text.ts';

/** The home page hero's first picture: the largest element on first paint, so it is fetched first. */
export const HERO_SIZES = '100vw';

/** How a public page shows to search engines and link previews (its title is the page's own). */
export type PageSeo = {
  description: string;
  /** The description when it states the offer's prices or minimums (read from the business settings). */
  describe?: (business: BusinessIdentity) => string;
  priority: number;
  changefreq: 'daily' | 'weekly' | 'monthly';
  /** The picture to fetch before anything else (the LCP element). */
  preloadImage?: { src: string; srcSet: string; sizes: string };
};

/** The indexed pages' descriptions and sitemap entries, named after their pages in the registry. */
export const PAGE_SEO = {
  home: {
    description:
      'Full-service event catering, brunch, half-pan and full-pan orders, a food truck and chef training in the Philadelphia area.',
    // The rating and events count are the offer's claims, read when the page is served.
    describe: ({ offer }) => {
      const rating = ratingSentence(offer.claims);
      return `Full-service event catering, brunch, half-pan and full-pan orders, a food truck and chef training in the Philadelphia area.${rating ? ` ${rating}` : ''}`;
    },
    priority: 1,
    changefreq: 'weekly',
    // No preload link: the first hero slide is an admin's photo or the artwork, and its <img> with
    // fetchpriority="high" is already at the top of the server's HTML (decision 0026).
  },
  about: {
    description:
      'Our mission and the four values behind every event we cater: fresh food, warm service, reliability and community.',
    priority: 0.7,
    changefreq: 'monthly',
  },
  services: {
    description:
      'Corporate catering, special events and our food truck, plus coordination, rentals, staffing and setup.',
    describe: ({ offer }) =>
      `${offer.services.map((s) => `${s.title} from ${priceTag(s.price)}${s.unit ? ` ${s.unit}` : ''}`).join(', ')}; plus coordination, rentals, staffing and setup.`,
    priority: 0.9,
    changefreq: 'monthly',
  },
  packages: {
    description:
      'Simple catering packages per event and per person, each with the dishes you choose from our menu.',
    describe: ({ offer }) => `Simple catering packages: ${packagesSentence(offer)}.`,
    priority: 0.9,
    changefreq: 'monthly',
  },
  foodTruck: {
    description:
      "Where our food truck is today, this week's stops around Philadelphia and how to book the truck for your event.",
    priority: 0.8,
    changefreq: 'daily',
  },
  contact: {
    description:
      'Tell us about your event and we will get back to you quickly. Phone, email, business hours and answers to common questions.',
    describe: ({ offer }) =>
      `Tell us about your event and we will get back to you ${replyWithin(offer)}. Phone, email, business hours and answers to common questions.`,
    priority: 0.8,
    changefreq: 'monthly',
  },
  menu: {
    description:
      'Salads, vegetables, sides, entrees, brunch and desserts by the half pan or full pan, with full-service and brunch packages.',
    priority: 0.9,
    changefreq: 'weekly',
  },
  gallery: {
    description: 'Photos of our dishes and the weddings, brunches and corporate events we have catered.',
    priority: 0.6,
    changefreq: 'weekly',
  },
  quote: {
    description: 'Request a catering quote for a package or a custom menu; packages are priced at once.',
    describe: ({ offer }) =>
      `Request a catering quote: packages from ${offer.minimums.smallestParty} guests are priced at once, custom menus from ${offer.minimums.customQuote} guests ${replyWithin(offer)}.`,
    priority: 0.7,
    changefreq: 'monthly',
  },
} satisfies Record<string, PageSeo>;
