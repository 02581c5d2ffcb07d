/**
 * Reviews' API (issue 40 §3): a review left through its single-use link, and the owner's list.
 */
import { z } from 'zod';

/** A review left through its single-use token. */
export const ReviewBodySchema = z.strictObject({
  token: z
    .string({ error: 'The review link is missing its token' })
    .min(1, 'The review link is missing its token'),
  stars: z.int({ error: 'Choose 1 to 5 stars' }).min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
  comment: z.string().trim().max(2000, 'The comment is too long').default(''),
});
export type ReviewBody = z.infer<typeof ReviewBodySchema>;
/** GET /api/reviews/{token}: what the link asks the customer to rate. */
export const ReviewTargetSchema = z.strictObject({
  kind: z.enum(['quote', 'order']),
  title: z.string(),
  eventDate: z.string().nullable(),
});
export type ReviewTarget = z.infer<typeof ReviewTargetSchema>;
export const ReviewResultSchema = z.strictObject({
  /** 4–5 stars: the business's public review link (offer setting reviewLink), when set. */
  reviewLink: z.string().nullable(),
});
export type ReviewResult = z.infer<typeof ReviewResultSchema>;
export const AdminReviewSchema = z.strictObject({
  id: z.int(),
  stars: z.int(),
  comment: z.string(),
  firstName: z.string(),
  /** What was reviewed: 'Wedding, June 12, 2027' or 'Catering order ORD-012'. */
  title: z.string(),
  published: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;
export const AdminReviewsResponseSchema = z.strictObject({
  items: z.array(AdminReviewSchema),
  /** Per month of the business's clock ('2027-06'), newest first: the average stars and how many. */
  monthly: z.array(z.strictObject({ month: z.string(), average: z.number(), count: z.int() })),
});
export type AdminReviewsResponse = z.infer<typeof AdminReviewsResponseSchema>;
export const ReviewPatchSchema = z.strictObject({
  published: z.boolean({ error: 'Say whether the review is published' }),
});

/** GET /api/reviews/published: the home page's testimonials from customers, first name only. */
const PublishedReviewSchema = z.strictObject({
  id: z.int(),
  firstName: z.string(),
  stars: z.int(),
  comment: z.string(),
  title: z.string(),
});
export const PublishedReviewsSchema = z.strictObject({ items: z.array(PublishedReviewSchema) });
export type PublishedReviews = z.infer<typeof PublishedReviewsSchema>;
