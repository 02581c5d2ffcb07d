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
export const ReviewTargetSchema = z.strictObject({
  kind: z.enum(['quote', 'order']),
  title: z.string(),
  eventDate: z.string().nullable(),
});
export const ReviewResultSchema = z.strictObject({
  /** 4–5 stars: the business's public review link (offer setting reviewLink), when set. */
  reviewLink: z.string().nullable(),
});
export const AdminReviewSchema = z.strictObject({
  id: z.int(),
  stars: z.int(),
  comment: z.string(),
  firstName: z.string(),
  published: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export const AdminReviewsResponseSchema = z.strictObject({
  items: z.array(AdminReviewSchema),
  monthly: z.array(z.strictObject({ month: z.string(), average: z.number(), count: z.int() })),
});
export const ReviewPatchSchema = z.strictObject({
  published: z.boolean({ error: 'Say whether the review is published' }),
});
