/**
 * What the reviews feature offers the rest of the server (issue 40 §3): app.ts registers its plugin;
 * the thank-you automation makes a review link with `app.reviews.issue` about its subject.
 */
export { reviewsPlugin } from './reviews.plugin.ts';
export type { ReviewSubject } from './reviews.service.ts';
