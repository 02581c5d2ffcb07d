import { and, eq, isNull } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { ErrorCode } from '../../../common/errors.ts';
import { DELETED_CLIENT } from '../../../common/profile.ts';
import type { Quote } from '../../../common/quotes/schema.ts';
import type { Database } from '../../db/connect.ts';
import { quotes, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { QuoteContext } from './quotes.context.ts';
import { claimParts } from './quotes.rows.ts';

/** Whose a quote is: a visitor's request claimed by its account, a deleted account's forgotten. */
export function createQuoteClaims(context: QuoteContext) {
  const { deps, db, now, find } = context;

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
