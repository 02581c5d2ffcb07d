import { and, eq, ne } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { businessClock, formatCalendarDate } from '../../../common/business-time.ts';
import { ErrorCode } from '../../../common/errors.ts';
import { fromCentsOrNull } from '../../../common/money.ts';
import { findPackage, guestCountProblem } from '../../../common/offer/index.ts';
import {
  type GuestCountPreview,
  guestCountAddendum,
  guestCountPreview,
  raisesBeyond,
} from '../../../common/quotes/guest-count.ts';
import {
  discountedTotals,
  FINAL_COUNT_PASSED_MESSAGE,
  instantTotal,
  lineItemsTotal,
  type Quote,
  recountLines,
} from '../../../common/quotes/schema.ts';
import { invoices, quotes, quoteVersions } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, forbidden } from '../../platform/errors.ts';
import { keptVenueZip } from './quote-offer.ts';
import type { QuoteContext } from './quotes.context.ts';
import { guestCountMails } from './quotes.mail.ts';
import { actorOf, discountTermsColumns, isOwner, pricedColumns, toDiscountTerms } from './quotes.rows.ts';

/** The final guest count of an accepted proposal: its preview and its change (addendum, maybe a new signature). */
export function createGuestCount(context: QuoteContext) {
  const { deps, db, now, billed, find, record, keepVersion, getVisible, sendAll } = context;
  /**
   * The checks and the new price of a final guest count, shared by the change and its preview so the
   * bill a client is shown before confirming is the bill they get.
   */
  async function repriceForCount(id: number, guestCount: number, user: PublicUser) {
    const quote = await getVisible(id, user);
    const admin = user.role === 'admin';
    if (!admin && !isOwner(quote, user))
      throw forbidden('Only the client of this proposal can change its count.');
    if (quote.status !== 'accepted')
      throw conflict(
        'The final guest count is for an accepted proposal.',
        undefined,
        ErrorCode.proposalNotAccepted,
      );
    const today = businessClock(now()).date;
    if (!admin && quote.finalCountDueDate && today > quote.finalCountDueDate) {
      throw new AppError(
        409,
        ErrorCode.finalCountPassed,
        FINAL_COUNT_PASSED_MESSAGE(formatCalendarDate(quote.finalCountDueDate, { dateStyle: 'medium' })),
      );
    }
    const { offer } = await deps.business();
    const problem = findPackage(offer, quote.menuPackage)
      ? guestCountProblem(offer, quote.menuPackage, guestCount)
      : null;
    if (problem) throw badRequest(problem, { guestCount: problem });
    if (guestCount === quote.guestCount) return { quote, lineItems: quote.lineItems, priced: null };
    const lineItems = recountLines(quote.lineItems, quote.guestCount, guestCount);
    // A per-event package keeps its price within its limits; per-guest lines follow the count.
    const subtotal =
      lineItems.length > 0
        ? lineItemsTotal(lineItems)
        : (instantTotal(offer, quote.menuPackage, guestCount) ?? quote.subtotal);
    if (subtotal === null)
      throw conflict(
        'Price this proposal before changing its count.',
        undefined,
        ErrorCode.proposalNotPriced,
      );
    const [terms] = await db.select(discountTermsColumns).from(quotes).where(eq(quotes.id, id));
    const priced = await billed(
      offer,
      quote.menuPackage,
      discountedTotals(subtotal, toDiscountTerms(terms)),
      quote.clientId,
      keptVenueZip(offer, quote.bill),
    );
    return { quote, lineItems, priced };
  }

  /** Whether a count's new total is more than `percent` over the signed version's total. */
  async function needsNewSignature(quote: Quote, newTotal: string, percent: number): Promise<boolean> {
    const signature = quote.signature;
    if (!signature) return false;
    const [signedRow] = await db
      .select({ totalCents: quoteVersions.totalCents })
      .from(quoteVersions)
      .where(and(eq(quoteVersions.quoteId, quote.id), eq(quoteVersions.version, signature.version)));
    return raisesBeyond(fromCentsOrNull(signedRow?.totalCents) ?? quote.totalAmount, newTotal, percent);
  }

  return {
    /**
     * The final guest count (issue 27 §3): the owner of an accepted proposal until its due date, an
     * admin always. Re-priced (per-guest lines, the package's limits), kept as a new version marked
     * as a count change (no new signature), both sides mailed.
     */
    async changeGuestCount(id: number, guestCount: number, user: PublicUser): Promise<Quote> {
      const { quote, lineItems, priced } = await repriceForCount(id, guestCount, user);
      // Issue 39 (once the proposal is known visible): billed to a house account, its invoice holds
      // the total; a new count waits for the owner to void that invoice (then it is paid by card).
      const [billed] = await db
        .select({ number: invoices.number })
        .from(invoices)
        .where(and(eq(invoices.quoteId, id), ne(invoices.status, 'void')));
      if (billed) {
        throw conflict(
          `This proposal is billed to the account as invoice ${billed.number}: its guest count cannot change until the invoice is voided.`,
        );
      }
      if (!priced) return quote;
      const addendum = guestCountAddendum({
        from: quote.guestCount,
        to: guestCount,
        day: businessClock(now()).date,
        byClient: user.role !== 'admin',
        newTotal: priced.totalAmount,
      });
      const { offer } = await deps.business();
      const resign = await needsNewSignature(
        quote,
        priced.totalAmount,
        offer.guestCounts.newSignatureAbovePercent,
      );
      const at = now();
      // Over the owner's threshold the new version goes out to be signed again; the signed one stands.
      const sent = resign
        ? {
            status: 'sent' as const,
            sentAt: at,
            viewedAt: null,
            validUntil: new Date(at.getTime() + offer.proposals.validDays * 86_400_000),
          }
        : {};
      const changed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(quotes)
          .set({
            guestCount,
            lineItems,
            ...pricedColumns(priced),
            ...sent,
            version: quote.version + 1,
            updatedAt: at,
          })
          .where(and(eq(quotes.id, id), eq(quotes.version, quote.version), eq(quotes.status, 'accepted')))
          .returning({ id: quotes.id });
        if (row) await record(tx, id, 'count_changed', quote.version + 1, actorOf(user), addendum);
        return row;
      });
      if (!changed)
        throw conflict(
          'This proposal changed meanwhile. Please open it again.',
          undefined,
          ErrorCode.changedMeanwhile,
        );
      const updated = (await find(id))!;
      await keepVersion(db, updated, 'count');
      await sendAll(updated, (ctx) => guestCountMails(updated, quote.guestCount, ctx, addendum));
      return updated;
    },

    /** POST /api/quotes/{id}/guest-count/preview: the bill a count would give, nothing saved. */
    async previewGuestCount(id: number, guestCount: number, user: PublicUser): Promise<GuestCountPreview> {
      const { quote, priced } = await repriceForCount(id, guestCount, user);
      const { offer } = await deps.business();
      const resign =
        priced !== null &&
        (await needsNewSignature(quote, priced.totalAmount, offer.guestCounts.newSignatureAbovePercent));
      return guestCountPreview(quote, guestCount, priced, resign);
    },
  };
}
