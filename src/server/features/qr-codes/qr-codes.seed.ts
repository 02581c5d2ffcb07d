import { sql } from 'drizzle-orm';
import { DISCOUNT_DATA_PREFIX } from '../../../common/discounts/code-text.ts';
import type { Database } from '../../db/connect.ts';
import { qrCodes } from '../../db/schema/index.ts';
import { SEED_DISCOUNT_CODES } from '../discounts/discounts.seed.ts';

/**
 * Seeded once, into an empty table: the portal access code and, with demo data, one QR per sample
 * discount code. The app-access code can never be deleted, so the table is never empty again and
 * admins' edits stay. A discount QR stores the code it names; the link it encodes is made from
 * PUBLIC_URL when it is read (qr-codes.service.ts, decision 0058).
 */
export async function seedQrCodes(
  db: Database,
  publicUrl: string,
  options: { withSampleDiscounts: boolean },
): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(qrCodes);
  if ((existing?.n ?? 0) > 0) return;
  await db.insert(qrCodes).values([
    {
      name: 'Client Portal Access',
      type: 'app-access',
      data: `${publicUrl.replace(/\/+$/, '')}/login`,
      description: 'Scan to open the client portal sign-in page',
    },
    ...(options.withSampleDiscounts ? SEED_DISCOUNT_CODES : []).map((c) => ({
      name: c.title,
      type: 'discount' as const,
      data: `${DISCOUNT_DATA_PREFIX}${c.code}`,
      description: c.description,
    })),
  ]);
}
