import { and, eq, inArray } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { ErrorCode } from '../../../common/errors.ts';
import type { Quote, QuoteStatus } from '../../../common/quotes/schema.ts';
import { quotes } from '../../db/schema/index.ts';
import { conflict, forbidden } from '../../platform/errors.ts';
import { wantsStatusMail } from '../../platform/preferences.ts';
import type { QuoteContext } from './quotes.context.ts';
import { cancelledMail, changeRequestMail, confirmedMail, decisionMail } from './quotes.mail.ts';
import { actorOf, customerOf, isOwner, moveRefused, owesMoney } from './quotes.rows.ts';
import type { Signing } from './quotes.signing.ts';

/** A proposal's status set by hand, viewed by its owner, or sent back with a change request. */
export function createQuoteStatus(context: QuoteContext & Pick<Signing, 'sign'>) {
  const { deps, db, now, find, record, getVisible, sendAll, invite, sign } = context;

  /**
   * What a status set by hand owes the client's calendar (issue 40 §4): the business accepting a
   * proposal confirms the event with its invite; declining one whose invite was mailed cancels it.
   */
  async function mailInvite(quote: Quote, from: string): Promise<void> {
    const accepted = quote.status === 'accepted' && from !== 'accepted' && from !== 'completed';
    if (!accepted && quote.status !== 'rejected') return;
    if (!(await wantsStatusMail(db, quote.clientId))) return;
    const calendar = await invite(quote, accepted);
    if (!calendar) return;
    await sendAll(quote, (ctx) => [
      { ...(accepted ? confirmedMail(quote, ctx) : cancelledMail(quote, ctx)), attachments: [calendar] },
    ]);
  }

  return {
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
        const refused = moveRefused(quote.status, status, 'owner');
        if (refused) throw refused;
        if (status !== 'requested' && status !== 'rejected' && quote.totalAmount === null) {
          throw conflict(
            'Price this proposal before changing it to that status.',
            undefined,
            ErrorCode.proposalNotPriced,
          );
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
        const moved = (await find(id))!;
        if (quote.status !== status) await mailInvite(moved, quote.status);
        return moved;
      }
      if (status !== 'accepted' && status !== 'rejected') {
        throw forbidden('Clients can only accept or decline a proposal.');
      }
      if (status === 'accepted') return sign(quote, body, user, from);
      const refused = moveRefused(quote.status, status, 'client');
      if (refused) throw refused;
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
      // Allowed when read, refused when written: a revision or a signature landed in between.
      if (!changed)
        throw conflict(
          'This proposal changed meanwhile. Please open it again.',
          undefined,
          ErrorCode.changedMeanwhile,
        );
      await deps.discounts.settleUse(
        quote.discountCode,
        { before: owesMoney(quote.status), after: owesMoney(status) },
        customerOf(quote),
      );
      const updated = (await find(id))!;
      await sendAll(updated, (ctx) => [decisionMail(updated, ctx)]);
      // A proposal accepted once, then revised and declined: its event leaves the client's calendar.
      await mailInvite(updated, quote.status);
      return updated;
    },
  };
}
