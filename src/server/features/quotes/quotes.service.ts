import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { billWithoutCharges } from '../../../common/bill/compute.ts';
import {
  addDays,
  businessClock,
  formatCalendarDate,
  formatShortDate,
} from '../../../common/business-time.ts';
import { customerName } from '../../../common/customer-name.ts';
import { ErrorCode } from '../../../common/errors.ts';
import { centsOfText, formatCents, formatMoney, fromCents, toCents } from '../../../common/money.ts';
import { DEFAULT_OFFER } from '../../../common/offer/defaults.ts';
import { findPackage, guestCountProblem } from '../../../common/offer/index.ts';
import { isServiceChargeTarget, type Offer } from '../../../common/offer/types.ts';
import { DELETED_CLIENT } from '../../../common/profile.ts';
import { type QuoteEstimate, type QuoteEstimateData, sendsAtOnce } from '../../../common/quotes/estimate.ts';
import {
  type GuestCountPreview,
  guestCountAddendum,
  guestCountPreview,
  raisesBeyond,
  signedVersionLabel,
} from '../../../common/quotes/guest-count.ts';
import {
  PROPOSAL_LINK_IN_ACCOUNT,
  PROPOSAL_LINK_INVALID,
  type ProposalLinkSignBody,
  proposalLinkExpired,
  proposalLinkPath,
} from '../../../common/quotes/proposal-link.ts';
import {
  type CreateQuoteData,
  defaultLineItems,
  discountedTotals,
  expiredMessage,
  FINAL_COUNT_PASSED_MESSAGE,
  instantTotal,
  lineItemsTotal,
  newProposalNumber,
  proposalNumber,
  type Quote,
  type QuoteDish,
  type QuoteEvent,
  type QuoteEventKind,
  type QuoteStats,
  type QuoteStatus,
  type QuoteVersion,
  recountLines,
  SIGN_MESSAGE,
  SignerNameSchema,
  snapshotDishes,
  type UpdateQuoteData,
} from '../../../common/quotes/schema.ts';
import type { Database } from '../../db/connect.ts';
import { payments, quoteEvents, quotes, quoteVersions, users } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { Mailing } from '../../platform/feature-plugin.ts';
import { fieldError } from '../../platform/field-error.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { visibleTo } from '../../platform/ownership.ts';
import { wantsStatusMail } from '../../platform/preferences.ts';
import { billOrRefuse, exemptionFor } from '../bill/bill.exemption.ts';
import type { DiscountService } from '../discounts/discounts.service.ts';
import type { BookingHold } from '../switches/booking-rules.ts';
import { checkDishesForPackage, checkRequestAgainstOffer, keptVenueZip } from './quote-offer.ts';
import {
  acknowledgementMail,
  changeRequestMail,
  decisionMail,
  guestCountMails,
  newRequestMail,
  proposalSentMail,
  type QuoteMailContext,
  signedMail,
} from './quotes.mail.ts';
import { type AuditLine, renderProposalPdf, type SignatureBlock } from './quotes.pdf.ts';

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

/** What a claim link grants: this quote, for the holder of this email. */
const claimParts = (quote: { id: number; contactEmail: string | null }) => [
  'claim-quote',
  String(quote.id),
  (quote.contactEmail ?? '').toLowerCase(),
];

/**
 * What a proposal link grants (decision 0086): this quote, mailed to this address, while this expiry
 * holds. A new version has a new expiry, so its mail carries a new link and the old one stops working.
 */
const proposalLinkParts = (quote: { id: number; contactEmail: string | null; validUntil: string | null }) => [
  'proposal-link',
  String(quote.id),
  (quote.contactEmail ?? '').toLowerCase(),
  quote.validUntil ?? '',
];

/** Newest first; a portal shows at most this many (the stats count every quote). */
const LIST_LIMIT = 500;

