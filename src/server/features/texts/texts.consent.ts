import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { smsConsents, users } from '../../db/schema/index.ts';

export type ConsentSource = 'checkout' | 'quote' | 'profile' | 'sms';
export type ConsentState = 'in' | 'out' | 'none';

/**
 * A number's consent to texts (E.164), kept per number so a guest's order and a STOP from the phone
 * find it, with who gave it, when and how. The account's `smsNotifications` switch follows the
 * number of its phone, so the profile shows what the number's owner last said.
 */
export function createConsents(db: Database) {
  async function stateOf(phone: string): Promise<ConsentState> {
    const [row] = await db
      .select({ status: smsConsents.status })
      .from(smsConsents)
      .where(eq(smsConsents.phone, phone));
    return row?.status ?? 'none';
  }

  /** Consent given (or given again): at checkout, in the quote wizard, in the profile, or by START. */
  async function optIn(phone: string, source: ConsentSource, userId: number | null, now = new Date()) {
    await db
      .insert(smsConsents)
      .values({
        phone,
        status: 'in',
        source,
        userId,
        optedInAt: now,
        optedInSource: source,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: smsConsents.phone,
        set: {
          status: 'in',
          source,
          userId: userId ?? sql`${smsConsents.userId}`,
          optedInAt: now,
          optedInSource: source,
          updatedAt: now,
        },
      });
  }

  /** Consent withdrawn (STOP, or the profile's switch off); answers whether it was given until now. */
  async function optOut(phone: string, source: ConsentSource, userId: number | null, now = new Date()) {
    const [before] = await db
      .select({ status: smsConsents.status })
      .from(smsConsents)
      .where(eq(smsConsents.phone, phone));
    // Only the first STOP changes the row: the instance whose update lands is the one that confirms.
    const changed = await db
      .insert(smsConsents)
      .values({ phone, status: 'out', source, userId, optedOutAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: smsConsents.phone,
        set: { status: 'out', source, optedOutAt: now, updatedAt: now },
        setWhere: sql`${smsConsents.status} <> 'out'`,
      })
      .returning({ phone: smsConsents.phone });
    return { changed: changed.length > 0, wasIn: before?.status === 'in' };
  }

  /** The accounts whose phone is this number (stored as people typed it): their switch follows it. */
  async function syncAccounts(phone: string, on: boolean, toE164: (value: string) => string | null) {
    const rows = await db
      .select({ id: users.id, phone: users.phone, preferences: users.preferences })
      .from(users)
      .where(
        sql`${users.phone} is not null and regexp_replace(${users.phone}, '\\D', '', 'g') like ${`%${phone.slice(-10)}`}`,
      );
    for (const row of rows) {
      if (toE164(row.phone ?? '') !== phone || row.preferences.smsNotifications === on) continue;
      await db
        .update(users)
        .set({ preferences: { ...row.preferences, smsNotifications: on } })
        .where(eq(users.id, row.id));
    }
  }

  return { stateOf, optIn, optOut, syncAccounts };
}
