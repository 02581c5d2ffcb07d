import { sql } from 'drizzle-orm';
import { DISCOUNT_DATA_PREFIX } from '../../../common/discounts/schema.ts';
import type { Database } from '../../db/connect.ts';
import { qrCodes } from '../../db/schema/index.ts';
import { SEED_DISCOUNT_CODES } from '../discounts/discounts.seed.ts';

/**
 * Seeded once, into an empty table: the portal access code and one QR per spec discount code. The
 * app-access code can never be deleted, so the table is never empty again and admins' edits stay.
 */
export async function seedQrCodes(db: Database, publicUrl: string): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(qrCodes);
  if ((existing?.n ?? 0) > 0) return;
  await db.insert(qrCodes).values([
    {
      name: 'Client Portal Access',
      type: 'app-access',
      data: `${publicUrl.replace(/\/+$/, '')}/login`,
      description: 'Scan to open the client portal sign-in page',
    },
    ...SEED_DISCOUNT_CODES.map((c) => ({
      name: c.title,
      type: 'discount' as const,
      data: `${DISCOUNT_DATA_PREFIX}${c.code}`,
      description: c.description,
    })),
  ]);
}
