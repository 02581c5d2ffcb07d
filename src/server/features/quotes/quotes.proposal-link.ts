import { and, eq, isNull } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { formatShortDate } from '../../../common/business-time.ts';
import { ErrorCode } from '../../../common/errors.ts';
import {
  PROPOSAL_LINK_IN_ACCOUNT,
  PROPOSAL_LINK_INVALID,
  type ProposalLinkSignBody,
  proposalLinkExpired,
} from '../../../common/quotes/proposal-link.ts';
import type { Quote } from '../../../common/quotes/schema.ts';
import { quotes, users } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import type { QuoteContext } from './quotes.context.ts';
import { actorOf, proposalLinkParts } from './quotes.rows.ts';
import type { Signing } from './quotes.signing.ts';
import type { QuoteDocuments } from './quotes.versions.ts';

/** The proposal link (decision 0086): open, view, download and sign without an account. */
export function createProposalLink(context: QuoteContext & QuoteDocuments & Pick<Signing, 'sign'>) {
  const { deps, db, now, find, record, pdfOf, sign } = context;
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
    byLink,
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
  };
}
