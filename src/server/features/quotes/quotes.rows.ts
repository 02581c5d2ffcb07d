import { sql } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { billWithoutCharges } from '../../../common/bill/compute.ts';
import type { Bill } from '../../../common/bill/types.ts';
import { addDays, businessClock } from '../../../common/business-time.ts';
import { customerName } from '../../../common/customer-name.ts';
import { ErrorCode } from '../../../common/errors.ts';
import { centsOfText, fromCents, fromCentsOrNull, toCents } from '../../../common/money.ts';
import { DEFAULT_OFFER } from '../../../common/offer/defaults.ts';
import { proposalNumber, type Quote, type QuoteStatus } from '../../../common/quotes/schema.ts';
import {
  type ProposalActor,
  type ProposalState,
  proposalStatusRefusal,
} from '../../../common/quotes/status-machine.ts';
import type { Database } from '../../db/connect.ts';
import { invoices, payments, quotes, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/** How the quotes feature reads a quote row, names who acted, and what its links grant. */

/** What a claim link grants: this quote, for the holder of this email. */
export const claimParts = (quote: { id: number; contactEmail: string | null }) => [
  'claim-quote',
  String(quote.id),
  (quote.contactEmail ?? '').toLowerCase(),
];

/**
 * What a proposal link grants (decision 0086): this quote, mailed to this address, while this expiry
 * holds. A new version has a new expiry, so its mail carries a new link and the old one stops working.
 */
export const proposalLinkParts = (quote: {
  id: number;
  contactEmail: string | null;
  validUntil: string | null;
}) => ['proposal-link', String(quote.id), (quote.contactEmail ?? '').toLowerCase(), quote.validUntil ?? ''];

export const columns = {
  quote: quotes,
  username: users.username,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  // What has been paid (feature payments): succeeded payments; a refunded one no longer counts.
  amountPaid: sql<string>`(select coalesce(sum(${payments.amountCents}), 0)::text from ${payments} where ${payments.quoteId} = ${quotes.id} and ${payments.status} = 'succeeded')`,
  // The house-account invoice it is billed to (feature accounts; one per proposal at most).
  accountInvoice: sql<
    string | null
  >`(select json_build_object('number', ${invoices.number}, 'status', ${invoices.status}, 'dueOn', ${invoices.dueOn})::text from ${invoices} where ${invoices.quoteId} = ${quotes.id})`,
};
export type Row = {
  quote: typeof quotes.$inferSelect;
  username: string | null;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  amountPaid: string;
  accountInvoice: string | null;
};

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A sent or viewed version past its validUntil reads as expired (issue 27 §3). */
const isExpired = (q: { status: string; validUntil: Date | null }, at: Date) =>
  (q.status === 'sent' || q.status === 'viewed') && q.validUntil !== null && q.validUntil < at;

/** The invoice as the quote answers it: 'overdue' is an open one past its due date on the business clock. */
function accountInvoiceOf(text: string | null, at: Date): Quote['accountInvoice'] {
  if (!text) return null;
  const invoice = JSON.parse(text) as { number: string; status: 'open' | 'paid' | 'void'; dueOn: string };
  const overdue = invoice.status === 'open' && invoice.dueOn < businessClock(at).date;
  return { number: invoice.number, status: overdue ? 'overdue' : invoice.status };
}

export function toQuote(
  { quote: q, amountPaid: paid, accountInvoice, ...account }: Row,
  at: Date = new Date(),
  finalCountHours = DEFAULT_OFFER.guestCounts.closesHoursBefore,
): Quote {
  const paidCents = centsOfText(paid);
  const amountPaid = fromCents(paidCents);
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
    totalAmount: fromCentsOrNull(q.totalCents),
    amountPaid,
    balanceDue: q.totalCents === null ? null : fromCents(Math.max(0, q.totalCents - paidCents)),
    accountInvoice: accountInvoiceOf(accountInvoice, at),
    subtotal: fromCentsOrNull(q.subtotalCents ?? q.totalCents),
    bill:
      q.bill ??
      (q.totalCents === null
        ? null
        : billWithoutCharges(
            fromCents(q.subtotalCents ?? q.totalCents),
            fromCentsOrNull(q.discountCents),
            fromCents(q.totalCents),
          )),
    discountCode: q.discountCode,
    discountPercent: q.discountPercent,
    discountAmount: fromCentsOrNull(q.discountCents),
    budget: fromCentsOrNull(q.budgetCents),
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

export const isOwner = (quote: Quote, user: PublicUser) => quote.clientId === user.id;

export type Actor = {
  actorId: number | null;
  actorName: string;
  actorRole: 'client' | 'admin' | 'visitor' | 'system';
};
export const actorOf = (user: PublicUser | null, fallbackName = 'Visitor'): Actor =>
  user
    ? {
        actorId: user.id,
        actorName: user.role === 'admin' ? 'The business' : customerName(user.fullName, null, user.username),
        actorRole: user.role === 'admin' ? 'admin' : 'client',
      }
    : { actorId: null, actorName: fallbackName, actorRole: 'visitor' };
export const BUSINESS: Actor = { actorId: null, actorName: 'The business', actorRole: 'admin' };
export type Tx = Pick<Database, 'insert' | 'select' | 'update'>;

/** What a version keeps of the quote: everything the client saw, without what payments change. */
export function snapshotOf(quote: Quote): Record<string, unknown> {
  const { amountPaid: _a, balanceDue: _b, signature: _s, accountInvoice: _i, ...rest } = quote;
  return rest;
}

/** An accepted proposal is money owed (then paid): its discount code's use counts from then. */
export const owesMoney = (status: QuoteStatus | string) => status === 'accepted' || status === 'completed';
/** Whose first order a proposal's first-order code spends (discounts' settleUse). */
export const customerOf = (quote: Pick<Quote, 'contactEmail' | 'clientId'>) => ({
  email: quote.contactEmail,
  userId: quote.clientId,
});

/**
 * The status machine's refusal (decision 0098) as the API answers it: 409, naming the proposal's
 * status and where it may go; null when the move is allowed.
 */
export function moveRefused(from: string, to: ProposalState, actor: ProposalActor): AppError | null {
  const refusal = proposalStatusRefusal(from, to, actor);
  return refusal ? new AppError(409, ErrorCode.proposalStatusNotAllowed, refusal) : null;
}

/** A proposal's stored discount terms, read to re-price it (the minimum is kept in cents). */
export const discountTermsColumns = {
  percent: quotes.discountPercent,
  minSubtotalCents: quotes.discountMinSubtotalCents,
};
export function toDiscountTerms(
  row: { percent: number | null; minSubtotalCents: number | null } | undefined,
) {
  return { percent: row?.percent ?? null, minSubtotal: fromCentsOrNull(row?.minSubtotalCents) };
}

/** A priced proposal's amounts as its columns store them: whole cents (decision 0100). */
export function pricedColumns(priced: {
  subtotal: string;
  discountAmount: string | null;
  totalAmount: string;
  bill: Bill;
}) {
  return {
    subtotalCents: toCents(priced.subtotal),
    discountCents: priced.discountAmount === null ? null : toCents(priced.discountAmount),
    totalCents: toCents(priced.totalAmount),
    bill: priced.bill,
  };
}
