import { featurePlugin } from '../../platform/feature-plugin.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { createReviewService, type ReviewService } from './reviews.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reviews' links, for the thank-you automation to put in its mail (the reviews feature). */
    reviews: Pick<ReviewService, 'issue'>;
  }
}

export const reviewsPlugin = featurePlugin('reviews', ['settings', 'inquiries'], async (app, { db }) => {
  const reviews = createReviewService({
    db,
    reviewLink: async () => (await app.settings.getBusiness()).offer.reviewLink,
    createInquiry: (review) => app.inquiries.createFromReview(review),
  });
  app.decorate('reviews', { issue: reviews.issue });
  await app.register(async (scope) => reviewsRoutes(scope, { reviews }));
});
