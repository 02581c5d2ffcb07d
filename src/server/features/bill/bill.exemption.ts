import { eq } from 'drizzle-orm';
import { activeExemption, type BillRequest, billFromOffer } from '../../../common/bill/from-offer.ts';
import type { Bill } from '../../../common/bill/types.ts';
import { businessClock } from '../../../common/business-time.ts';
import type { Offer } from '../../../common/offer/types.ts';
import type { Database } from '../../db/connect.ts';
import { users } from '../../db/schema/index.ts';
import { fieldError } from '../../platform/field-error.ts';

type Reader = Pick<Database, 'select'>;

/** The client's exemption certificate when it is valid today (business date); null for visitors. */
export async function exemptionFor(
  db: Reader,
  userId: number | null | undefined,
  now = new Date(),
): Promise<{ certificateNumber: string } | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ certificateNumber: users.taxExemptCertificate, expiresOn: users.taxExemptExpiresOn })
    .from(users)
    .where(eq(users.id, userId));
  return row ? activeExemption(row, businessClock(now).date) : null;
}

/** The bill under the offer, or a 400 naming the field the settings refuse (an unknown ZIP…). */
export function billOrRefuse(offer: Offer, request: BillRequest): Bill {
  const result = billFromOffer(offer, request);
  if ('problem' in result)
    throw fieldError(result.problem.field, result.problem.message, result.problem.message);
  return result.bill;
}
