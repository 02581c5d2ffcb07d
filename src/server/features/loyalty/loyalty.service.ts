import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PublicUser } from '../../../common/auth.ts';
import { ErrorCode } from '../../../common/errors.ts';
import {
  type AdjustPointsBody,
  earningCents,
  insufficientPointsText,
  type LoyaltySummary,
  nextTierOf,
  type RedeemResult,
  type RewardId,
  rewardById,
  tierFor,
  tierProgress,
} from '../../../common/loyalty.ts';
import { centsOfText, fromCents } from '../../../common/money.ts';
import { orderNumber } from '../../../common/orders/schema.ts';
import { proposalNumber } from '../../../common/quotes/schema.ts';
import type { Database } from '../../db/connect.ts';
import {
  loyaltyAccounts,
  loyaltyEntries,
  loyaltyRedemptions,
  orders,
  payments,
  quotes,
  users,
} from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { actorOf, recordAudit } from '../audit/audit.record.ts';
import { postEntry, type Tx } from './loyalty.ledger.ts';

const HISTORY_LIMIT = 100;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newRewardCode(): string {
  let out = '';
  for (let i = 0; i < 8; i++) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `RWD-${out.slice(0, 4)}-${out.slice(4)}`;
}

type Source = { kind: 'order' | 'quote'; id: number };

