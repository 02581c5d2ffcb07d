import { eq } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { toCents } from '../../../common/money.ts';
import { isServiceChargeTarget, type Offer } from '../../../common/offer/types.ts';
import type { Quote, QuoteEventKind } from '../../../common/quotes/schema.ts';
import { quoteEvents, quotes, quoteVersions, users } from '../../db/schema/index.ts';
import type { Mailing } from '../../platform/feature-plugin.ts';
import { visibleTo } from '../../platform/ownership.ts';
import { billOrRefuse, exemptionFor } from '../bill/bill.exemption.ts';
import type { DiscountService } from '../discounts/discounts.service.ts';

import { type Actor, columns, snapshotOf, type Tx, toQuote } from './quotes.rows.ts';
import { createSending } from './quotes.sending.ts';

/** The platform's mailing (its how-to-pay lines optional: tests leave them out), and the quotes' own. */
export type QuoteServiceDeps = Omit<Mailing, 'howToPay'> &
  Partial<Pick<Mailing, 'howToPay'>> & {
    discounts: DiscountService;
    now?: () => Date;
    /** Loyalty: points when a proposal is completed (or no longer is); a package upgrade noted on the next one. */
    loyalty?: {
      syncQuote: (quoteId: number) => Promise<void>;
      /** Answers the note a redeemed package upgrade adds to the proposal, if any. */
      attachToProposal: (quoteId: number, userId: number | null) => Promise<string | null>;
    };
  };

/** What every use case of the quotes feature shares: the database, the clock, reading and recording a quote, its mails. */
export function createQuoteContext(deps: QuoteServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const sending = createSending(deps);

  /**
   * A priced version's bill under today's offer (service charge by package, tax unless the client is
   * exempt); its total is what the client pays, so deposits and balances are halves of it.
   */
  async function billed(
    offer: Offer,
    menuPackage: string,
    totals: { subtotal: string; discountAmount: string | null },
    clientId: number | null,
    /** The venue's ZIP (issue 34 §2): the package is delivered there, its zone's fee on the bill. */
    venueZip: string | null = null,
  ) {
    const bill = billOrRefuse(offer, {
      kind: isServiceChargeTarget(menuPackage) ? menuPackage : 'custom',
      subtotalCents: toCents(totals.subtotal),
      discountCents: toCents(totals.discountAmount ?? '0'),
      fulfilment: venueZip ? 'delivery' : null,
      deliveryZip: venueZip,
      exemption: await exemptionFor(db, clientId, now()),
    });
    return { ...totals, totalAmount: bill.total, bill };
  }

  async function find(id: number): Promise<Quote | null> {
    const [row] = await db
      .select(columns)
      .from(quotes)
      .leftJoin(users, eq(users.id, quotes.clientId))
      .where(eq(quotes.id, id));
    if (!row) return null;
    const { offer } = await deps.business();
    return toQuote(row, now(), offer.guestCounts.closesHoursBefore);
  }

  async function record(
    tx: Tx,
    quoteId: number,
    kind: QuoteEventKind,
    version: number | null,
    actor: Actor,
    detail: string | null = null,
  ): Promise<void> {
    await tx.insert(quoteEvents).values({ quoteId, kind, version, at: now(), ...actor, detail });
  }

  /** Writes version `quote.version` as sent (immutable: a second write of the same number is ignored). */
  async function keepVersion(tx: Tx, quote: Quote, kind: 'sent' | 'count'): Promise<void> {
    await tx
      .insert(quoteVersions)
      .values({
        quoteId: quote.id,
        version: quote.version,
        kind,
        sentAt: quote.sentAt ? new Date(quote.sentAt) : now(),
        validUntil: quote.validUntil ? new Date(quote.validUntil) : null,
        totalCents: quote.totalAmount === null ? null : toCents(quote.totalAmount),
        guestCount: quote.guestCount,
        lineItems: quote.lineItems,
        snapshot: snapshotOf(quote),
      })
      .onConflictDoNothing();
  }

  /** The quote when the user may see it: its owner or an admin (anyone else: 404, as if it did not exist). */
  async function getVisible(id: number, user: PublicUser): Promise<Quote> {
    return visibleTo(await find(id), user, (quote) => quote.clientId, 'Quote not found.');
  }

  return { deps, db, mailer: deps.mailer, now, billed, find, record, keepVersion, getVisible, ...sending };
}

export type QuoteContext = ReturnType<typeof createQuoteContext>;
