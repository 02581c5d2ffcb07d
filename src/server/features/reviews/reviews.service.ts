import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { ErrorCode } from '../../../common/error-codes.ts';
import type {
  AdminReview,
  AdminReviewsResponse,
  PublishedReviews,
  ReviewBody,
  ReviewResult,
  ReviewTarget,
} from '../../../common/reviews/schema.ts';
import type { Database } from '../../db/connect.ts';
import { reviews } from '../../db/schema/index.ts';
import { inBusinessZone } from '../../platform/business-sql.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { ReviewInquiry } from '../inquiries/index.ts';

/** What a thank-you asks the customer to rate: an event (a proposal) or a catering order. */
export type ReviewSubject = {
  kind: 'quote' | 'order';
  id: number;
  fullName: string;
  firstName: string;
  email: string | null;
  phone: string | null;
  /** 'Wedding, proposal CC-2027-014', 'Catering order ORD-012'. */
  title: string;
  /** For the public: 'Wedding', 'Catering order'. */
  label: string;
  eventDate: string | null;
};

/** The owner's list: the newest reviews (decision 0112: no screen loads a whole table). */
const ADMIN_LIST_SIZE = 200;
/** The home page shows the newest published reviews beside its own testimonials. */
const PUBLISHED_SIZE = 6;

const UNKNOWN_LINK = 'This review link is not valid. Check the link in your mail, or contact us.';
const USED_LINK = 'This review link was already used: thank you, we have your review.';

type Row = typeof reviews.$inferSelect;

function toAdminReview(row: Row): AdminReview {
  return {
    id: row.id,
    stars: row.stars ?? 0,
    comment: row.comment,
    firstName: row.firstName,
    title: row.title,
    published: row.published,
    createdAt: (row.reviewedAt ?? row.createdAt).toISOString(),
  };
}

/**
 * Reviews (issue 40 §3): the thank-you's single-use link (only its SHA-256 is stored), the customer's
 * stars and comment, the owner's list and the testimonials the owner publishes.
 */
export function createReviewService(deps: {
  db: Database;
  /** The offer's public review link, '' for none (read when a review arrives). */
  reviewLink: () => Promise<string>;
  /** 1–3 stars: an inquiry for the owner to answer (the inquiries feature). */
  createInquiry: (review: ReviewInquiry) => Promise<{ id: number }>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function byToken(token: string): Promise<Row> {
    const [row] = await db
      .select()
      .from(reviews)
      .where(eq(reviews.tokenHash, hashToken(token)));
    if (!row) throw notFound(UNKNOWN_LINK);
    return row;
  }

  return {
    /**
     * A new single-use link for the subject (called as its thank-you is sent). A subject has one
     * review: a link made again before it is used replaces the first; once used, none is made (null).
     */
    async issue(subject: ReviewSubject): Promise<string | null> {
      const token = newToken();
      const values = {
        tokenHash: hashToken(token),
        targetKind: subject.kind,
        targetId: subject.id,
        firstName: subject.firstName,
        fullName: subject.fullName,
        email: subject.email,
        phone: subject.phone,
        title: subject.title,
        label: subject.label,
        eventDate: subject.eventDate,
      };
      const [row] = await db
        .insert(reviews)
        .values(values)
        .onConflictDoUpdate({
          target: [reviews.targetKind, reviews.targetId],
          set: { tokenHash: values.tokenHash },
          setWhere: isNull(reviews.reviewedAt),
        })
        .returning({ id: reviews.id });
      return row ? token : null;
    },

    /** What the link asks to rate; 404 for a link we never made, 409 once used. */
    async target(token: string): Promise<ReviewTarget> {
      const row = await byToken(token);
      if (row.reviewedAt) throw conflict(USED_LINK, undefined, ErrorCode.reviewLinkUsed);
      return { kind: row.targetKind, title: row.title, eventDate: row.eventDate };
    },

    /**
     * The customer's stars and comment, once per link (the update lands once whatever the number of
     * posts at the same time). 4–5 stars answer the business's public review link; 1–3 become an
     * inquiry for the owner.
     */
    async submit(body: ReviewBody): Promise<ReviewResult> {
      const [stored] = await db
        .update(reviews)
        .set({ stars: body.stars, comment: body.comment, reviewedAt: now() })
        .where(and(eq(reviews.tokenHash, hashToken(body.token)), isNull(reviews.reviewedAt)))
        .returning();
      if (!stored) {
        await byToken(body.token);
        throw conflict(USED_LINK, undefined, ErrorCode.reviewLinkUsed);
      }
      // The update above lands once per link, so one inquiry is made, after it (its mail goes out
      // through the outbox, which a transaction held open here would wait on).
      if (body.stars <= 3) {
        const inquiry = await deps.createInquiry({
          fullName: stored.fullName,
          email: stored.email ?? '',
          phone: stored.phone,
          stars: body.stars,
          title: stored.title,
          comment: body.comment,
        });
        await db.update(reviews).set({ inquiryId: inquiry.id }).where(eq(reviews.id, stored.id));
      }
      const link = body.stars >= 4 ? await deps.reviewLink() : '';
      return { reviewLink: link || null };
    },

    /** The owner's list, newest first, and the average stars per month of the business's clock. */
    async list(): Promise<AdminReviewsResponse> {
      const rows = await db
        .select()
        .from(reviews)
        .where(isNotNull(reviews.reviewedAt))
        .orderBy(desc(reviews.reviewedAt), desc(reviews.id))
        .limit(ADMIN_LIST_SIZE);
      const month = sql<string>`to_char(${inBusinessZone(reviews.reviewedAt)}, 'YYYY-MM')`;
      const monthly = await db
        .select({
          month,
          average: sql<string>`round(avg(${reviews.stars}), 2)::text`,
          count: sql<number>`count(*)::int`,
        })
        .from(reviews)
        .where(isNotNull(reviews.reviewedAt))
        .groupBy(month)
        .orderBy(desc(month))
        .limit(24);
      return {
        items: rows.map(toAdminReview),
        monthly: monthly.map((m) => ({ month: m.month, average: Number(m.average), count: m.count })),
      };
    },

    /** Puts a review on the home page's testimonials, or takes it off. */
    async publish(id: number, published: boolean): Promise<AdminReview> {
      const [row] = await db
        .update(reviews)
        .set({ published })
        .where(and(eq(reviews.id, id), isNotNull(reviews.reviewedAt)))
        .returning();
      if (!row) throw notFound('Review not found.');
      return toAdminReview(row);
    },

    /** The published reviews, newest first, with the customer's first name only. */
    async published(): Promise<PublishedReviews> {
      const rows = await db
        .select({
          id: reviews.id,
          firstName: reviews.firstName,
          stars: reviews.stars,
          comment: reviews.comment,
          title: reviews.label,
        })
        .from(reviews)
        .where(and(eq(reviews.published, true), isNotNull(reviews.reviewedAt)))
        .orderBy(desc(reviews.reviewedAt), desc(reviews.id))
        .limit(PUBLISHED_SIZE);
      return { items: rows.map((row) => ({ ...row, stars: row.stars ?? 0 })) };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
