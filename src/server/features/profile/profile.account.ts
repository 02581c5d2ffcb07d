import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { fromCents, fromCentsOrNull } from '../../../common/money.ts';
import { orderNumber } from '../../../common/orders/schema.ts';
import type { HistoryItem } from '../../../common/profile.ts';
import { EVENT_TYPE_LABELS, type EventType, proposalNumber } from '../../../common/quotes/schema.ts';
import type { Database } from '../../db/connect.ts';
import {
  loyaltyEntries,
  loyaltyRedemptions,
  messages,
  orderItems,
  orders,
  quotes,
  trainingRequests,
  users,
} from '../../db/schema/index.ts';
import { conflict } from '../../platform/errors.ts';
import type { ProfileService } from './profile.service.ts';

const HISTORY_LIMIT = 200;

/** Order history, the data export and account deletion: the account as a whole. */
/** Takes a deleted account's person off another feature's records, inside the deletion's transaction. */
type Forget = (tx: Pick<Database, 'update'>, userId: number) => Promise<void>;

/** The text consent records of a person's numbers (the texts feature). */
type SmsConsentsOf = (input: { userId: number; phones: (string | null)[] }) => Promise<unknown[]>;

export function createAccountService(deps: {
  db: Database;
  profile: ProfileService;
  forget: Forget[];
  smsConsents: SmsConsentsOf;
}) {
  const { db } = deps;

  return {
    /** The user's own orders and proposals, newest first. */
    async history(userId: number): Promise<HistoryItem[]> {
      const orderRows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt))
        .limit(HISTORY_LIMIT);
      const quoteRows = await db
        .select()
        .from(quotes)
        .where(eq(quotes.clientId, userId))
        .orderBy(desc(quotes.createdAt))
        .limit(HISTORY_LIMIT);
      const items: HistoryItem[] = [
        ...orderRows.map((o) => ({
          kind: 'order' as const,
          id: o.id,
          number: orderNumber(o.id),
          event: o.type === 'dinner' ? 'Dinner pickup' : 'Catering order',
          // An event day (no time): noon UTC is the same day in the business's time zone.
          date:
            o.type === 'dinner'
              ? (o.pickupAt?.toISOString() ?? null)
              : o.eventDate && `${o.eventDate}T12:00:00.000Z`,
          guests: null,
          total: fromCents(o.totalCents),
          status: o.status,
          createdAt: o.createdAt.toISOString(),
          href: `/tracker?order=${o.id}`,
        })),
        ...quoteRows.map((q) => ({
          kind: 'proposal' as const,
          id: q.id,
          number: proposalNumber(q),
          event: EVENT_TYPE_LABELS[q.eventType as EventType] ?? q.eventType,
          date: q.eventDate?.toISOString() ?? null,
          guests: q.guestCount,
          total: fromCentsOrNull(q.totalCents),
          status: q.status,
          createdAt: q.createdAt.toISOString(),
          href: `/proposals?quote=${q.id}`,
        })),
      ];
      return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, HISTORY_LIMIT);
    },

    /** Everything we hold about the user, as one JSON document. */
    async exportData(userId: number): Promise<Record<string, unknown>> {
      const profile = await deps.profile.get(userId);
      const orderRows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id);
      const lines = orderRows.length
        ? await db
            .select()
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                orderRows.map((o) => o.id),
              ),
            )
        : [];
      const quoteRows = await db.select().from(quotes).where(eq(quotes.clientId, userId)).orderBy(quotes.id);
      return {
        exportedAt: new Date().toISOString(),
        account: profile,
        orders: orderRows.map((o) => ({ ...o, items: lines.filter((l) => l.orderId === o.id) })),
        proposals: quoteRows,
        // The consent to texts of the account's number and of those on its orders and proposals (issue 40).
        smsConsents: await deps.smsConsents({
          userId,
          phones: [profile.phone, ...orderRows.map((o) => o.phone), ...quoteRows.map((q) => q.contactPhone)],
        }),
        messages: await db.select().from(messages).where(eq(messages.senderId, userId)).orderBy(messages.id),
        trainingRequests: await db.select().from(trainingRequests).where(eq(trainingRequests.userId, userId)),
        loyalty: {
          entries: await db.select().from(loyaltyEntries).where(eq(loyaltyEntries.userId, userId)),
          rewardCodes: await db
            .select()
            .from(loyaltyRedemptions)
            .where(eq(loyaltyRedemptions.userId, userId)),
        },
      };
    },

    /**
     * Removes the account and its personal data. The business keeps its orders and proposals, detached
     * and shown as 'Deleted client'. The last admin cannot delete itself (nobody could run the business).
     */
    async deleteAccount(user: PublicUser, password: string): Promise<void> {
      await deps.profile.checkPassword(user.id, password, 'password');
      if (user.role === 'admin') {
        const [others] = await db
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.role, 'admin'), ne(users.id, user.id)));
        if ((others?.n ?? 0) === 0) {
          throw conflict(
            'You are the last administrator: make another account an admin before deleting this one.',
          );
        }
      }
      await db.transaction(async (tx) => {
        for (const forget of deps.forget) await forget(tx, user.id);
        // Sessions, tokens, loyalty, training requests go with the row (ON DELETE CASCADE).
        await tx.delete(users).where(eq(users.id, user.id));
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
