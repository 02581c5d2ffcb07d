import { and, asc, count, desc, eq, gte, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import type { QuoteList, QuoteListQuery } from '../../../common/quotes/list.ts';
import { quotes, users } from '../../db/schema/index.ts';
import type { QuoteContext } from './quotes.context.ts';
import { columns, toQuote } from './quotes.rows.ts';

/**
 * Without paging parameters a client's own list keeps the spec's whole answer (a client has a handful;
 * the cap is a guard); an admin's is capped at one page, newest first (decision 0112).
 */
const CLIENT_UNPAGED = 500;
const DEFAULT_PAGE_SIZE = 50;

/** "CC-2024-012", "cc12" or "12": the proposal with that number. */
const PROPOSAL_NUMBER = /^(?:cc-?(?:\d{4}-?)?)?0*(\d{1,9})$/i;

/** Part of the proposal number, the client's or contact's name, username or email, or the venue. */
function searchFilter(text: string): SQL | undefined {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches: (SQL | undefined)[] = [
    ilike(quotes.proposalNumber, like),
    ilike(quotes.contactName, like),
    ilike(quotes.contactEmail, like),
    ilike(quotes.venue, like),
    ilike(users.fullName, like),
    ilike(users.username, like),
    ilike(users.email, like),
  ];
  const number = PROPOSAL_NUMBER.exec(text)?.[1];
  if (number && Number(number) <= 2_147_483_647) matches.push(eq(quotes.id, Number(number)));
  return or(...matches);
}

/** The proposals a user may see (their own; every one for an admin), filtered, a page at a time. */
export function createQuoteList({ db, now, deps }: QuoteContext) {
  async function listPage(user: PublicUser, query: QuoteListQuery): Promise<QuoteList> {
    const paged = query.page !== undefined || query.pageSize !== undefined;
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? (paged || user.role === 'admin' ? DEFAULT_PAGE_SIZE : CLIENT_UNPAGED);
    const upcoming = query.upcoming === 'true';
    const where = and(
      user.role === 'admin' ? undefined : eq(quotes.clientId, user.id),
      query.status ? eq(quotes.status, query.status) : undefined,
      upcoming
        ? and(eq(quotes.status, 'accepted'), or(isNull(quotes.eventDate), gte(quotes.eventDate, now())))
        : undefined,
      query.since ? gte(quotes.createdAt, new Date(query.since)) : undefined,
      query.q ? searchFilter(query.q) : undefined,
    );
    // The soonest event first for what is ahead; the oldest request first for the owner's queue;
    // otherwise the newest request first. The id breaks ties, so a page boundary never repeats or skips
    // a proposal.
    const order = upcoming
      ? [sql`${quotes.eventDate} asc nulls last`, asc(quotes.id)]
      : query.sort === 'oldest'
        ? [asc(quotes.createdAt), asc(quotes.id)]
        : [desc(quotes.createdAt), desc(quotes.id)];
    const [rows, [counted]] = await Promise.all([
      db
        .select(columns)
        .from(quotes)
        .leftJoin(users, eq(users.id, quotes.clientId))
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: count() }).from(quotes).leftJoin(users, eq(users.id, quotes.clientId)).where(where),
    ]);
    const { offer } = await deps.business();
    const at = now();
    return {
      quotes: rows.map((row) => toQuote(row, at, offer.guestCounts.closesHoursBefore)),
      total: counted?.total ?? 0,
      page,
      pageSize,
    };
  }
  return { listPage };
}
