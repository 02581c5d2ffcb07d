import { and, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AuditEntity, AuditEvent, AuditPage, AuditQuery } from '../../../common/audit/schema.ts';
import type { Database } from '../../db/connect.ts';
import { auditEvents, payments, quoteEvents } from '../../db/schema/index.ts';

type Row = typeof auditEvents.$inferSelect;

const asFields = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

function toEvent(row: Row): AuditEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, name: row.actorName, role: row.actorRole },
    action: row.action,
    entity: row.entity as AuditEntity,
    entityId: row.entityId,
    before: asFields(row.before),
    after: asFields(row.after),
  };
}

type QuoteEventRow = typeof quoteEvents.$inferSelect;

/** A quote's log entry (decision 0070) as an audit event: what it says is its version and detail. */
function fromQuoteEvent(row: QuoteEventRow): AuditEvent {
  const after = Object.fromEntries(
    Object.entries({ version: row.version, detail: row.detail }).filter(([, value]) => value !== null),
  );
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, name: row.actorName, role: row.actorRole },
    action: row.kind,
    entity: 'quote',
    entityId: String(row.quoteId),
    before: null,
    after: Object.keys(after).length > 0 ? after : null,
  };
}

export function createAuditService(db: Database) {
  /**
   * A quote's history is its own log, written by the quotes feature as it always was (decision 0099):
   * read here in the audit trail's shape, so admin screens have one history to ask, and nothing is
   * written twice.
   */
  async function quoteHistory(query: AuditQuery): Promise<AuditPage> {
    const filters: SQL[] = [];
    if (query.id !== undefined) filters.push(eq(quoteEvents.quoteId, Number(query.id)));
    if (query.cursor !== undefined) filters.push(lt(quoteEvents.id, query.cursor));
    const rows = await db
      .select()
      .from(quoteEvents)
      .where(and(...filters))
      .orderBy(desc(quoteEvents.id))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    const nextCursor = rows.length > query.limit ? (page.at(-1)?.id ?? null) : null;
    return { events: await withOwnEvents(query, page.map(fromQuoteEvent), nextCursor), nextCursor };
  }

  /**
   * What the app itself records about proposals with recordAudit (the automations sent, issue 40 §2)
   * joins the quote's own log, each on the page whose time span holds it: from the page's last event
   * (none: since the start) up to the previous page's (none: now).
   */
  async function withOwnEvents(
    query: AuditQuery,
    page: AuditEvent[],
    nextCursor: number | null,
  ): Promise<AuditEvent[]> {
    const filters: SQL[] = [eq(auditEvents.entity, 'quote')];
    if (query.id !== undefined) filters.push(eq(auditEvents.entityId, query.id));
    if (query.cursor !== undefined) {
      const [previous] = await db
        .select({ at: quoteEvents.at })
        .from(quoteEvents)
        .where(eq(quoteEvents.id, query.cursor));
      if (previous) filters.push(lt(auditEvents.at, previous.at));
    }
    const oldest = page.at(-1);
    if (nextCursor !== null && oldest) filters.push(gte(auditEvents.at, new Date(oldest.at)));
    const own = await db
      .select()
      .from(auditEvents)
      .where(and(...filters))
      .orderBy(desc(auditEvents.id))
      .limit(query.limit);
    if (own.length === 0) return page;
    return [...page, ...own.map(toEvent)].sort((a, b) => b.at.localeCompare(a.at));
  }

  return {
    /**
     * One record's history (or the entity's, without an id), newest first, a page at a time: events
     * are numbered as they are written, so the id orders them and is the cursor of the next page.
     */
    async list(query: AuditQuery): Promise<AuditPage> {
      if (query.entity === 'quote') return quoteHistory(query);
      const filters: SQL[] = [];
      if (query.entity === 'order' && query.id !== undefined) {
        // An order's history holds its payments' events too: who recorded or refunded what it was paid.
        const orderPayments = db
          .select({ id: sql<string>`${payments.id}::text` })
          .from(payments)
          .where(eq(payments.orderId, Number(query.id)));
        filters.push(
          or(
            and(eq(auditEvents.entity, 'order'), eq(auditEvents.entityId, query.id)),
            and(eq(auditEvents.entity, 'payment'), inArray(auditEvents.entityId, orderPayments)),
          )!,
        );
      } else {
        filters.push(eq(auditEvents.entity, query.entity));
        if (query.id !== undefined) filters.push(eq(auditEvents.entityId, query.id));
      }
      if (query.cursor !== undefined) filters.push(lt(auditEvents.id, query.cursor));
      const rows = await db
        .select()
        .from(auditEvents)
        .where(and(...filters))
        .orderBy(desc(auditEvents.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      return {
        events: page.map(toEvent),
        nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
      };
    },
  };
}
