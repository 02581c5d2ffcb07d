import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Invoice } from '../../../common/accounts/invoice.ts';
import type { PublicUser } from '../../../common/auth.ts';
import { ErrorCode } from '../../../common/error-codes.ts';
import { toCents } from '../../../common/money.ts';
import type { Database } from '../../db/connect.ts';
import { invoices } from '../../db/schema/index.ts';
import { conflict, forbidden } from '../../platform/errors.ts';
import type { HouseAccounts } from './accounts.account.ts';
import type { Invoices } from './accounts.invoices.ts';

/**
 * A proposal billed to the client's house account (issue 39 §1): in place of paying the deposit by
 * card, the client of an accepted proposal chooses "Bill my account" with a PO number. The same
 * checks as an order on account (PO required, overdue stop, credit limit), then its invoice, issued
 * the one way every invoice is, with the proposal's id, lines and bill.
 */
export function createQuoteBilling(deps: {
  db: Database;
  accounts: HouseAccounts;
  invoices: Invoices;
  quotes: FastifyInstance['quotes'];
}) {
  const { db } = deps;

  async function billedAs(quoteId: number): Promise<{ number: string; status: string } | null> {
    const [row] = await db
      .select({ number: invoices.number, status: invoices.status })
      .from(invoices)
      .where(eq(invoices.quoteId, quoteId));
    return row ?? null;
  }

  // A proposal is billed once: after its invoice was voided (a changed count, say), it is paid by card.
  const alreadyBilled = (billed: { number: string; status: string } | null) =>
    billed?.status === 'void'
      ? conflict(
          `This proposal's invoice ${billed.number} was voided: please pay it by card or ask us.`,
          undefined,
          ErrorCode.alreadyPaid,
        )
      : conflict(
          `This proposal is already billed to your account: invoice ${billed?.number ?? ''}.`,
          undefined,
          ErrorCode.alreadyPaid,
        );

  return {
    async bill(quoteId: number, body: { poNumber?: string | undefined }, user: PublicUser): Promise<Invoice> {
      // Another client's proposal does not exist for them (404); the owner does not bill for the client.
      const quote = await deps.quotes.getVisible(quoteId, user);
      if (quote.clientId !== user.id) throw forbidden('The client bills a proposal to their own account.');
      if (quote.status !== 'accepted' || quote.totalAmount === null) {
        throw conflict(
          'Only an accepted proposal can be billed to an account.',
          undefined,
          ErrorCode.proposalNotAccepted,
        );
      }
      const earlier = await billedAs(quoteId);
      if (earlier) throw alreadyBilled(earlier);
      const totalCents = toCents(quote.totalAmount);
      if (totalCents === 0) {
        throw conflict(
          'This proposal totals $0.00: there is nothing to pay.',
          undefined,
          ErrorCode.nothingToPay,
        );
      }
      if (toCents(quote.amountPaid) > 0) {
        throw conflict(
          'A payment was already made on this proposal: its balance is paid by card.',
          undefined,
          ErrorCode.alreadyPaid,
        );
      }
      const { userId, poNumber } = await deps.accounts.check(body, user, totalCents, 'proposal');
      const id = await deps.invoices.issueForQuote({
        id: quoteId,
        userId,
        poNumber,
        totalCents,
        venue: quote.venue,
        bill: quote.bill,
        lineItems: quote.lineItems,
      });
      // Two clicks at once: one invoice; the other is told which.
      if (id === null) throw alreadyBilled(await billedAs(quoteId));
      return deps.invoices.full((await deps.invoices.load(id))!);
    },
  };
}

export type QuoteBilling = ReturnType<typeof createQuoteBilling>;
