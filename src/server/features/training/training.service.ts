import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import {
  findProgram,
  type TrainingRequest,
  type TrainingRequestBody,
  type TrainingRequestList,
} from '../../../common/training.ts';
import type { Database } from '../../db/connect.ts';
import { trainingRequests, users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { fieldError } from '../../platform/field-error.ts';
import type { Mailer } from '../../platform/mail.ts';

export type TrainingServiceDeps = {
  db: Database;
  mailer: Mailer;
  businessEmail: string;
  publicUrl: string;
  businessName: () => Promise<string>;
  now?: () => Date;
};

const columns = {
  request: trainingRequests,
  username: users.username,
  email: users.email,
  fullName: users.fullName,
};
type Row = {
  request: typeof trainingRequests.$inferSelect;
  username: string;
  email: string;
  fullName: string | null;
};

function toRequest({ request: r, ...user }: Row): TrainingRequest {
  return {
    id: r.id,
    programId: r.programId,
    programTitle: findProgram(r.programId)?.title ?? r.programId,
    kind: r.kind,
    participants: r.participants,
    phone: r.phone,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    handledAt: r.handledAt?.toISOString() ?? null,
    requester: user,
  };
}

const STATUS: Record<'open' | 'handled' | 'all', SQL | undefined> = {
  open: isNull(trainingRequests.handledAt),
  handled: isNotNull(trainingRequests.handledAt),
  all: undefined,
};

export function createTrainingService(deps: TrainingServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function findOne(id: number): Promise<TrainingRequest> {
    const [row] = await db
      .select(columns)
      .from(trainingRequests)
      .innerJoin(users, eq(users.id, trainingRequests.userId))
      .where(eq(trainingRequests.id, id));
    if (!row) throw notFound('Training request not found.');
    return toRequest(row);
  }

  return {
    /** Stores an Enroll Now or Learn More request and mails it to the business. */
    async create(user: PublicUser, body: TrainingRequestBody): Promise<TrainingRequest> {
      const program = findProgram(body.programId)!;
      if (body.participants > program.maxStudents) {
        const message = `${program.title} takes at most ${program.maxStudents} students`;
        throw fieldError('participants', message, message);
      }
      const [row] = await db
        .insert(trainingRequests)
        .values({
          userId: user.id,
          programId: program.id,
          kind: body.kind,
          participants: body.participants,
          phone: body.phone ?? null,
          message: body.message ?? null,
        })
        .returning({ id: trainingRequests.id });
      const request = await findOne(row!.id);
      const what = body.kind === 'enroll' ? 'Enrollment request' : 'Information request';
      await deps.mailer.send({
        to: deps.businessEmail,
        subject: `${what}: ${program.title} (${body.participants} ${body.participants === 1 ? 'person' : 'people'})`,
        text: [
          `${what} for ${program.title} (${program.price}) through ${await deps.businessName()}.`,
          '',
          `From: ${user.fullName ?? user.username} <${user.email}>`,
          `Phone: ${body.phone ?? 'not given'}`,
          `Participants: ${body.participants}`,
          '',
          'Message:',
          body.message ?? '(no message)',
          '',
          `Requests waiting for an answer: ${deps.publicUrl}/inquiries?tab=training`,
          '',
        ].join('\n'),
      });
      return request;
    },

    /** Admins see every request; a client sees only their own. */
    async list(
      user: PublicUser,
      query: { status: 'open' | 'handled' | 'all'; page: number; pageSize: number },
    ): Promise<TrainingRequestList> {
      const own = user.role === 'admin' ? undefined : eq(trainingRequests.userId, user.id);
      const where = and(own, STATUS[query.status]);
      const [rows, [totals], [open]] = await Promise.all([
        db
          .select(columns)
          .from(trainingRequests)
          .innerJoin(users, eq(users.id, trainingRequests.userId))
          .where(where)
          .orderBy(desc(trainingRequests.createdAt), desc(trainingRequests.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(trainingRequests).where(where),
        db
          .select({ n: count() })
          .from(trainingRequests)
          .where(and(own, isNull(trainingRequests.handledAt))),
      ]);
      return {
        items: rows.map(toRequest),
        total: totals?.n ?? 0,
        page: query.page,
        pageSize: query.pageSize,
        openCount: open?.n ?? 0,
      };
    },

    async setHandled(id: number, handled: boolean): Promise<TrainingRequest> {
      const updated = await db
        .update(trainingRequests)
        .set({ handledAt: handled ? now() : null })
        .where(eq(trainingRequests.id, id))
        .returning({ id: trainingRequests.id });
      if (updated.length === 0) throw notFound('Training request not found.');
      return findOne(id);
    },
  };
}

export type TrainingService = ReturnType<typeof createTrainingService>;
