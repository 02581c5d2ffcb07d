import { and, count, desc, eq, getTableColumns, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { BusinessIdentity } from '../../../common/business.ts';
import { businessClock } from '../../../common/business-time.ts';
import type { Inquiry, InquiryBody, InquiryList } from '../../../common/inquiries.ts';
import type { Database } from '../../db/connect.ts';
import { inquiries, users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { fieldError } from '../../platform/field-error.ts';
import type { Mailer } from '../../platform/mail.ts';
import { inquiryMail } from './inquiries.mail.ts';

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

function toInquiry(row: Row): Inquiry {
  return {
    id: row.id,
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
    return toInquiry(row);
  }

  return {
    /** Stores the contact form and tells the business; the visitor gets no mail (no open relay). */
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
      return { id: row!.id, createdAt: row!.createdAt.toISOString() };
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
      return {
        items: rows.map(toInquiry),
        total: totals?.n ?? 0,
        page: query.page,
        pageSize: query.pageSize,
        openCount: open?.n ?? 0,
      };
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