const columns = {
  quote: quotes,
  username: users.username,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  // What has been paid (feature payments): succeeded payments; a refunded one no longer counts.
  amountPaid: sql<string>`(select coalesce(sum(${payments.amountCents}), 0)::text from ${payments} where ${payments.quoteId} = ${quotes.id} and ${payments.status} = 'succeeded')`,
};
type Row = {
  quote: typeof quotes.$inferSelect;
  username: string | null;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  amountPaid: string;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A sent or viewed version past its validUntil reads as expired (issue 27 §3). */
const isExpired = (q: { status: string; validUntil: Date | null }, at: Date) =>
  (q.status === 'sent' || q.status === 'viewed') && q.validUntil !== null && q.validUntil < at;

function toQuote(
  { quote: q, amountPaid: paid, ...account }: Row,
  at: Date = new Date(),
  finalCountHours = DEFAULT_OFFER.guestCounts.closesHoursBefore,
): Quote {
  const amountPaid = fromCents(centsOfText(paid));
  return {
    id: q.id,
    // The last day a count may change: the hours before the event, rounded up to whole days.
    finalCountDueDate: q.eventDate
      ? addDays(businessClock(q.eventDate).date, -Math.ceil(finalCountHours / 24))
      : null,
    proposalNumber: proposalNumber(q),
    version: q.version,
    validUntil: iso(q.validUntil),
    signature:
      q.signerName && q.signedAt && q.signedVersion !== null && q.signedSha256
        ? {
            signerName: q.signerName,
            signedAt: q.signedAt.toISOString(),
            version: q.signedVersion,
            documentSha256: q.signedSha256,
          }
        : null,
    clientId: q.clientId,
    clientName: customerName(account.fullName, q.contactName, account.username),
    clientEmail: account.email ?? q.contactEmail ?? '',
    clientPhone: account.phone ?? q.contactPhone,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
    status: isExpired(q, at) ? 'expired' : q.status,
    eventType: q.eventType,
    eventDate: iso(q.eventDate),
    guestCount: q.guestCount,
    venue: q.venue,
    menuPackage: q.menuPackage,
    totalAmount: q.totalAmount,
    amountPaid,
    balanceDue:
      q.totalAmount === null ? null : fromCents(Math.max(0, toCents(q.totalAmount) - toCents(amountPaid))),
    subtotal: q.subtotal ?? q.totalAmount,
    bill:
      q.bill ??
      (q.totalAmount === null
        ? null
        : billWithoutCharges(q.subtotal ?? q.totalAmount, q.discountAmount, q.totalAmount)),
    discountCode: q.discountCode,
    discountPercent: q.discountPercent,
    discountAmount: q.discountAmount,
    budget: q.budget,
    notes: q.notes,
    lineItems: q.lineItems,
    dishes: q.dishes,
    viewedAt: iso(q.viewedAt),
    sentAt: iso(q.sentAt),
    contactName: q.contactName,
    contactEmail: q.contactEmail,
    contactPhone: q.contactPhone,
  };
}

const isOwner = (quote: Quote, user: PublicUser) => quote.clientId === user.id;

type Actor = {
  actorId: number | null;
  actorName: string;
  actorRole: 'client' | 'admin' | 'visitor' | 'system';
};
const actorOf = (user: PublicUser | null, fallbackName = 'Visitor'): Actor =>
  user
    ? {
        actorId: user.id,
        actorName: user.role === 'admin' ? 'The business' : customerName(user.fullName, null, user.username),
        actorRole: user.role === 'admin' ? 'admin' : 'client',
      }
    : { actorId: null, actorName: fallbackName, actorRole: 'visitor' };
const BUSINESS: Actor = { actorId: null, actorName: 'The business', actorRole: 'admin' };
type Tx = Pick<Database, 'insert' | 'select' | 'update'>;

/** What a version keeps of the quote: everything the client saw, without what payments change. */
function snapshotOf(quote: Quote): Record<string, unknown> {
  const { amountPaid: _a, balanceDue: _b, signature: _s, ...rest } = quote;
  return rest;
}

/** An accepted proposal is money owed (then paid): its discount code's use counts from then. */
const owesMoney = (status: QuoteStatus | string) => status === 'accepted' || status === 'completed';
/** Whose first order a proposal's first-order code spends (discounts' settleUse). */
const customerOf = (quote: Pick<Quote, 'contactEmail' | 'clientId'>) => ({
  email: quote.contactEmail,
  userId: quote.clientId,
});

export function createQuoteService(deps: QuoteServiceDeps) {
  const { db, mailer } = deps;
  const now = deps.now ?? (() => new Date());

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
    const [terms] = await db
      .select({ percent: quotes.discountPercent, minSubtotal: quotes.discountMinSubtotal })
      .from(quotes)
      .where(eq(quotes.id, id));
    const priced = await billed(
      offer,
      quote.menuPackage,
      discountedTotals(subtotal, terms ?? { percent: null, minSubtotal: null }),
      quote.clientId,
      keptVenueZip(offer, quote.bill),
    );
    return { quote, lineItems, priced };
  }

  async function mailContext(): Promise<QuoteMailContext> {
    const business = await deps.business();
    return {
      businessName: business.name,
      businessEmail: deps.businessEmail,
      publicUrl: deps.publicUrl,
      offer: business.offer,
      howToPay: (await deps.howToPay?.()) ?? null,
    };
  }

  /**
   * A visitor's request (no account): the claim link (decision 0011) and, once priced and until it
   * expires, the proposal link (decision 0086) its mails carry.
   */
  async function visitorLinks(quote: Quote): Promise<Pick<QuoteMailContext, 'claimUrl' | 'proposalUrl'>> {
    if (quote.clientId !== null || !quote.clientEmail) return {};
    const token = await deps.links.sign(...claimParts({ id: quote.id, contactEmail: quote.clientEmail }));
    const claimUrl = `${deps.publicUrl}/claim?quote=${quote.id}&token=${token}`;
    if (!quote.validUntil || quote.totalAmount === null || quote.status === 'expired') return { claimUrl };
    const link = await deps.links.sign(...proposalLinkParts(quote));
    return { claimUrl, proposalUrl: `${deps.publicUrl}${proposalLinkPath(quote.id, link)}` };
  }

  async function sendAll(quote: Quote, build: (ctx: QuoteMailContext) => MailMessage[]): Promise<void> {
    const ctx = { ...(await mailContext()), ...(await visitorLinks(quote)) };
    for (const mail of build(ctx)) if (mail.to) await mailer.send(mail);
  }

  /** The proposal as sent, attached to its mail. */
  const proposalAttachment = (quote: Quote, pdf: Buffer) => ({
    filename: `proposal-${quote.proposalNumber}.pdf`,
    contentType: 'application/pdf',
    content: pdf,
  });

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
        totalAmount: quote.totalAmount,
        guestCount: quote.guestCount,
        lineItems: quote.lineItems,
        snapshot: snapshotOf(quote),
      })
      .onConflictDoNothing();
  }

  /** The proposal's history, oldest first: its events and the payments made on it. */
  async function history(id: number, admin: boolean): Promise<QuoteEvent[]> {
    const [rows, paid, [signer]] = await Promise.all([
      db
        .select()
        .from(quoteEvents)
        .where(eq(quoteEvents.quoteId, id))
        .orderBy(asc(quoteEvents.at), asc(quoteEvents.id)),
      db
        .select({
          amountCents: payments.amountCents,
          status: payments.status,
          kind: payments.kind,
          settledAt: payments.settledAt,
          createdAt: payments.createdAt,
          refundedAt: payments.refundedAt,
          payer: users.fullName,
          username: users.username,
          role: users.role,
        })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.paidBy))
        .where(and(eq(payments.quoteId, id), inArray(payments.status, ['succeeded', 'refunded']))),
      db
        .select({
          ip: quotes.signerIp,
          ua: quotes.signerUserAgent,
          version: quotes.signedVersion,
          contactName: quotes.contactName,
        })
        .from(quotes)
        .where(eq(quotes.id, id)),
    ]);
    const events: QuoteEvent[] = rows.map((e) => ({
      kind: e.kind as QuoteEventKind,
      at: e.at.toISOString(),
      version: e.version,
      by: e.actorName,
      role: e.actorRole,
      detail: e.detail,
      ...(admin && e.kind === 'signed' && signer && e.version === signer.version
        ? { ipAddress: signer.ip ?? '', userAgent: signer.ua ?? '' }
        : {}),
    }));
    for (const p of paid) {
      // A card payment with no account behind it was made through the proposal link (decision 0086).
      const byLink = !p.username && (p.kind === 'deposit' || p.kind === 'balance');
      const business = p.role === 'admin' || (!p.username && !byLink);
      const by = business
        ? 'The business'
        : byLink
          ? (signer?.contactName ?? 'Visitor')
          : customerName(p.payer, null, p.username);
      const role = business ? 'admin' : byLink ? 'visitor' : 'client';
      events.push({
        kind: 'paid',
        at: (p.settledAt ?? p.createdAt).toISOString(),
        version: null,
        by,
        role,
        // Every amount a person reads carries its "$" (issue 34 §6): this line prints in the PDF too.
        detail: `${p.kind === 'offline' ? 'Payment' : p.kind === 'balance' ? 'Balance' : 'Deposit'} ${formatCents(p.amountCents)}`,
      });
      if (p.status === 'refunded' && p.refundedAt)
        events.push({
          kind: 'refunded',
          at: p.refundedAt.toISOString(),
          version: null,
          by: 'The business',
          role: 'admin',
          detail: `Refund ${formatCents(p.amountCents)}`,
        });
    }
    return events.sort((a, b) => a.at.localeCompare(b.at));
  }

  /** The audit trail as the signed PDF prints it: business-clock time, what, who. */
  const auditLines = (events: QuoteEvent[]): AuditLine[] =>
    events.map((e) => ({ at: e.at, kind: e.kind, version: e.version, by: e.by, detail: e.detail }));

  async function renderFor(
    quote: Quote,
    extra: { signature?: SignatureBlock; audit?: AuditLine[]; addenda?: string[] },
  ) {
    return renderProposalPdf(quote, await deps.business(), {
      ...extra,
      howToPay: (await deps.howToPay?.()) ?? null,
    });
  }

  /**
   * GET /api/quotes/{id}/pdf: the proposal as it stands; ?version=N: that version, the signed one's
   * exact bytes as kept, an earlier one rendered from what was sent.
   */
  async function versionPdf(id: number, version: number | undefined, user: PublicUser): Promise<Buffer> {
    return pdfOf(await getVisible(id, user), version);
  }

  /**
   * A signed proposal whose count changed since: the version signed and what it came to, then each
   * change's addendum from the audit trail, oldest first (none otherwise).
   */
  async function addendaOf(quote: Quote): Promise<string[]> {
    const signature = quote.signature;
    if (!signature || signature.version === quote.version) return [];
    const [[signedRow], events] = await Promise.all([
      db
        .select({ total: quoteVersions.totalAmount })
        .from(quoteVersions)
        .where(and(eq(quoteVersions.quoteId, quote.id), eq(quoteVersions.version, signature.version))),
      history(quote.id, false),
    ]);
    return [
      signedVersionLabel(signature.version, signedRow?.total ?? null),
      ...events
        .filter((e) => e.kind === 'count_changed' && e.version !== null && e.version > signature.version)
        .map((e) => e.detail ?? ''),
    ];
  }

  /** Whether a count's new total is more than `percent` over the signed version's total. */
  async function needsNewSignature(quote: Quote, newTotal: string, percent: number): Promise<boolean> {
    const signature = quote.signature;
    if (!signature) return false;
    const [signedRow] = await db
      .select({ total: quoteVersions.totalAmount })
      .from(quoteVersions)
      .where(and(eq(quoteVersions.quoteId, quote.id), eq(quoteVersions.version, signature.version)));
    return raisesBeyond(signedRow?.total ?? quote.totalAmount, newTotal, percent);
  }

  async function pdfOf(quote: Quote, version: number | undefined): Promise<Buffer> {
    const { id } = quote;
    if (version === undefined) {
      // The proposal as it stands (what is paid included); once signed, with its signature and history.
      const signed = quote.signature && quote.signature.version === quote.version ? quote.signature : null;
      if (signed) return renderFor(quote, { signature: signed, audit: auditLines(await history(id, false)) });
      return renderFor(quote, { addenda: await addendaOf(quote) });
    }
    const wanted = version;
    const [row] = await db
      .select()
      .from(quoteVersions)
      .where(and(eq(quoteVersions.quoteId, id), eq(quoteVersions.version, wanted)));
    if (row?.signedPdf) return Buffer.from(row.signedPdf, 'base64');
    if (version === quote.version) return renderFor(quote, {});
    if (!row) throw notFound('That version of the proposal does not exist.');
    return renderFor(
      { ...quote, ...(row.snapshot as Partial<Quote>), amountPaid: '0.00', balanceDue: row.totalAmount },
      {},
    );
  }

  /** The quote when the user may see it: its owner or an admin (anyone else: 404, as if it did not exist). */
  async function getVisible(id: number, user: PublicUser): Promise<Quote> {
    return visibleTo(await find(id), user, (quote) => quote.clientId, 'Quote not found.');
  }

  /**
   * Signing is accepting (issue 27 §1): the owner's typed name and agreement, on a sent or viewed
   * version that has not expired. The signed PDF (signature block, audit trail) is rendered once, its
   * SHA-256 kept with its bytes, and mailed to both sides.
   */
  async function sign(
    quote: Quote,
    body: { signerName?: string; agreeToTerms?: boolean },
    user: PublicUser | null,
    from: { ip: string; userAgent: string | null },
    /** Signed through the proposal link by the verified holder of the same email: joins that account. */
    joinAccount: number | null = null,
  ): Promise<Quote> {
    const name = SignerNameSchema.safeParse(body.signerName ?? '');
    if (!name.success || body.agreeToTerms !== true) throw badRequest(SIGN_MESSAGE);
    if (quote.status === 'expired' && quote.validUntil)
      throw new AppError(409, ErrorCode.proposalExpired, expiredMessage(formatShortDate(quote.validUntil)));
    if (quote.status !== 'sent' && quote.status !== 'viewed')
      throw badRequest(`Only a proposal that was sent to you can be accepted; this one is ${quote.status}.`);
    const signedAt = now();
    const signer = { signerName: name.data, signedAt: signedAt.toISOString(), version: quote.version };
    const past = await history(quote.id, false);
    const signedEvent: QuoteEvent = {
      kind: 'signed',
      at: signer.signedAt,
      version: quote.version,
      by: name.data,
      role: user ? 'client' : 'visitor',
      detail: null,
    };
    const accepted: Quote = { ...quote, status: 'accepted' };
    const pdf = await renderFor(accepted, { signature: signer, audit: auditLines([...past, signedEvent]) });
    const sha = createHash('sha256').update(pdf).digest('hex');
    const done = await db.transaction(async (tx) => {
      // One statement decides, so a double click or a concurrent revision cannot slip past the rule.
      const [changed] = await tx
        .update(quotes)
        .set({
          status: 'accepted',
          updatedAt: signedAt,
          signerName: name.data,
          signedAt,
          signedVersion: quote.version,
          signedSha256: sha,
          signerIp: from.ip,
          signerUserAgent: from.userAgent,
          ...(joinAccount !== null ? { clientId: joinAccount } : {}),
        })
        .where(
          and(
            eq(quotes.id, quote.id),
            // The link signs a proposal still without an account; the portal, the owner's own.
            user ? eq(quotes.clientId, user.id) : isNull(quotes.clientId),
            eq(quotes.version, quote.version),
            inArray(quotes.status, ['sent', 'viewed']),
            or(isNull(quotes.validUntil), sql`${quotes.validUntil} >= ${signedAt.toISOString()}`),
          ),
        )
        .returning({ id: quotes.id });
      if (!changed) return false;
      await keepVersion(tx, quote, 'sent');
      await tx
        .update(quoteVersions)
        .set({ signedPdf: pdf.toString('base64'), signedSha256: sha })
        .where(and(eq(quoteVersions.quoteId, quote.id), eq(quoteVersions.version, quote.version)));
      await tx.insert(quoteEvents).values({
        quoteId: quote.id,
        kind: 'signed',
        version: quote.version,
        at: signedAt,
        ...actorOf(user),
        ...(joinAccount !== null ? { actorId: joinAccount, actorRole: 'client' as const } : {}),
        actorName: name.data,
        detail: null,
      });
      return true;
    });
    if (!done) throw badRequest('This proposal changed while you were signing it. Please open it again.');
    const updated = (await find(quote.id))!;
    // The signature may have joined an account: the reservation is made for who is on it now.
    await deps.discounts.settleUse(
      quote.discountCode,
      { before: owesMoney(quote.status), after: true },
      customerOf(updated),
    );
    const attachment = {
      filename: `proposal-${updated.proposalNumber}-signed.pdf`,
      contentType: 'application/pdf',
      content: pdf,
    };
    await sendAll(updated, (ctx) => [
      { ...signedMail(updated, ctx), attachments: [attachment] },
      { ...decisionMail(updated, ctx), attachments: [attachment] },
    ]);
    return updated;
  }

  /**
   * The proposal a mailed link opens (decision 0086): the token must be this quote's, for its address
   * and its current expiry; a wrong one is 404 whatever the id (another quote never answers). A
   * proposal in an account opens in the portal only; an expired one is refused with its date.
   */
  async function byLink(id: number, token: string | undefined): Promise<Quote> {
    const quote = token ? await find(id) : null;
    const valid =
      quote !== null &&
      quote.validUntil !== null &&
      (await deps.links.verify(token!, ...proposalLinkParts(quote)));
    if (!quote || !valid) throw notFound(PROPOSAL_LINK_INVALID);
    if (quote.clientId !== null) throw forbidden(PROPOSAL_LINK_IN_ACCOUNT);
    if (quote.status === 'expired')
      throw new AppError(
        403,
        ErrorCode.proposalExpired,
        proposalLinkExpired(formatShortDate(quote.validUntil!)),
      );
    return quote;
  }

  return {
    /** A deleted account's requests and proposals stay in the books without the person's contact. */
    async forgetClient(tx: Pick<Database, 'update'>, userId: number): Promise<void> {
      await tx
        .update(quotes)
        .set({
          clientId: null,
          contactName: DELETED_CLIENT,
          contactEmail: null,
          contactPhone: null,
          updatedAt: new Date(),
        })
        .where(eq(quotes.clientId, userId));
    },
    getVisible,
    find,
    versionPdf,
    byLink,
    visitorLinks,

    /** The link's PDF: as it stands, or one version (the signed one's kept bytes). */
    async linkPdf(id: number, token: string | undefined, version: number | undefined) {
      const quote = await byLink(id, token);
      return { quote, pdf: await pdfOf(quote, version) };
    },

    /** Opening the link marks a sent proposal viewed, as the owner's opening does. */
    async linkViewed(id: number, token: string | undefined): Promise<Quote> {
      const quote = await byLink(id, token);
      await db.transaction(async (tx) => {
        const [seen] = await tx
          .update(quotes)
          .set({ status: 'viewed', viewedAt: now(), updatedAt: now() })
          .where(and(eq(quotes.id, id), isNull(quotes.clientId), eq(quotes.status, 'sent')))
          .returning({ version: quotes.version });
        if (seen) await record(tx, id, 'viewed', seen.version, actorOf(null, quote.clientName));
      });
      return (await find(id))!;
    },

    /**
     * Signing through the link: the same rules as in the portal. No account is made, and none is
     * named by anything typed: only a signed-in, verified account with the proposal's own address
     * gets it (decision 0011's claim, the link being the mailed proof).
     */
    async linkSign(
      id: number,
      body: ProposalLinkSignBody,
      user: PublicUser | null,
      from: { ip: string; userAgent: string | null },
    ): Promise<Quote> {
      const quote = await byLink(id, body.token);
      let joinAccount: number | null = null;
      if (user && user.role !== 'admin' && quote.contactEmail) {
        const [account] = await db
          .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
          .from(users)
          .where(eq(users.id, user.id));
        if (account?.verifiedAt && account.email.toLowerCase() === quote.contactEmail.toLowerCase())
          joinAccount = user.id;
      }
      return sign(quote, body, null, from, joinAccount);
    },

    /** GET /api/quotes/{id}/events: owner or admin; the signer's IP and browser for admins only. */
    async events(id: number, user: PublicUser): Promise<QuoteEvent[]> {
      await getVisible(id, user);
      return history(id, user.role === 'admin');
    },

    /** GET /api/quotes/{id}/versions: every version sent, oldest first. */
    async versions(id: number, user: PublicUser): Promise<QuoteVersion[]> {
      const quote = await getVisible(id, user);
      const [rows, [signed]] = await Promise.all([
        db
          .select()
          .from(quoteVersions)
          .where(eq(quoteVersions.quoteId, id))
          .orderBy(asc(quoteVersions.version)),
        db.select({ v: quotes.signedVersion }).from(quotes).where(eq(quotes.id, id)),
      ]);
      return rows.map((v) => ({
        version: v.version,
        kind: v.kind,
        sentAt: v.sentAt.toISOString(),
        totalAmount: v.totalAmount,
        lineItems: v.lineItems,
        dishes: snapshotDishes(v.snapshot),
        guestCount: v.guestCount,
        validUntil: iso(v.validUntil),
        status:
          v.version === signed?.v && v.signedSha256
            ? 'signed'
            : v.version < quote.version
              ? 'superseded'
              : quote.status,
        documentSha256: v.signedSha256,
      }));
    },

    /**
     * The final guest count (issue 27 §3): the owner of an accepted proposal until its due date, an
     * admin always. Re-priced (per-guest lines, the package's limits), kept as a new version marked
     * as a count change (no new signature), both sides mailed.
     */
    async changeGuestCount(id: number, guestCount: number, user: PublicUser): Promise<Quote> {
      const { quote, lineItems, priced } = await repriceForCount(id, guestCount, user);
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
          .set({ guestCount, lineItems, ...priced, ...sent, version: quote.version + 1, updatedAt: at })
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

    /**
     * The owner asks for changes instead of accepting (issue 27 §2): the proposal waits for the next
     * version, which answers it; the business is mailed.
     */
    async requestChanges(id: number, message: string, user: PublicUser): Promise<Quote> {
      const quote = await getVisible(id, user);
      if (!isOwner(quote, user))
        throw forbidden('Only the client the proposal was sent to can ask for changes.');
      const changed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(quotes)
          .set({ status: 'changes_requested', updatedAt: now() })
          .where(
            and(eq(quotes.id, id), eq(quotes.clientId, user.id), inArray(quotes.status, ['sent', 'viewed'])),
          )
          .returning({ id: quotes.id });
        if (row) await record(tx, id, 'changes_requested', quote.version, actorOf(user), message);
        return row;
      });
      if (!changed)
        throw conflict(
          `Only a proposal that was sent to you can be changed on request; this one is ${quote.status}.`,
          undefined,
          ErrorCode.proposalNotSent,
        );
      const updated = (await find(id))!;
      await sendAll(updated, (ctx) => [changeRequestMail(updated, message, ctx)]);
      return updated;
    },

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
        const [row] = await db
          .select({ percent: quotes.discountPercent, minSubtotal: quotes.discountMinSubtotal })
          .from(quotes)
          .where(eq(quotes.id, quote.id));
        if (row) terms = row;
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
        const missing: Record<string, string> = {};
        if (!body.contactName) missing.contactName = 'Please tell us your name';
        if (!body.contactEmail) missing.contactEmail = 'Please give an email address for your proposal';
        if (!body.contactPhone) missing.contactPhone = 'Please give a phone number';
        const [first] = Object.values(missing);
        if (first) throw badRequest(first, missing);
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
            totalAmount: priced?.totalAmount ?? null,
            subtotal: priced?.subtotal ?? null,
            discountCode: discount?.code ?? null,
            discountPercent: terms.percent,
            discountMinSubtotal: terms.minSubtotal,
            discountAmount: priced?.discountAmount ?? null,
            // A request that waits keeps its estimate's bill (the venue's zone) for the owner's look;
            // it has no total until the owner sends it.
            bill: (priced ?? estimate)?.bill ?? null,
            budget: body.budget,
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

    async list(user: PublicUser): Promise<Quote[]> {
      const rows = await db
        .select(columns)
        .from(quotes)
        .leftJoin(users, eq(users.id, quotes.clientId))
        .where(user.role === 'admin' ? undefined : eq(quotes.clientId, user.id))
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(LIST_LIMIT);
      const { offer } = await deps.business();
      return rows.map((row) => toQuote(row, now(), offer.guestCounts.closesHoursBefore));
    },

    async stats(user: PublicUser): Promise<QuoteStats> {
      const rows = await db
        .select({
          status: quotes.status,
          count: sql<number>`count(*)::int`,
          value: sql<string>`coalesce(sum(${quotes.totalAmount}), 0)::text`,
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
        if (row.status === 'accepted') stats.acceptedValue = fromCents(toCents(row.value));
        // Priced proposals the client has or had in hand; a request waiting for its price and a
        // declined proposal are worth nothing yet.
        if (row.status !== 'requested' && row.status !== 'rejected') totalCents += toCents(row.value);
      }
      stats.totalValue = fromCents(totalCents);
      return stats;
    },

    /** The owner opening a sent proposal marks it viewed; anything else leaves it as it is. */
    async markViewed(id: number, user: PublicUser): Promise<Quote> {
      const quote = await getVisible(id, user);
      if (!isOwner(quote, user)) return quote;
      await db.transaction(async (tx) => {
        const [seen] = await tx
          .update(quotes)
          .set({ status: 'viewed', viewedAt: now(), updatedAt: now() })
          .where(and(eq(quotes.id, id), eq(quotes.status, 'sent')))
          .returning({ version: quotes.version });
        // The first view of each version (a version is viewed once: its status leaves 'sent').
        if (seen) await record(tx, id, 'viewed', seen.version, actorOf(user));
      });
      return (await find(id))!;
    },

    async setStatus(
      id: number,
      body: { status: QuoteStatus; signerName?: string; agreeToTerms?: boolean },
      user: PublicUser,
      from: { ip: string; userAgent: string | null } = { ip: '', userAgent: null },
    ): Promise<Quote> {
      const { status } = body;
      const quote = await getVisible(id, user);
      if (user.role === 'admin') {
        if (status !== 'requested' && status !== 'rejected' && quote.totalAmount === null) {
          throw badRequest('Price this proposal before changing it to that status.');
        }
        if (status === 'completed' && quote.status !== 'accepted' && quote.status !== 'completed') {
          throw badRequest('Only an accepted proposal can be marked completed.');
        }
        await db
          .update(quotes)
          .set({
            status,
            updatedAt: now(),
            ...(status === 'sent' ? { sentAt: now(), viewedAt: null } : {}),
            ...(status === 'viewed' && !quote.viewedAt ? { viewedAt: now() } : {}),
          })
          .where(eq(quotes.id, id));
        if (status === 'sent') await record(db, id, 'sent', quote.version, actorOf(user), 'Sent again');
        if (status === 'accepted')
          await record(db, id, 'signed', quote.version, actorOf(user), 'Accepted by the business');
        await deps.discounts.settleUse(
          quote.discountCode,
          { before: owesMoney(quote.status), after: owesMoney(status) },
          customerOf(quote),
        );
        await deps.loyalty?.syncQuote(id);
        return (await find(id))!;
      }
      if (status !== 'accepted' && status !== 'rejected') {
        throw forbidden('Clients can only accept or decline a proposal.');
      }
      if (status === 'accepted') return sign(quote, body, user, from);
      // One statement decides, so a double click or a concurrent revision cannot slip past the rule.
      const [changed] = await db
        .update(quotes)
        .set({ status, updatedAt: now() })
        .where(
          and(
            eq(quotes.id, id),
            eq(quotes.clientId, user.id),
            inArray(quotes.status, ['sent', 'viewed', 'changes_requested']),
          ),
        )
        .returning({ id: quotes.id });
      if (!changed) {
        throw badRequest(
          `Only a proposal that was sent to you can be declined; this one is ${quote.status}.`,
        );
      }
      await deps.discounts.settleUse(
        quote.discountCode,
        { before: owesMoney(quote.status), after: owesMoney(status) },
        customerOf(quote),
      );
      const updated = (await find(id))!;
      await sendAll(updated, (ctx) => [decisionMail(updated, ctx)]);
      return updated;
    },

    /**
     * An admin prices or revises a proposal; it is then sent as the next version and the client is
     * told. A signed proposal is locked: its revision is a new version needing a new signature, and
     * until then the signed one stands (payments carry over: they belong to the quote).
     */
    async revise(id: number, body: UpdateQuoteData, user: PublicUser | null = null): Promise<Quote> {
      const quote = await find(id);
      if (!quote) throw notFound('Quote not found.');
      if (quote.status === 'completed')
        throw conflict(
          'A completed proposal can no longer be edited.',
          undefined,
          ErrorCode.proposalCompleted,
        );
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
      const [terms] = await db
        .select({ percent: quotes.discountPercent, minSubtotal: quotes.discountMinSubtotal })
        .from(quotes)
        .where(eq(quotes.id, id));
      const { offer } = await deps.business();
      const priced = await billed(
        offer,
        menuPackage,
        discountedTotals(total, terms ?? { percent: null, minSubtotal: null }),
        quote.clientId,
        keptVenueZip(offer, quote.bill),
      );
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
          ...priced,
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

    /**
     * The account holder confirms a visitor's request is theirs: the signed link from its mail, opened
     * while signed in to a verified account with the request's email.
     */
    async claim(id: number, token: string, user: PublicUser): Promise<Quote> {
      const [row] = await db
        .select({ id: quotes.id, clientId: quotes.clientId, contactEmail: quotes.contactEmail })
        .from(quotes)
        .where(eq(quotes.id, id));
      const valid = row && row.clientId === null && (await deps.links.verify(token, ...claimParts(row)));
      if (!row || !valid) throw notFound('This link is invalid or the request is already in an account.');
      const [account] = await db
        .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, user.id));
      if (!account || account.email.toLowerCase() !== row.contactEmail?.toLowerCase())
        throw notFound('This request was sent with another email address than your account’s.');
      if (!account.verifiedAt)
        throw conflict(
          'Please confirm your email address first: open the link we emailed you.',
          undefined,
          ErrorCode.emailNotConfirmed,
        );
      const claimed = await db
        .update(quotes)
        .set({ clientId: user.id, updatedAt: now() })
        .where(and(eq(quotes.id, id), isNull(quotes.clientId)))
        .returning({ id: quotes.id });
      if (claimed.length === 0)
        throw notFound('This link is invalid or the request is already in an account.');
      return (await find(id))!;
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
