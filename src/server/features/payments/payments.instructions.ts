import { eq } from 'drizzle-orm';
import { changedFields } from '../../../common/audit/changes.ts';
import type { PublicUser } from '../../../common/auth.ts';
import {
  NO_PAYMENT_INSTRUCTIONS,
  type PaymentInstructions,
  PaymentInstructionsSchema,
} from '../../../common/payments.ts';
import type { Database } from '../../db/connect.ts';
import { settings } from '../../db/schema/index.ts';
import { actorOrSystem, recordAudit } from '../audit/audit.record.ts';

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

    /** Saves them; the audit trail keeps the fields that changed, and who. */
    async save(value: PaymentInstructions, by?: PublicUser | null): Promise<PaymentInstructions> {
      await db.transaction(async (tx) => {
        const [stored] = await tx.select().from(settings).where(eq(settings.key, KEY)).for('update');
        await tx
          .insert(settings)
          .values({ key: KEY, value })
          .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
        const changes = changedFields(stored?.value ?? NO_PAYMENT_INSTRUCTIONS, value);
        if (changes) {
          await recordAudit(tx, {
            actor: actorOrSystem(by),
            action: 'updated',
            entity: 'settings',
            entityId: KEY,
            ...changes,
          });
        }
      });
      return value;
    },
  };
}

export type PaymentInstructionsStore = ReturnType<typeof createPaymentInstructions>;
