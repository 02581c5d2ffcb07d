import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { discountCodes } from '../../db/schema/index.ts';

/**
 * The spec's four codes (section 3 and 9): sample data, seeded with DEMO_DATA only (decision 0058).
 * The corporate code is for those the business gives it to, so it is not listed for everyone.
 */
export const SEED_DISCOUNT_CODES = [
  {
    code: '10PERCENT',
    title: '10% Off Catering',
    description: '10% on catering orders over $200',
    percent: 10,
    minSubtotalCents: 20_000,
    rule: 'none',
    isPublic: true,
  },
  {
    code: '20PERCENT',
    title: '20% Off Large Orders',
    description: '20% on orders over $500',
    percent: 20,
    minSubtotalCents: 50_000,
    rule: 'none',
    isPublic: true,
  },
  {
    code: 'FIRSTTIME',
    title: 'First Time Client',
    description: '15% for new clients',
    percent: 15,
    minSubtotalCents: 0,
    rule: 'first-order',
    isPublic: true,
  },
  {
    code: 'CORPORATE',
    title: 'Corporate Discount',
    description: '25% for corporate events',
    percent: 25,
    minSubtotalCents: 0,
    rule: 'corporate-event',
    isPublic: false,
  },
] as const;

/** Seeded once: an empty table gets the four codes; after that they are the admins' to change. */
export async function seedDiscountCodes(db: Database): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(discountCodes);
  if ((existing?.n ?? 0) > 0) return;
  await db
    .insert(discountCodes)
    .values(SEED_DISCOUNT_CODES.map((c) => ({ ...c })))
    .onConflictDoNothing();
}
