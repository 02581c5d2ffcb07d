import { z } from 'zod';
import { idParam } from './ids.ts';
import { toCents } from './money.ts';

/** The spec's tier table: lifetime points earned decide the tier; spending never lowers it. */
export const TIERS = [
  { name: 'Bronze', min: 0, multiplierTenths: 10, perks: ['1 point per dollar'] },
  { name: 'Silver', min: 500, multiplierTenths: 15, perks: ['1.5 points per dollar'] },
  { name: 'Gold', min: 1500, multiplierTenths: 20, perks: ['2 points per dollar'] },
  {
    name: 'Platinum',
    min: 3000,
    multiplierTenths: 30,
    perks: ['3 points per dollar', 'Free delivery on $200+ orders'],
  },
] as const;
export type Tier = (typeof TIERS)[number];

/**
 * What a priced thing earns points on: its revenue before tax, the food after any discount (the bill's
 * subtotal − discount). Service charge, delivery fee, tax and tip earn nothing (issue 26; decision
 * 0066). Something priced before bills existed earns on its total, which had no charges.
 */
export function earningCents(
  bill: { subtotal: string; discount: string } | null,
  totalCents: number,
): number {
  if (!bill) return totalCents;
  return Math.max(0, toCents(bill.subtotal) - toCents(bill.discount));
}

export function tierFor(lifetimePoints: number): Tier {
  let tier: Tier = TIERS[0];
  for (const t of TIERS) if (lifetimePoints >= t.min) tier = t;
  return tier;
}

export function nextTierOf(tier: Tier): Tier | null {
  const index = TIERS.findIndex((t) => t.name === tier.name);
  return TIERS[index + 1] ?? null;
}

/** One point per whole dollar of the total, times the tier's multiplier, rounded down. */
export function pointsForTotal(totalCents: number, tier: Tier): number {
  const dollars = Math.floor(Math.max(0, totalCents) / 100);
  return Math.floor((dollars * tier.multiplierTenths) / 10);
}

/**
 * How far the member is from the next tier, from lifetime points (0..100). The spec's
 * "points modulo 1000" disagrees with its own tier table: see docs/decisions/0017.
 */
export function tierProgress(lifetimePoints: number): { percent: number; pointsToNext: number } {
  const tier = tierFor(lifetimePoints);
  const next = nextTierOf(tier);
  if (!next) return { percent: 100, pointsToNext: 0 };
  const span = next.min - tier.min;
  return {
    percent: Math.min(100, Math.floor(((lifetimePoints - tier.min) / span) * 100)),
    pointsToNext: next.min - lifetimePoints,
  };
}

export const REWARDS = [
  {
    id: 'discount-15',
    name: '15% Off Next Order',
    points: 500,
    description: '15% off your next order over $200.',
  },
  {
    // The spec's "Free Appetizer Tray": the menu has no appetizer tray, so the reward names the tray
    // it does have (decision 0081); the id stays, as stored redemptions name it.
    id: 'appetizer-tray',
    name: 'Free Dessert Tray',
    points: 800,
    description: 'An Assorted Dessert Tray (Small) from our menu, added free to your next order.',
  },
  {
    id: 'package-upgrade',
    name: 'Premium Package Upgrade',
    points: 1200,
    description: 'Your next event proposal is upgraded to our premium package.',
  },
] as const;
export type RewardId = (typeof REWARDS)[number]['id'];
const REWARD_IDS = REWARDS.map((r) => r.id) as [RewardId, ...RewardId[]];
export const rewardById = (id: string) => REWARDS.find((r) => r.id === id);

/** The 15% reward applies to orders over this amount (spec: "for orders over $200"). */
export const DISCOUNT_MIN_CENTS = 20_000;
export const DISCOUNT_PERCENT = 15;

export const insufficientPointsText = (missing: number) =>
  `You need ${missing} more points to redeem this reward.`;

export const RewardSchema = z.object({
  id: z.string(),
  name: z.string(),
  points: z.number().int(),
  description: z.string(),
});
export type Reward = z.infer<typeof RewardSchema>;

const LOYALTY_KINDS = ['earn', 'reversal', 'redeem', 'adjust'] as const;

const LoyaltyEntrySchema = z.object({
  id: z.number().int(),
  points: z.number().int(),
  kind: z.enum(LOYALTY_KINDS),
  reason: z.string(),
  orderId: z.number().int().nullable(),
  quoteId: z.number().int().nullable(),
  createdAt: z.string(),
  /** Who made a manual adjustment (an admin's username), otherwise null. */
  by: z.string().nullable(),
});
export type LoyaltyEntry = z.infer<typeof LoyaltyEntrySchema>;

const RewardCodeSchema = z.object({
  code: z.string(),
  rewardId: z.string(),
  rewardName: z.string(),
  createdAt: z.string(),
  usedAt: z.string().nullable(),
  /** When the points it was redeemed with were reversed: the code no longer works. */
  voidedAt: z.string().nullable(),
});

/** GET /api/loyalty/{userId} and /api/loyalty/me. */
export const LoyaltySummarySchema = z.object({
  userId: z.number().int(),
  points: z.number().int(),
  lifetimePoints: z.number().int(),
  tier: z.string(),
  multiplier: z.number(),
  nextTier: z.string().nullable(),
  pointsToNext: z.number().int(),
  progressPercent: z.number().int(),
  totalSpent: z.string(),
  eventsHosted: z.number().int(),
  history: z.array(LoyaltyEntrySchema),
  codes: z.array(RewardCodeSchema),
});
export type LoyaltySummary = z.infer<typeof LoyaltySummarySchema>;

export const LoyaltyUserParamsSchema = z.object({ userId: idParam('Unknown member') });

export const AdjustPointsBodySchema = z.object({
  points: z
    .number({ error: 'Points must be a whole number' })
    .int('Points must be a whole number')
    .min(-100_000, 'At most 100,000 points at a time')
    .max(100_000, 'At most 100,000 points at a time')
    .refine((n) => n !== 0, 'Points cannot be zero'),
  reason: z
    .string({ error: 'Give a reason' })
    .trim()
    .min(1, 'Give a reason')
    .max(200, 'Keep the reason under 200 characters'),
});
export type AdjustPointsBody = z.infer<typeof AdjustPointsBodySchema>;

export const RedeemBodySchema = z.object({
  rewardId: z.enum(REWARD_IDS, { error: 'Choose a reward from the list' }),
});

export const RedeemResultSchema = z.object({
  code: z.string(),
  reward: RewardSchema,
  points: z.number().int(),
});
export type RedeemResult = z.infer<typeof RedeemResultSchema>;

/** A reward code typed or chosen at checkout (POST /api/orders `rewardCode`). */
export const RewardCodeInputSchema = z
  .string()
  .trim()
  .max(40, 'Unknown reward code')
  .optional()
  .transform((v) => (v ? v.toUpperCase() : undefined));
