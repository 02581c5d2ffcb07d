/** What the home page claims and quotes; kept apart from the rest of the site's content so the home page loads only this. */

/** Home page claims (spec section 1). */
export const STATS = [
  { value: '500+', label: 'Events catered' },
  { value: '4.9', label: 'Average rating' },
  { value: '50+', label: 'Menu items' },
  { value: '24/7', label: 'Support' },
] as const;

export const TESTIMONIALS = [
  {
    quote:
      'They fed 140 wedding guests without a single hiccup. People are still talking about the salmon and the mac and cheese.',
    name: 'Keisha M.',
    event: 'Wedding reception, Chestnut Hill',
  },
  {
    quote:
      'Our monthly all-hands lunch arrives at 11:45 sharp, labelled for every diet. Ordering through the portal takes two minutes.',
    name: 'Daniel R.',
    event: 'Corporate lunches, Center City',
  },
  {
    quote:
      'The food truck at our block party was the hit of the summer. The kids lined up twice for the chicken and waffles.',
    name: 'Maria T.',
    event: 'Block party, Fishtown',
  },
] as const;
