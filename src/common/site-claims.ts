/** What the home page quotes from clients; its figures are the offer's claims (src/common/offer). */

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
