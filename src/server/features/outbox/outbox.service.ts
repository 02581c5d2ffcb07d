import { and, desc, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { OutboxList, OutboxStatus } from '../../../common/outbox.ts';
import type { Database } from '../../db/connect.ts';
import { outbox } from '../../db/schema/index.ts';

const LIST_LIMIT = 200;

const WHERE: Record<OutboxStatus, SQL | undefined> = {
  sent: isNotNull(outbox.sentAt),
  failed: and(isNull(outbox.sentAt), isNotNull(outbox.error)),
  pending: and(isNull(outbox.sentAt), isNull(outbox.error)),
};

/** The admin's view of the outbox: which mail went out, which is waiting, which SMTP refused. */
export function createOutboxService(db: Database) {
  return {
    async list(status: OutboxStatus | undefined): Promise<OutboxList> {
      const rows = await db
        .select({
          id: outbox.id,
          to: outbox.to,
          subject: outbox.subject,
          createdAt: outbox.createdAt,
          sentAt: outbox.sentAt,
          attempts: outbox.attempts,
          error: outbox.error,
          nextAttemptAt: outbox.nextAttemptAt,
          // Names and types only: the files' bytes (a PDF's base64) stay in the database.
          attachments: sql<{ filename: string; contentType: string }[]>`coalesce((
            select jsonb_agg(jsonb_build_object('filename', a->>'filename', 'contentType', a->>'contentType'))
            from jsonb_array_elements(${outbox.attachments}) as a), '[]'::jsonb)`,
        })
        .from(outbox)
        .where(status ? WHERE[status] : undefined)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(LIST_LIMIT);
      return {
        mails: rows.map((row) => ({
          ...row,
          status: row.sentAt ? 'sent' : row.error ? 'failed' : 'pending',
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
          nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
        })),
      };
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
