import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../common/ids.ts';
import {
  AdminReviewSchema,
  AdminReviewsResponseSchema,
  PublishedReviewsSchema,
  ReviewBodySchema,
  ReviewPatchSchema,
  ReviewResultSchema,
  ReviewTargetSchema,
} from '../../../common/reviews/schema.ts';
import type { ReviewService } from './reviews.service.ts';

/** A review link's token: 43 URL-safe characters as made; anything else is no link of ours (404). */
const TokenParamsSchema = z.object({
  token: z.string({ error: 'Unknown review link' }).regex(/^[\w-]{20,100}$/, 'Unknown review link'),
});

export async function reviewsRoutes(app: FastifyInstance, deps: { reviews: ReviewService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Each link is used once: more posts from one connection are someone trying links.
  const limiter = app.limiter('review');

  r.get(
    '/api/reviews/published',
    {
      config: { access: 'public' },
      schema: {
        summary: "The home page's testimonials from customers: published reviews, first name only (anyone)",
        response: { 200: PublishedReviewsSchema },
      },
    },
    async () => deps.reviews.published(),
  );

  r.get(
    '/api/reviews/:token',
    {
      config: { access: 'public' },
      schema: {
        summary: "What a thank-you's review link asks to rate (anyone with the link)",
        params: TokenParamsSchema,
        response: { 200: ReviewTargetSchema },
      },
    },
    async (request) => deps.reviews.target(request.params.token),
  );

  r.post(
    '/api/reviews',
    {
      config: { access: 'public', writeLimit: false },
      schema: {
        summary: 'Rate an event or order, 1 to 5 stars, through its single-use link (anyone with the link)',
        body: ReviewBodySchema,
        response: { 201: ReviewResultSchema },
      },
    },
    async (request, reply) => {
      await limiter.consume([request.ip]);
      return reply.status(201).send(await deps.reviews.submit(request.body));
    },
  );

  r.get(
    '/api/admin/reviews',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The reviews customers left, newest first, with the average stars per month (an admin)',
        response: { 200: AdminReviewsResponseSchema },
      },
    },
    async () => deps.reviews.list(),
  );

  r.patch(
    '/api/admin/reviews/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Publish a review on the home page's testimonials, or take it off (an admin)",
        params: IdParamsSchema,
        body: ReviewPatchSchema,
        response: { 200: AdminReviewSchema },
      },
    },
    async (request) => deps.reviews.publish(request.params.id, request.body.published),
  );
}
