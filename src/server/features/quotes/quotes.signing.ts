import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { formatShortDate } from '../../../common/business-time.ts';
import { ErrorCode } from '../../../common/errors.ts';
import {
  expiredMessage,
  type Quote,
  type QuoteEvent,
  SIGN_MESSAGE,
  SignerNameSchema,
} from '../../../common/quotes/schema.ts';
import { quoteEvents, quotes, quoteVersions } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict } from '../../platform/errors.ts';
import type { QuoteContext } from './quotes.context.ts';
import { decisionMail, signedMail } from './quotes.mail.ts';
import { actorOf, customerOf, moveRefused, owesMoney } from './quotes.rows.ts';
import type { QuoteDocuments } from './quotes.versions.ts';

/** Signing a proposal: accepting a version, its signed PDF kept and mailed. */
export function createSigning(context: QuoteContext & QuoteDocuments) {
  const { deps, db, now, find, keepVersion, sendAll, invite, history, auditLines, renderFor } = context;
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
    if (!name.success || body.agreeToTerms !== true)
      throw badRequest(SIGN_MESSAGE, {
        ...(name.success ? {} : { signerName: SIGN_MESSAGE }),
        ...(body.agreeToTerms === true ? {} : { agreeToTerms: SIGN_MESSAGE }),
      });
    if (quote.status === 'expired' && quote.validUntil)
      throw new AppError(409, ErrorCode.proposalExpired, expiredMessage(formatShortDate(quote.validUntil)));
    const refused = moveRefused(quote.status, 'accepted', 'client');
    if (refused) throw refused;
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
    // Allowed when read, refused when written: a revision, an expiry or a second signature came first.
    if (!done)
      throw conflict(
        'This proposal changed while you were signing it. Please open it again.',
        undefined,
        ErrorCode.changedMeanwhile,
      );
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
    // Issue 40 §4: the client's confirmation carries the event's calendar invite too.
    const calendar = await invite(updated, true);
    await sendAll(updated, (ctx) => [
      { ...signedMail(updated, ctx), attachments: calendar ? [attachment, calendar] : [attachment] },
      { ...decisionMail(updated, ctx), attachments: [attachment] },
    ]);
    return updated;
  }

  return {
    sign,
  };
}

export type Signing = ReturnType<typeof createSigning>;
