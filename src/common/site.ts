/**
 * The public site's fixed words. Prices, minimums, packages, delivery and claims are the business's
 * offer (src/common/offer), edited in the business settings; only the testimonials live here.
 */
export { TESTIMONIALS } from './site-claims.ts';
