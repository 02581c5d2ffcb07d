import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  type SQL,
} from 'drizzle-orm';
import type { BusinessIdentity } from '../../../common/business.ts';
import { businessClock } from '../../../common/business-time.ts';
import {
  type Inquiry,
  type InquiryBody,
  type InquiryList,
  TRUCK_REQUEST_EVENT_TYPE,
  type TruckRequestBody,
} from '../../../common/inquiries.ts';
import type { Database } from '../../db/connect.ts';
import { inquiries, inquiryReplies, users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { fieldError } from '../../platform/field-error.ts';
import type { Mailer } from '../../platform/mail.ts';
import {
  inquiryAcknowledgementMail,
  inquiryMail,
  inquiryReplyMail,
  type ReviewInquiry,
  reviewInquiryMail,
  truckRequestMail,
} from './inquiries.mail.ts';

export type InquiryServiceDeps = {
  db: Database;
  mailer: Mailer;
  /** Where the business reads new inquiries (BUSINESS_EMAIL). */
  businessEmail: string;
  publicUrl: string;
  business: () => Promise<BusinessIdentity>;
  now?: () => Date;
};

type Row = typeof inquiries.$inferSelect & { handledByName: string | null };
type Reply = Inquiry['replies'][number];

function toInquiry(row: Row, replies: Reply[] = []): Inquiry {
  return {
    id: row.id,
    kind: row.kind,
    place: row.place,
    startTime: row.startTime,
    hours: row.hours,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    eventType: row.eventType,
    eventDate: row.eventDate,
    guestCount: row.guestCount,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledByName,
    replies,
  };
}

const STATUS_FILTER: Record<'open' | 'handled' | 'all', SQL | undefined> = {
  open: isNull(inquiries.handledAt),
  handled: isNotNull(inquiries.handledAt),
  all: undefined,
};

export function createInquiryService(deps: InquiryServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function findOne(id: number): Promise<Inquiry> {
    const [row] = await db
      .select({ ...getTableColumns(inquiries), handledByName: users.username })
      .from(inquiries)
      .leftJoin(users, eq(users.id, inquiries.handledBy))
      .where(eq(inquiries.id, id));
    if (!row) throw notFound('Inquiry not found.');
    return toInquiry(row, (await repliesOf([id])).get(id));
  }

  /** The answers of several inquiries in one query, by inquiry. */
  async function repliesOf(ids: number[]): Promise<Map<number, Reply[]>> {
    const byInquiry = new Map<number, Reply[]>();
    if (ids.length === 0) return byInquiry;
    const rows = await db
      .select({
        id: inquiryReplies.id,
        inquiryId: inquiryReplies.inquiryId,
        body: inquiryReplies.body,
        createdAt: inquiryReplies.createdAt,
        sentBy: users.username,
      })
      .from(inquiryReplies)
      .leftJoin(users, eq(users.id, inquiryReplies.sentBy))
      .where(inArray(inquiryReplies.inquiryId, ids))
      .orderBy(asc(inquiryReplies.createdAt), asc(inquiryReplies.id));
    for (const row of rows) {
      const list = byInquiry.get(row.inquiryId) ?? [];
      list.push({ id: row.id, body: row.body, sentAt: row.createdAt.toISOString(), sentBy: row.sentBy });
      byInquiry.set(row.inquiryId, list);
    }
    return byInquiry;
  }

  return {
    /**
     * Stores the contact form, tells the business and acknowledges it to the visitor (a fixed text,
     * none of theirs: no open relay).
     */
    async create(body: InquiryBody): Promise<{ id: number; createdAt: string }> {
      if (body.eventDate && body.eventDate < businessClock(now()).date) {
        throw fieldError('eventDate', 'Event date cannot be in the past', 'Event date cannot be in the past');
      }
      const [row] = await db
        .insert(inquiries)
        .values({
          fullName: body.fullName,
          email: body.email,
          phone: body.phone ?? null,
          eventType: body.eventType ?? null,
          eventDate: body.eventDate ?? null,
          guestCount: body.guestCount ?? null,
          message: body.message ?? null,
        })
        .returning();
      const business = await deps.business();
      await deps.mailer.send(
        inquiryMail({ to: deps.businessEmail, business, publicUrl: deps.publicUrl, id: row!.id, body }),
      );
      await deps.mailer.send(inquiryAcknowledgementMail({ business, body }));
      return { id: row!.id, createdAt: row!.createdAt.toISOString() };
    },

    /**
     * "Book the Truck": a truck request, stored as an inquiry of kind 'truck', mailed to the business
     * as such and acknowledged to the visitor. Refused: a past date, fewer hours than the truck's minimum.
     */
    async createTruckRequest(body: TruckRequestBody): Promise<{ id: number; createdAt: string }> {
      if (body.eventDate < businessClock(now()).date) {
        throw fieldError('eventDate', 'Event date cannot be in the past', 'Event date cannot be in the past');
      }
      const business = await deps.business();
      const minimum = business.offer.minimums.foodTruckHours;
      if (body.hours < minimum) {
        const text = `The truck is booked for at least ${minimum} hours`;
        throw fieldError('hours', text, text);
      }
      const [row] = await db
        .insert(inquiries)
        .values({
          kind: 'truck',
          fullName: body.fullName,
          email: body.email,
          phone: body.phone ?? null,
          eventType: TRUCK_REQUEST_EVENT_TYPE,
          eventDate: body.eventDate,
          guestCount: body.guestCount,
          message: body.message ?? null,
          place: body.place,
          startTime: body.startTime,
          hours: body.hours,
        })
        .returning();
      await deps.mailer.send(
        truckRequestMail({ to: deps.businessEmail, business, publicUrl: deps.publicUrl, id: row!.id, body }),
      );
      await deps.mailer.send(inquiryAcknowledgementMail({ business, body }));
      return { id: row!.id, createdAt: row!.createdAt.toISOString() };
    },

    /**
     * A review of 1–3 stars (issue 40 §3) as an inquiry for the owner to answer, mailed to the
     * business; the customer is not mailed (the review page already says we will get back to them).
     * Inside the review's transaction when one is given.
     */
    async createFromReview(
      review: ReviewInquiry,
      tx: Pick<Database, 'insert'> = db,
    ): Promise<{ id: number }> {
      const [row] = await tx
        .insert(inquiries)
        .values({
          fullName: review.fullName,
          email: review.email,
          phone: review.phone,
          eventType: null,
          message: `${review.stars} of 5 stars for ${review.title}.${review.comment ? `\n\n${review.comment}` : ''}`,
        })
        .returning({ id: inquiries.id });
      await deps.mailer.send(
        reviewInquiryMail({ to: deps.businessEmail, publicUrl: deps.publicUrl, id: row!.id, review }),
      );
      return { id: row!.id };
    },

    async list(query: {
      status: 'open' | 'handled' | 'all';
      page: number;
      pageSize: number;
    }): Promise<InquiryList> {
      const where = STATUS_FILTER[query.status];
      const [rows, [totals], [open]] = await Promise.all([
        db
          .select({ ...getTableColumns(inquiries), handledByName: users.username })
          .from(inquiries)
          .leftJoin(users, eq(users.id, inquiries.handledBy))
          .where(where)
          .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(inquiries).where(where),
        db.select({ n: count() }).from(inquiries).where(isNull(inquiries.handledAt)),
      ]);
      const replies = await repliesOf(rows.map((row) => row.id));
      return {
        items: rows.map((row) => toInquiry(row, replies.get(row.id))),
        total: totals?.n ?? 0,
        page: query.page,
        pageSize: query.pageSize,
        openCount: open?.n ?? 0,
      };
    },

    /** The owner's answer: mailed to the visitor, kept in the inquiry's history, and the inquiry handled. */
    async reply(id: number, message: string, adminId: number): Promise<Inquiry> {
      const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, id));
      if (!inquiry) throw notFound('Inquiry not found.');
      const [sender] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, adminId));
      await db.insert(inquiryReplies).values({ inquiryId: id, body: message, sentBy: adminId });
      await db
        .update(inquiries)
        .set({ handledAt: now(), handledBy: adminId })
        .where(and(eq(inquiries.id, id), isNull(inquiries.handledAt)));
      const business = await deps.business();
      await deps.mailer.send(
        inquiryReplyMail({ business, inquiry, message, senderName: sender?.fullName?.trim() || null }),
      );
      return findOne(id);
    },

    async setHandled(id: number, handled: boolean, adminId: number): Promise<Inquiry> {
      const updated = await db
        .update(inquiries)
        .set(handled ? { handledAt: now(), handledBy: adminId } : { handledAt: null, handledBy: null })
        .where(and(eq(inquiries.id, id)))
        .returning({ id: inquiries.id });
      if (updated.length === 0) throw notFound('Inquiry not found.');
      return findOne(id);
    },
  };
}

export type InquiryService = ReturnType<typeof createInquiryService>;
