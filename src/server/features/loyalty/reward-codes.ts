import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { DISCOUNT_MIN_CENTS, DISCOUNT_PERCENT, rewardById } from '../../../common/loyalty.ts';
import { fromCents } from '../../../common/money.ts';
import type { Database } from '../../db/connect.ts';
import { loyaltyRedemptions, orderItems, quotes } from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Tx } from './loyalty.ledger.ts';

const refuse = (message: string) => badRequest(message, { rewardCode: message });

export type OrderRewardInput = {
  code: string | undefined;
  userId: number | null;
  orderId: number;
  totalCents: number;
};

/**
 * The personal codes a redemption gives. The lead may fold them into discount codes later; until then
 * the orders and quotes services each make one call here.
 */
export function createRewardCodes(deps: { db: Database }) {
  return {
    /**
     * Inside the new order's transaction, after its lines are stored: 15% off an order over $200 as a
     * negative line, or the dessert tray as a free line; the code is used once, by its owner only.
     * Answers the saving in cents: the orders service takes it off its bill, before tax.
     */
    async applyToOrder(tx: Tx, input: OrderRewardInput): Promise<{ discountCents: number }> {
      if (!input.code) return { discountCents: 0 };
      if (input.userId === null) throw refuse('Sign in to use your reward code.');
      const [redemption] = await tx
        .select()
        .from(loyaltyRedemptions)
        .where(and(eq(loyaltyRedemptions.code, input.code), eq(loyaltyRedemptions.userId, input.userId)));
      if (!redemption) throw refuse('This reward code is not valid.');
      if (redemption.voidedAt)
        throw refuse('This reward code was voided: the points it was redeemed with were reversed.');
      if (redemption.usedAt) throw refuse('This reward code has already been used.');
      const reward = rewardById(redemption.rewardId)!;
      let discountCents = 0;
      if (reward.id === 'package-upgrade') {
        throw refuse('The Premium Package Upgrade is applied to your next event proposal, not to an order.');
      }
      if (reward.id === 'discount-15') {
        if (input.totalCents <= DISCOUNT_MIN_CENTS)
          throw refuse('15% Off Next Order applies to orders over $200.');
        discountCents = Math.round((input.totalCents * DISCOUNT_PERCENT) / 100);
      }
      const [used] = await tx
        .update(loyaltyRedemptions)
        .set({ usedAt: new Date(), orderId: input.orderId })
        .where(
          and(
            eq(loyaltyRedemptions.id, redemption.id),
            isNull(loyaltyRedemptions.usedAt),
            isNull(loyaltyRedemptions.voidedAt),
          ),
        )
        .returning({ id: loyaltyRedemptions.id });
      if (!used) throw refuse('This reward code has already been used.');
      await tx.insert(orderItems).values({
        orderId: input.orderId,
        menuItemId: null,
        name: `${reward.name} (reward ${redemption.code})`,
        quantity: 1,
        unitPrice: fromCents(-discountCents),
        lineTotal: fromCents(-discountCents),
      });
      return { discountCents };
    },

    /** A client's oldest unused package upgrade is noted on their next proposal, for the business. */
    async attachToProposal(quoteId: number, userId: number | null): Promise<void> {
      if (userId === null) return;
      const [upgrade] = await deps.db
        .select()
        .from(loyaltyRedemptions)
        .where(
          and(
            eq(loyaltyRedemptions.userId, userId),
            eq(loyaltyRedemptions.rewardId, 'package-upgrade'),
            isNull(loyaltyRedemptions.usedAt),
            isNull(loyaltyRedemptions.voidedAt),
          ),
        )
        .orderBy(asc(loyaltyRedemptions.id))
        .limit(1);
      if (!upgrade) return;
      const [used] = await deps.db
        .update(loyaltyRedemptions)
        .set({ usedAt: new Date(), quoteId })
        .where(and(eq(loyaltyRedemptions.id, upgrade.id), isNull(loyaltyRedemptions.usedAt)))
        .returning({ id: loyaltyRedemptions.id });
      if (!used) return;
      const note = `Loyalty reward: Premium Package Upgrade (code ${upgrade.code}).`;
      await deps.db
        .update(quotes)
        .set({
          notes: sql`case when ${quotes.notes} is null or ${quotes.notes} = '' then ${note} else ${quotes.notes} || E'\n' || ${note} end`,
        })
        .where(eq(quotes.id, quoteId));
    },
  };
}
