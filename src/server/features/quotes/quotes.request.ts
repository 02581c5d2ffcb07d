import { eq, sql } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { customerName } from '../../../common/customer-name.ts';
import { fromCents, toCents } from '../../../common/money.ts';
import { findPackage } from '../../../common/offer/index.ts';
import { type QuoteEstimate, type QuoteEstimateData, sendsAtOnce } from '../../../common/quotes/estimate.ts';
import { VisitorContactSchema } from '../../../common/quotes/request-form.ts';
import {
  type CreateQuoteData,
  defaultLineItems,
  discountedTotals,
  instantTotal,
  newProposalNumber,
  type Quote,
} from '../../../common/quotes/schema.ts';
import { quotes } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import type { BookingHold } from '../switches/booking-rules.ts';
import { checkRequestAgainstOffer, keptVenueZip } from './quote-offer.ts';
import type { QuoteContext } from './quotes.context.ts';
import { acknowledgementMail, newRequestMail } from './quotes.mail.ts';
import { actorOf, BUSINESS, discountTermsColumns, toDiscountTerms } from './quotes.rows.ts';

/** A quote request: its estimate, and the request stored (sent at once when the offer prices it). */
export function createQuoteRequest(context: QuoteContext) {
  const { deps, db, now, billed, find, record, keepVersion, sendAll } = context;

  return {
    /**
     * POST /api/quotes/estimate (issue 34 §2): the bill the request would be sent with, by the same
     * rules as `create` (guest count, dishes, the venue's delivery zone, tax unless the client is
     * exempt), and whether it would go out at once. Nothing is stored.
     */
    async estimate(body: QuoteEstimateData, user: PublicUser | null): Promise<QuoteEstimate> {
      const { offer } = await deps.business();
      const admin = user?.role === 'admin';
      if (!admin && (body.quoteId !== undefined || body.subtotal !== undefined))
        throw forbidden('Only the business prices a proposal by hand.');
      let clientId = user && !admin ? user.id : null;
      let terms: { percent: number | null; minSubtotal: string | null } = {
        percent: null,
        minSubtotal: null,
      };
      let venueZip = body.venueZip ?? null;
      if (body.quoteId !== undefined) {
        // The Revise dialog: the bill `revise` will make, from this proposal's client, discount and zone.
        const quote = await find(body.quoteId);
        if (!quote) throw notFound('Quote not found.');
        clientId = quote.clientId;
        const [row] = await db.select(discountTermsColumns).from(quotes).where(eq(quotes.id, quote.id));
        if (row) terms = toDiscountTerms(row);
        venueZip ??= keptVenueZip(offer, quote.bill);
      }
      let total = body.subtotal ?? null;
      if (total === null) {
        await checkRequestAgainstOffer(db, offer, body);
        total = instantTotal(offer, body.menuPackage, body.guestCount);
      }
      if (total === null) {
        const message = findPackage(offer, body.menuPackage)
          ? 'This package has no price yet.'
          : body.menuPackage === 'custom'
            ? 'A custom menu is priced by us: send the request and we will answer with a proposal.'
            : 'This package is not offered.';
        throw badRequest(message, { menuPackage: message });
      }
      const priced = await billed(
        offer,
        body.menuPackage,
        discountedTotals(total, terms),
        clientId,
        venueZip,
      );
      return {
        bill: priced.bill,
        instantProposal: sendsAtOnce(offer, body.guestCount, toCents(priced.totalAmount)),
      };
    },

    /** `hold` runs first in the transaction that stores the request (the booking rules' capacity). */
    async create(body: CreateQuoteData, user: PublicUser | null, hold?: BookingHold): Promise<Quote> {
      let clientId: number | null = null;
      let contact = { name: body.contactName, email: body.contactEmail, phone: body.contactPhone };
      if (user) {
        clientId = user.id;
        contact = {
          name: customerName(user.fullName, body.contactName, user.username),
          email: user.email,
          phone: body.contactPhone,
        };
      } else {
        // The quote form's own schema (the page checks the same): each missing contact named.
        const visitor = VisitorContactSchema.safeParse(body);
        if (!visitor.success) {
          const missing: Record<string, string> = {};
          for (const issue of visitor.error.issues) missing[String(issue.path[0])] ??= issue.message;
          throw badRequest(Object.values(missing)[0]!, missing);
        }
        // A visitor's request stays unclaimed: only the account holder can add it (claim, below).
      }
      const { offer } = await deps.business();
      const dishes = await checkRequestAgainstOffer(db, offer, body);
      const total = instantTotal(offer, body.menuPackage, body.guestCount);
      // Checked against the server's own price (a custom request: its minimum waits for the pricing).
      const discount = body.discountCode
        ? await deps.discounts.evaluate({
            code: body.discountCode,
            subtotalCents: total === null ? null : toCents(total),
            eventType: body.eventType,
            email: contact.email,
            user,
          })
        : null;
      const terms = {
        percent: discount?.percent ?? null,
        minSubtotal: discount ? fromCents(discount.minSubtotalCents) : null,
      };
      // Priced by the offer, it goes out as a proposal at once, unless the owner reviews each first or
      // it is over the owner's size (issue 34 §2): then it waits, its price kept for the owner's look.
      const estimate =
        total === null
          ? null
          : await billed(offer, body.menuPackage, discountedTotals(total, terms), clientId, body.venueZip);
      const sendNow = estimate !== null && sendsAtOnce(offer, body.guestCount, toCents(estimate.totalAmount));
      const priced = sendNow ? estimate : null;
      const at = now();
      const row = await db.transaction(async (tx) => {
        await hold?.(tx);
        const [inserted] = await tx
          .insert(quotes)
          .values({
            clientId,
            status: sendNow ? 'sent' : 'requested',
            eventType: body.eventType,
            eventDate: new Date(body.eventDate),
            guestCount: body.guestCount,
            venue: body.venue,
            menuPackage: body.menuPackage,
            totalCents: priced ? toCents(priced.totalAmount) : null,
            subtotalCents: priced ? toCents(priced.subtotal) : null,
            discountCode: discount?.code ?? null,
            discountPercent: terms.percent,
            discountMinSubtotalCents: discount ? discount.minSubtotalCents : null,
            discountCents: priced?.discountAmount ? toCents(priced.discountAmount) : null,
            // A request that waits keeps its estimate's bill (the venue's zone) for the owner's look;
            // it has no total until the owner sends it.
            bill: (priced ?? estimate)?.bill ?? null,
            budgetCents: body.budget == null ? null : toCents(body.budget),
            notes: body.notes,
            lineItems: total === null ? [] : defaultLineItems(offer, body.menuPackage, body.guestCount),
            dishes,
            contactName: contact.name,
            contactEmail: contact.email,
            contactPhone: contact.phone,
            sentAt: sendNow ? at : null,
            version: sendNow ? 1 : 0,
            validUntil: sendNow ? new Date(at.getTime() + offer.proposals.validDays * 86_400_000) : null,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: quotes.id });
        await tx
          .update(quotes)
          .set({ proposalNumber: newProposalNumber(inserted!.id, at) })
          .where(eq(quotes.id, inserted!.id));
        await record(tx, inserted!.id, 'requested', null, actorOf(user, contact.name ?? 'Visitor'));
        if (sendNow)
          await record(
            tx,
            inserted!.id,
            'sent',
            1,
            { ...BUSINESS, actorName: 'System', actorRole: 'system' },
            'Priced automatically',
          );
        // A request owes nothing: its use counts, and a first-order code reserves the customer, once
        // the proposal is accepted (settleUse). Until then it spends nobody's code (issue 24 §4, §8).
        return inserted;
      });
      const rewardNote = await deps.loyalty?.attachToProposal(row!.id, clientId);
      if (rewardNote) {
        await db
          .update(quotes)
          .set({
            notes: sql`case when ${quotes.notes} is null or ${quotes.notes} = '' then ${rewardNote} else ${quotes.notes} || E'\n' || ${rewardNote} end`,
          })
          .where(eq(quotes.id, row!.id));
      }
      const quote = (await find(row!.id))!;
      if (quote.version > 0) await keepVersion(db, quote, 'sent');
      await sendAll(quote, (ctx) => [
        acknowledgementMail(quote, ctx, !!user?.emailVerified),
        newRequestMail(quote, ctx),
      ]);
      return quote;
    },
  };
}
