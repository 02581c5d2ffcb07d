import { and, eq, ne, notInArray } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { ErrorCode } from '../../../common/errors.ts';
import { findPackage } from '../../../common/offer/index.ts';
import {
  discountedTotals,
  lineItemsTotal,
  type Quote,
  type QuoteDish,
  type UpdateQuoteData,
} from '../../../common/quotes/schema.ts';
import { mayMoveProposal } from '../../../common/quotes/status-machine.ts';
import { invoices, quotes } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { fieldError } from '../../platform/field-error.ts';
import { wantsStatusMail } from '../../platform/preferences.ts';
import { checkDishesForPackage, keptVenueZip } from './quote-offer.ts';
import type { QuoteContext } from './quotes.context.ts';
import { proposalSentMail } from './quotes.mail.ts';
import {
  actorOf,
  BUSINESS,
  customerOf,
  discountTermsColumns,
  owesMoney,
  pricedColumns,
  toDiscountTerms,
} from './quotes.rows.ts';
import type { QuoteDocuments } from './quotes.versions.ts';

/** The business prices or revises a proposal: the next version, sent. */
export function createQuotePricing(context: QuoteContext & QuoteDocuments) {
  const { deps, db, now, billed, find, record, keepVersion, sendAll, proposalAttachment, renderFor } =
    context;

  /**
   * A revision as it would be sent, checked and priced but not saved: revise sends it, and the owner's
   * draft costing (issue 37) reads its dishes, guests and bill while the Revise dialog is edited, so
   * the margin shown is the margin of the bill the client would get.
   */
  async function draft(id: number, body: UpdateQuoteData) {
    const quote = await find(id);
    if (!quote) throw notFound('Quote not found.');
    // The machine's owner may send from anywhere but completed (decision 0098).
    if (!mayMoveProposal(quote.status, 'sent', 'owner'))
      throw conflict('A completed proposal can no longer be edited.', undefined, ErrorCode.proposalCompleted);
    // Dishes follow the package: an admin's new choice, or the client's checked against a new package.
    const menuPackage = body.menuPackage ?? quote.menuPackage;
    let dishChange: QuoteDish[] | undefined;
    if (body.dishes !== undefined || menuPackage !== quote.menuPackage) {
      const { offer } = await deps.business();
      // A custom menu has no dishes: its notes describe it.
      const kept = findPackage(offer, menuPackage) ? quote.dishes.map((d) => d.id) : [];
      dishChange = await checkDishesForPackage(db, offer, menuPackage, body.dishes ?? kept);
    }
    const lineItems = body.lineItems ?? quote.lineItems;
    let total = body.totalAmount ?? null;
    if (lineItems.length > 0) {
      const sum = lineItemsTotal(lineItems);
      if (total !== null && total !== sum) {
        throw fieldError(
          'totalAmount',
          `The line items add up to ${sum}`,
          `The total must equal the sum of the line items (${sum}).`,
        );
      }
      total = sum;
    }
    total ??= quote.subtotal;
    if (total === null) {
      throw fieldError(
        'totalAmount',
        'Required to send the proposal',
        'Add line items or a total before sending the proposal.',
      );
    }
    const [terms] = await db.select(discountTermsColumns).from(quotes).where(eq(quotes.id, id));
    const { offer } = await deps.business();
    const priced = await billed(
      offer,
      menuPackage,
      discountedTotals(total, toDiscountTerms(terms)),
      quote.clientId,
      keptVenueZip(offer, quote.bill),
    );
    return {
      quote,
      menuPackage,
      dishChange,
      dishes: dishChange ?? quote.dishes,
      guestCount: body.guestCount ?? quote.guestCount,
      lineItems,
      priced,
      offer,
    };
  }

  return {
    /** A revision's dishes, guests and bill, priced as revise would send it; nothing is saved. */
    draft,

    /**
     * An admin prices or revises a proposal; it is then sent as the next version and the client is
     * told. A signed proposal is locked: its revision is a new version needing a new signature, and
     * until then the signed one stands (payments carry over: they belong to the quote).
     */
    async revise(id: number, body: UpdateQuoteData, user: PublicUser | null = null): Promise<Quote> {
      const { quote, dishChange, lineItems, priced, offer } = await draft(id, body);
      // Issue 39: billed to a house account, its invoice holds the signed total until it is voided.
      const [billed] = await db
        .select({ number: invoices.number })
        .from(invoices)
        .where(and(eq(invoices.quoteId, id), ne(invoices.status, 'void')));
      if (billed) {
        throw conflict(
          `This proposal is billed to the account as invoice ${billed.number}: it cannot be revised until the invoice is voided.`,
        );
      }
      const at = now();
      const [changed] = await db
        .update(quotes)
        .set({
          ...(body.eventType !== undefined ? { eventType: body.eventType } : {}),
          ...(body.eventDate !== undefined
            ? { eventDate: body.eventDate ? new Date(body.eventDate) : null }
            : {}),
          ...(body.guestCount !== undefined ? { guestCount: body.guestCount } : {}),
          ...(body.venue !== undefined ? { venue: body.venue } : {}),
          ...(body.menuPackage !== undefined ? { menuPackage: body.menuPackage } : {}),
          ...(body.notes !== undefined ? { notes: body.notes } : {}),
          ...(dishChange !== undefined ? { dishes: dishChange } : {}),
          lineItems,
          // A discount the request came with applies to the new price too; the bill is this version's.
          ...pricedColumns(priced),
          status: 'sent',
          sentAt: at,
          viewedAt: null,
          updatedAt: at,
          version: quote.version + 1,
          validUntil: body.validUntil
            ? new Date(body.validUntil)
            : new Date(at.getTime() + offer.proposals.validDays * 86_400_000),
        })
        // A signature or another revision may land between the read above and this write: the
        // version number settles it.
        .where(
          and(eq(quotes.id, id), notInArray(quotes.status, ['completed']), eq(quotes.version, quote.version)),
        )
        .returning({ id: quotes.id });
      if (!changed)
        throw conflict(
          'This proposal changed meanwhile. Please open it again.',
          undefined,
          ErrorCode.changedMeanwhile,
        );
      await deps.discounts.settleUse(
        quote.discountCode,
        { before: owesMoney(quote.status), after: false },
        customerOf(quote),
      );
      const updated = (await find(id))!;
      await keepVersion(db, updated, 'sent');
      const actor = user ? actorOf(user) : BUSINESS;
      await record(
        db,
        id,
        quote.status === 'expired' ? 'renewed' : 'sent',
        updated.version,
        actor,
        quote.status === 'changes_requested' ? 'Answers the change request' : null,
      );
      if (await wantsStatusMail(db, updated.clientId)) {
        const pdf = await renderFor(updated, {});
        await sendAll(updated, (ctx) => [
          { ...proposalSentMail(updated, ctx), attachments: [proposalAttachment(updated, pdf)] },
        ]);
      }
      return updated;
    },
  };
}