export function createLoyaltyService(deps: { db: Database }) {
  const { db } = deps;
  const byUser = alias(users, 'loyalty_by_user');

  async function account(userId: number) {
    const [row] = await db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, userId));
    return { balance: row?.balance ?? 0, lifetime: row?.lifetime ?? 0 };
  }

  /**
   * What an order or proposal would earn now: its owner, whether it is completed, and the cents it
   * earns on (revenue before tax, `earningCents`).
   */
  async function readSource(source: Source) {
    if (source.kind === 'order') {
      const [row] = await db
        .select({
          userId: orders.userId,
          status: orders.status,
          totalCents: orders.totalCents,
          bill: orders.bill,
        })
        .from(orders)
        .where(eq(orders.id, source.id));
      if (!row) return null;
      // Issue 34 §7: an order earns once it is completed AND paid in full; a refund or a cancellation
      // takes the points back.
      const [paid] = await db
        .select({ sum: sql<string>`coalesce(sum(${payments.amountCents}), 0)::text` })
        .from(payments)
        .where(
          and(
            eq(payments.orderId, source.id),
            eq(payments.status, 'succeeded'),
            sql`${payments.kind} <> 'test'`,
          ),
        );
      const isPaid = centsOfText(paid?.sum) >= row.totalCents;
      return {
        ...row,
        earns: row.status === 'completed' && isPaid,
        earning: earningCents(row.bill, row.totalCents),
        label: `Order ${orderNumber(source.id)}`,
      };
    }
    const [row] = await db
      .select({
        userId: quotes.clientId,
        status: quotes.status,
        totalCents: quotes.totalCents,
        bill: quotes.bill,
        proposalNumber: quotes.proposalNumber,
      })
      .from(quotes)
      .where(eq(quotes.id, source.id));
    if (!row) return null;
    const { proposalNumber: stored, ...rest } = row;
    return {
      ...rest,
      earns: rest.status === 'completed',
      earning: rest.totalCents === null ? null : earningCents(rest.bill, rest.totalCents),
      label: `Event ${proposalNumber({ id: source.id, proposalNumber: stored })}`,
    };
  }

  /**
   * Brings the ledger in line with the order's or proposal's status: earning (a proposal completed, an
   * order completed and paid) and not yet earned → earn (at the member's tier multiplier); earned but
   * no longer earning (cancelled, taken back, refunded) → reverse exactly that earn.
   * Idempotent, so calling it after every status change is safe; the cycle index settles races.
   */
  async function sync(source: Source): Promise<void> {
    const row = await readSource(source);
    if (!row) return;
    const column = source.kind === 'order' ? loyaltyEntries.orderId : loyaltyEntries.quoteId;
    const entries = await db
      .select()
      .from(loyaltyEntries)
      .where(and(eq(column, source.id), inArray(loyaltyEntries.kind, ['earn', 'reversal'])))
      .orderBy(asc(loyaltyEntries.id));
    const earns = entries.filter((e) => e.kind === 'earn');
    const active = earns.find((e) => !entries.some((r) => r.kind === 'reversal' && r.cycle === e.cycle));
    const link = source.kind === 'order' ? { orderId: source.id } : { quoteId: source.id };
    try {
      if (row.earns && !active && row.userId !== null && row.earning !== null) {
        const userId = row.userId;
        const tier = tierFor((await account(userId)).lifetime);
        const dollars = Math.floor(row.earning / 100);
        const points = Math.floor((dollars * tier.multiplierTenths) / 10);
        const times = tier.multiplierTenths / 10;
        await db.transaction((tx) =>
          postEntry(tx, {
            userId,
            points,
            kind: 'earn',
            reason: `${row.label} completed: $${dollars} at ${tier.name} ${times}x`,
            cycle: earns.length,
            ...link,
          }),
        );
      } else if (!row.earns && active) {
        await db.transaction(async (tx) => {
          await postEntry(tx, {
            userId: active.userId,
            points: -active.points,
            kind: 'reversal',
            reason: `${row.label} ${row.status === 'completed' ? 'refunded' : row.status === 'cancelled' ? 'cancelled' : 'no longer completed'}`,
            cycle: active.cycle,
            ...link,
          });
          await voidUnbackedRewards(tx, active.userId);
        });
      }
    } catch (error) {
      // A simultaneous status change already wrote this cycle's entry.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /**
   * A reversal that leaves the balance below zero took back points already spent on rewards: the
   * unused rewards (newest first) are voided, each giving its points back, until the balance is whole
   * again, and the ledger says so. Points spent on rewards already used stay spent (a debt that later
   * points pay off first).
   */
  async function voidUnbackedRewards(tx: Tx, userId: number): Promise<void> {
    const [acct] = await tx
      .select({ balance: loyaltyAccounts.balance })
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.userId, userId));
    let balance = acct?.balance ?? 0;
    if (balance >= 0) return;
    const unused = await tx
      .select()
      .from(loyaltyRedemptions)
      .where(
        and(
          eq(loyaltyRedemptions.userId, userId),
          isNull(loyaltyRedemptions.usedAt),
          isNull(loyaltyRedemptions.voidedAt),
        ),
      )
      .orderBy(desc(loyaltyRedemptions.id));
    for (const redemption of unused) {
      if (balance >= 0) break;
      const reward = rewardById(redemption.rewardId);
      if (!reward) continue;
      const [voided] = await tx
        .update(loyaltyRedemptions)
        .set({ voidedAt: new Date() })
        .where(and(eq(loyaltyRedemptions.id, redemption.id), isNull(loyaltyRedemptions.usedAt)))
        .returning({ id: loyaltyRedemptions.id });
      if (!voided) continue;
      // A redemption undone: the balance only, as redeeming never touched lifetime points.
      await postEntry(tx, {
        userId,
        points: reward.points,
        kind: 'redeem',
        reason: `${reward.name} (code ${redemption.code}) voided: the points it was redeemed with were reversed`,
      });
      await tx
        .update(loyaltyAccounts)
        .set({ balance: sql`${loyaltyAccounts.balance} + ${reward.points}`, updatedAt: new Date() })
        .where(eq(loyaltyAccounts.userId, userId));
      balance += reward.points;
    }
  }

  async function summary(userId: number): Promise<LoyaltySummary> {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('Member not found.');
    const { balance, lifetime } = await account(userId);
    const tier = tierFor(lifetime);
    const next = nextTierOf(tier);
    const history = await db
      .select({ entry: loyaltyEntries, by: byUser.username })
      .from(loyaltyEntries)
      .leftJoin(byUser, eq(byUser.id, loyaltyEntries.createdBy))
      .where(eq(loyaltyEntries.userId, userId))
      .orderBy(desc(loyaltyEntries.id))
      .limit(HISTORY_LIMIT);
    // Total spent (issue 34 §6): what the client paid, tax and all, on their orders and proposals:
    // payments received (cards, checks, cash, transfers), a refunded one no longer counting. Points are
    // earned on revenue before tax (decision 0066); what the client spent is what left their pocket.
    const doneOrders = await db
      .select({ type: orders.type })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'completed')));
    const clientQuotes = await db
      .select({ status: quotes.status })
      .from(quotes)
      .where(eq(quotes.clientId, userId));
    const [paid] = await db
      .select({ sum: sql<string>`coalesce(sum(${payments.amountCents}), 0)::text` })
      .from(payments)
      .leftJoin(orders, eq(orders.id, payments.orderId))
      .leftJoin(quotes, eq(quotes.id, payments.quoteId))
      .where(
        and(
          eq(payments.status, 'succeeded'),
          sql`${payments.kind} <> 'test'`,
          sql`(${orders.userId} = ${userId} or ${quotes.clientId} = ${userId})`,
        ),
      );
    const spentCents = centsOfText(paid?.sum);
    const eventsHosted =
      doneOrders.filter((o) => o.type === 'catering').length +
      clientQuotes.filter((q) => q.status === 'completed').length;
    const codes = await db
      .select()
      .from(loyaltyRedemptions)
      .where(eq(loyaltyRedemptions.userId, userId))
      .orderBy(desc(loyaltyRedemptions.id));
    return {
      userId,
      // Below zero is a debt later points pay off; the member is never shown a negative balance.
      points: Math.max(0, balance),
      lifetimePoints: lifetime,
      tier: tier.name,
      multiplier: tier.multiplierTenths / 10,
      nextTier: next?.name ?? null,
      pointsToNext: tierProgress(lifetime).pointsToNext,
      progressPercent: tierProgress(lifetime).percent,
      totalSpent: fromCents(spentCents),
      eventsHosted,
      history: history.map(({ entry, by }) => ({
        id: entry.id,
        points: entry.points,
        kind: entry.kind,
        reason: entry.reason,
        orderId: entry.orderId,
        quoteId: entry.quoteId,
        createdAt: entry.createdAt.toISOString(),
        by: entry.kind === 'adjust' ? by : null,
      })),
      codes: codes.map((c) => ({
        code: c.code,
        rewardId: c.rewardId,
        rewardName: rewardById(c.rewardId)?.name ?? c.rewardId,
        createdAt: c.createdAt.toISOString(),
        usedAt: c.usedAt?.toISOString() ?? null,
        voidedAt: c.voidedAt?.toISOString() ?? null,
      })),
    };
  }

  return {
    summary,
    syncOrder: (id: number) => sync({ kind: 'order', id }),
    syncQuote: (id: number) => sync({ kind: 'quote', id }),

    /** An admin's adjustment, written to the audit trail with the balance before and after, and who. */
    async adjust(userId: number, body: AdjustPointsBody, by: PublicUser): Promise<LoyaltySummary> {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!user) throw notFound('Member not found.');
      const balance = async (tx: Tx) =>
        (
          await tx
            .select({ balance: loyaltyAccounts.balance })
            .from(loyaltyAccounts)
            .where(eq(loyaltyAccounts.userId, userId))
        )[0]?.balance ?? 0;
      await db.transaction(async (tx) => {
        const before = await balance(tx);
        await postEntry(tx, {
          userId,
          points: body.points,
          kind: 'adjust',
          reason: body.reason,
          createdBy: by.id,
        });
        // Issue 34 §7: a negative adjustment takes back points like a reversal does, so an unused
        // reward code the remaining balance no longer backs is voided in the same transaction.
        if (body.points < 0) await voidUnbackedRewards(tx, userId);
        await recordAudit(tx, {
          actor: actorOf(by),
          action: 'points-adjusted',
          entity: 'client',
          entityId: userId,
          before: { pointsBalance: before },
          after: { pointsBalance: await balance(tx), reason: body.reason },
        });
      });
      return summary(userId);
    },

    /**
     * Spends the reward's points with one conditional UPDATE (balance >= cost), so two redemptions at
     * once cannot overspend; the ledger entry and the personal code are written in the same transaction.
     */
    async redeem(userId: number, rewardId: RewardId): Promise<RedeemResult> {
      const reward = rewardById(rewardId)!;
      return db.transaction(async (tx) => {
        const [spent] = await tx
          .update(loyaltyAccounts)
          .set({ balance: sql`${loyaltyAccounts.balance} - ${reward.points}`, updatedAt: new Date() })
          .where(and(eq(loyaltyAccounts.userId, userId), gte(loyaltyAccounts.balance, reward.points)))
          .returning({ balance: loyaltyAccounts.balance });
        if (!spent) {
          const [row] = await tx
            .select({ balance: loyaltyAccounts.balance })
            .from(loyaltyAccounts)
            .where(eq(loyaltyAccounts.userId, userId));
          const missing = reward.points - Math.max(0, row?.balance ?? 0);
          throw new AppError(400, ErrorCode.insufficientPoints, insufficientPointsText(missing));
        }
        const entry = await postEntry(tx, {
          userId,
          points: -reward.points,
          kind: 'redeem',
          reason: `Redeemed ${reward.name}`,
        });
        const code = newRewardCode();
        await tx.insert(loyaltyRedemptions).values({ code, userId, rewardId, entryId: entry.id });
        return { code, reward: { ...reward }, points: spent.balance };
      });
    },
  };
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
