import { eq, sql } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { centsOfText, fromCents } from '../../../common/money.ts';
import type { QuoteStats } from '../../../common/quotes/schema.ts';
import { quotes } from '../../db/schema/index.ts';
import { createQuoteClaims } from './quotes.claims.ts';
import { createQuoteContext, type QuoteServiceDeps } from './quotes.context.ts';
import { createGuestCount } from './quotes.guest-count.ts';
import { createQuoteList } from './quotes.list.ts';
import { createQuotePricing } from './quotes.pricing.ts';
import { createProposalLink } from './quotes.proposal-link.ts';
import { createQuoteRequest } from './quotes.request.ts';
import { createSigning } from './quotes.signing.ts';
import { createQuoteStatus } from './quotes.status.ts';
import { createQuoteDocuments } from './quotes.versions.ts';

export type { QuoteServiceDeps } from './quotes.context.ts';

/**
 * The quotes feature's service, one file per use case (request, pricing, sending, signing, versions,
 * guest count, claims, status; decision 0098), put together here.
 */
export function createQuoteService(deps: QuoteServiceDeps) {
  const context = createQuoteContext(deps);
  const { db, find, getVisible, visitorLinks } = context;
  const documents = createQuoteDocuments(context);
  const signing = createSigning({ ...context, ...documents });
  const link = createProposalLink({ ...context, ...documents, ...signing });
  return {
    getVisible,
    find,
    versionPdf: documents.versionPdf,
    events: documents.events,
    versions: documents.versions,
    visitorLinks,
    ...link,
    ...createQuoteClaims(context),
    ...createGuestCount(context),
    ...createQuoteStatus({ ...context, ...signing }),
    ...createQuoteRequest(context),
    ...createQuotePricing({ ...context, ...documents }),
    ...createQuoteList(context),
    async stats(user: PublicUser): Promise<QuoteStats> {
      const rows = await db
        .select({
          status: quotes.status,
          count: sql<number>`count(*)::int`,
          value: sql<string>`coalesce(sum(${quotes.totalCents}), 0)::text`,
        })
        .from(quotes)
        .where(user.role === 'admin' ? undefined : eq(quotes.clientId, user.id))
        .groupBy(quotes.status);
      const stats: QuoteStats = {
        total: 0,
        requested: 0,
        sent: 0,
        viewed: 0,
        changes_requested: 0,
        accepted: 0,
        rejected: 0,
        completed: 0,
        acceptedValue: '0.00',
        totalValue: '0.00',
      };
      let totalCents = 0;
      for (const row of rows) {
        stats.total += row.count;
        stats[row.status] = row.count;
        if (row.status === 'accepted') stats.acceptedValue = fromCents(centsOfText(row.value));
        // Priced proposals the client has or had in hand; a request waiting for its price and a
        // declined proposal are worth nothing yet.
        if (row.status !== 'requested' && row.status !== 'rejected') totalCents += centsOfText(row.value);
      }
      stats.totalValue = fromCents(totalCents);
      return stats;
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
