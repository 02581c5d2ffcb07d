import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { AUTOMATION_SENT_ACTION } from '../../../common/automations/schema.ts';
import { customerName } from '../../../common/customer-name.ts';
import { formatCents, fromCentsOrNull } from '../../../common/money.ts';
import { signedVersionLabel } from '../../../common/quotes/guest-count.ts';
import {
  type Quote,
  type QuoteEvent,
  type QuoteEventKind,
  type QuoteVersion,
  snapshotDishes,
} from '../../../common/quotes/schema.ts';
import { payments, quoteEvents, quotes, quoteVersions, users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { auditEntriesOf } from '../audit/index.ts';
import type { QuoteContext } from './quotes.context.ts';
import { followUpEvent } from './quotes.follow-ups.ts';
import { type AuditLine, renderProposalPdf, type SignatureBlock } from './quotes.pdf.ts';
import { iso } from './quotes.rows.ts';

/** Versions, the audit trail and the PDFs of a proposal. */
export function createQuoteDocuments(context: QuoteContext) {
  const { deps, db, getVisible } = context;
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
        .select({ totalCents: quoteVersions.totalCents })
        .from(quoteVersions)
        .where(and(eq(quoteVersions.quoteId, quote.id), eq(quoteVersions.version, signature.version))),
      history(quote.id, false),
    ]);
    return [
      signedVersionLabel(signature.version, fromCentsOrNull(signedRow?.totalCents)),
      ...events
        .filter((e) => e.kind === 'count_changed' && e.version !== null && e.version > signature.version)
        .map((e) => e.detail ?? ''),
    ];
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
      {
        ...quote,
        ...(row.snapshot as Partial<Quote>),
        amountPaid: '0.00',
        balanceDue: fromCentsOrNull(row.totalCents),
      },
      {},
    );
  }

  return {
    history,
    auditLines,
    renderFor,
    versionPdf,
    addendaOf,
    pdfOf,
    /**
     * GET /api/quotes/{id}/events: owner or admin; the signer's IP and browser for admins only. The
     * follow-ups the owner's automations sent about it join from the audit trail, their one source
     * (the signed PDF's trail stays the agreement's own history).
     */
    async events(id: number, user: PublicUser): Promise<QuoteEvent[]> {
      await getVisible(id, user);
      const [own, followUps] = await Promise.all([
        history(id, user.role === 'admin'),
        auditEntriesOf(db, 'quote', id, [AUTOMATION_SENT_ACTION]),
      ]);
      return [...own, ...followUps.map(followUpEvent)].sort((a, b) => a.at.localeCompare(b.at));
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
        totalAmount: fromCentsOrNull(v.totalCents),
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
  };
}

export type QuoteDocuments = ReturnType<typeof createQuoteDocuments>;
