import { eq } from 'drizzle-orm';
import {
  NO_PAYMENT_INSTRUCTIONS,
  type PaymentInstructions,
  PaymentInstructionsSchema,
} from '../../../common/payments.ts';
import type { Database } from '../../db/connect.ts';
import { settings } from '../../db/schema/index.ts';

const KEY = 'payment-instructions';

/**
 * How clients pay by check or bank transfer, as the business recorded it (decision 0057). Kept apart
 * from the public business identity: bank details are shown to signed-in clients, never to visitors.
 */
export function createPaymentInstructions(db: Database) {
  return {
    async get(): Promise<PaymentInstructions> {
      const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
      const parsed = PaymentInstructionsSchema.safeParse(row?.value);
      return parsed.success ? parsed.data : NO_PAYMENT_INSTRUCTIONS;
    },

    async save(value: PaymentInstructions): Promise<PaymentInstructions> {
      await db
        .insert(settings)
        .values({ key: KEY, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
      return value;
    },
  };
}

export type PaymentInstructionsStore = ReturnType<typeof createPaymentInstructions>;
