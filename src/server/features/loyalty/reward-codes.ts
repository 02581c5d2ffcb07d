import { and, asc, eq, isNull } from 'drizzle-orm';
import { DISCOUNT_MIN_CENTS, DISCOUNT_PERCENT, rewardById } from '../../../common/loyalty.ts';
import type { Database } from '../../db/connect.ts';
import { loyaltyRedemptions } from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Tx } from './loyalty.ledger.ts';

const refuse = (message: string) => badRequest(message, { rewardCode: message });

export type OrderRewardInput = {
  code: string | undefined;
  userId: number | null;
  orderId: number;
  totalCents: number;
};

/** What a reward code takes off an order: the saving, and the bill line that shows it. */
export type OrderReward = { discountCents: number; lineName: string | null };

/**
 * The personal codes a redemption gives. The orders and quotes services each make one call here;
 * this feature writes only its own table (the redemption's use) and answers what the order's bill
 * or the proposal's notes should say, which their own features write.
 */
export function createRewardCodes(deps: { db: Database }) {
  return {
    /**
     * Inside the new order's transaction, after its lines are stored: 15% off an order over $200, or
     * the dessert tray free; the code is used once, by its owner only. Answers the saving in cents
     * (the orders service takes it off its bill, before tax) and the name of the line that shows it.
     */
    async applyToOrder(tx: Tx, input: OrderRewardInput): Promise<OrderReward> {
      if (!input.code) return { discountCents: 0, lineName: null };
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
      return { discountCents, lineName: `${reward.name} (reward ${redemption.code})` };
    },

    /**
     * A client's oldest unused package upgrade goes with their next proposal: answers the note the
     * quotes service adds to it, for the business.
     */
    async attachToProposal(quoteId: number, userId: number | null): Promise<string | null> {
      if (userId === null) return null;
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
      if (!upgrade) return null;
      const [used] = await deps.db
        .update(loyaltyRedemptions)
        .set({ usedAt: new Date(), quoteId })
        .where(and(eq(loyaltyRedemptions.id, upgrade.id), isNull(loyaltyRedemptions.usedAt)))
        .returning({ id: loyaltyRedemptions.id });
      if (!used) return null;
      return `Loyalty reward: Premium Package Upgrade (code ${upgrade.code}).`;
    },
  };
}
