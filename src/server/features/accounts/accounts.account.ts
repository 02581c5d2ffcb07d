import { and, eq, ne, sql } from 'drizzle-orm';
import {
  type AccountBody,
  type HouseAccount,
  type MyAccount,
  OVERDUE_STOP_DAYS,
} from '../../../common/accounts/schema.ts';
import type { PublicUser } from '../../../common/auth.ts';
import { addDays, businessClock } from '../../../common/business-time.ts';
import { formatCents } from '../../../common/money.ts';
import type { Database } from '../../db/connect.ts';
import { accountOrders, houseAccounts, invoices, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { actorOf, recordAudit } from '../audit/index.ts';

type AccountRow = typeof houseAccounts.$inferSelect;

/** A client's house account: its terms, credit and the checkout's checks (issue 39 §1). */
export function createHouseAccounts(db: Database) {
  async function row(userId: number): Promise<AccountRow | null> {
    const [found] = await db.select().from(houseAccounts).where(eq(houseAccounts.userId, userId));
    return found ?? null;
  }

  /** Unpaid invoices of the client: totals less what was paid, void ones left out. */
  async function unpaidCents(userId: number): Promise<number> {
    const [sum] = await db
      .select({ cents: sql<string>`coalesce(sum(${invoices.totalCents} - ${invoices.paidCents}), 0)` })
      .from(invoices)
      .where(and(eq(invoices.userId, userId), eq(invoices.status, 'open')));
    // Orders billed to the account but not confirmed yet hold credit too: a second order cannot
    // spend what the first one will be invoiced.
    const [pending] = await db
      .select({ cents: sql<string>`coalesce(sum(o.total_cents), 0)` })
      .from(sql`${accountOrders} ao join orders o on o.id = ao.order_id`)
      .where(
        sql`ao.user_id = ${userId} and o.status not in ('cancelled') and not exists (select 1 from ${invoices} i where i.order_id = ao.order_id)`,
      );
    return Number(sum?.cents ?? 0) + Number(pending?.cents ?? 0);
  }

  function view(userId: number, found: AccountRow | null, unpaid: number): HouseAccount {
    const limit = found?.creditLimitCents ?? 0;
    return {
      userId,
      terms: found?.terms ?? null,
      creditLimitCents: limit,
      poRequired: found?.poRequired ?? false,
      billingEmail: found?.billingEmail ?? null,
      companyName: found?.companyName ?? null,
      unpaidCents: unpaid,
      remainingCreditCents: Math.max(0, limit - unpaid),
    };
  }

  async function get(userId: number): Promise<HouseAccount> {
    return view(userId, await row(userId), await unpaidCents(userId));
  }

  /**
   * The checks of an order or a proposal billed to the account: on account at all, the PO number
   * when required, no invoice more than 30 days past due, and the total within the remaining credit.
   * The PO number to bill under, when they pass.
   */
  async function check(
    input: { poNumber?: string | undefined },
    user: { id: number } | null,
    totalCents: number,
    what: 'order' | 'proposal',
    now = new Date(),
  ): Promise<{ userId: number; poNumber: string | null }> {
    const found = user ? await row(user.id) : null;
    if (!user || !found?.terms) {
      throw badRequest('Billing to an account is only for clients on account.', {
        paymentMethod: 'Billing to an account is only for clients on account.',
      });
    }
    const poNumber = input.poNumber?.trim() || null;
    if (found.poRequired && !poNumber) {
      throw badRequest('A PO number is required for this account.', {
        poNumber: 'A PO number is required for this account.',
      });
    }
    const stopBefore = addDays(businessClock(now).date, -OVERDUE_STOP_DAYS);
    const [overdue] = await db
      .select({ number: invoices.number })
      .from(invoices)
      .where(
        and(
          eq(invoices.userId, user.id),
          eq(invoices.status, 'open'),
          sql`${invoices.dueOn} < ${stopBefore}`,
          ne(invoices.totalCents, invoices.paidCents),
        ),
      )
      .orderBy(invoices.dueOn)
      .limit(1);
    if (overdue) {
      throw conflict(
        `New ${what}s on account are paused until the overdue invoice ${overdue.number} is paid.`,
        { paymentMethod: `Paused until the overdue invoice ${overdue.number} is paid.` },
      );
    }
    const remaining = Math.max(0, found.creditLimitCents - (await unpaidCents(user.id)));
    if (totalCents > remaining) {
      const over = formatCents(totalCents - remaining);
      throw conflict(
        `This ${what} is ${over} over the account's remaining credit of ${formatCents(remaining)}.`,
        { paymentMethod: `${over} over the remaining credit.` },
      );
    }
    return { userId: user.id, poNumber };
  }

  return {
    get,
    row,

    /** PATCH /api/admin/clients/{id}/account (admin), audited on the client. */
    async set(userId: number, body: AccountBody, by: PublicUser): Promise<HouseAccount> {
      const [client] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(users.id, userId));
      if (client?.role !== 'client') throw notFound('Client not found.');
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(houseAccounts)
          .where(eq(houseAccounts.userId, userId))
          .for('update');
        // What the body leaves out stays as it was.
        const keep = <T>(sent: T | undefined, was: T) => (sent === undefined ? was : sent);
        const values = {
          terms: keep(body.terms, before?.terms ?? null),
          creditLimitCents: keep(body.creditLimitCents, before?.creditLimitCents ?? 0),
          poRequired: keep(body.poRequired, before?.poRequired ?? false),
          billingEmail: keep(body.billingEmail, before?.billingEmail ?? null) || null,
          companyName: keep(body.companyName, before?.companyName ?? null) || null,
          updatedAt: new Date(),
        };
        await tx
          .insert(houseAccounts)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: houseAccounts.userId, set: values });
        const { updatedAt: _b, userId: _u, ...was } = before ?? ({} as Partial<AccountRow>);
        const { updatedAt: _a, ...now } = values;
        await recordAudit(tx, {
          actor: actorOf(by),
          action: 'account-changed',
          entity: 'client',
          entityId: userId,
          before: before ? was : null,
          after: now,
        });
      });
      return get(userId);
    },

    /** GET /api/account: the signed-in client's own terms, for checkout. */
    async mine(userId: number): Promise<MyAccount> {
      const account = await get(userId);
      return {
        terms: account.terms,
        poRequired: account.poRequired,
        creditLimitCents: account.creditLimitCents,
        remainingCreditCents: account.remainingCreditCents,
        companyName: account.companyName,
      };
    },

    check,

    /** The checkout's checks of an order billed to the account, and its record once placed. */
    async checkout(
      input: { paymentMethod?: 'card' | 'account'; poNumber?: string },
      user: { id: number } | null,
      totalCents: number,
      now = new Date(),
    ): Promise<{ record: (tx: Pick<Database, 'insert'>, orderId: number) => Promise<void> } | null> {
      if (input.paymentMethod !== 'account') return null;
      const { userId, poNumber } = await check(input, user, totalCents, 'order', now);
      return {
        record: async (tx, orderId) => {
          await tx.insert(accountOrders).values({ orderId, userId, poNumber });
        },
      };
    },
  };
}

export type HouseAccounts = ReturnType<typeof createHouseAccounts>;
