import { and, asc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import {
  type CheckDiscountBodySchema,
  type CreateDiscountCodeBodySchema,
  type DiscountCheck,
  type DiscountCode,
  discountCents,
  minimumMessage,
  type UpdateDiscountCodeBodySchema,
} from '../../../common/discounts/schema.ts';
import { emailKey } from '../../../common/email-key.ts';
import { ErrorCode } from '../../../common/errors.ts';
import { fromCents, toCents } from '../../../common/money.ts';
import type { Database } from '../../db/connect.ts';
import { discountCodes, discountRedemptions, orders, quotes, users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { emailKeySql } from '../../platform/email-key.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';

type Row = typeof discountCodes.$inferSelect;
type CheckData = ReturnType<typeof CheckDiscountBodySchema.parse>;
type CreateData = ReturnType<typeof CreateDiscountCodeBodySchema.parse>;
type UpdateData = ReturnType<typeof UpdateDiscountCodeBodySchema.parse>;
/** The transaction an order or a quote is stored in; the use is counted in the same one. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Each refusal of a code: the words the customer reads, and the code an API client branches on. */
const REFUSALS = {
  unknown: ['This discount code does not exist.', ErrorCode.codeUnknown],
  inactive: ['This discount code is no longer active.', ErrorCode.codeInactive],
  notYet: ['This discount code is not active yet.', ErrorCode.codeNotYetValid],
  expired: ['This discount code has expired.', ErrorCode.codeExpired],
  usedUp: ['This discount code has already been used.', ErrorCode.codeUsedUp],
  firstOrder: ['This code is for your first order only.', ErrorCode.codeFirstOrderOnly],
  corporate: ['This code is for corporate event quotes only.', ErrorCode.codeCorporateOnly],
  signIn: ['Sign in to use this personal discount code.', ErrorCode.codeSignInRequired],
  notYours: ['This discount code belongs to another account.', ErrorCode.codeNotYours],
} as const satisfies Record<string, readonly [string, ErrorCode]>;

/** The 400 for a refused code, marked on the form's discount code field. */
function refusal(reason: keyof typeof REFUSALS | { message: string; code: ErrorCode }) {
  const [message, code] = typeof reason === 'string' ? REFUSALS[reason] : [reason.message, reason.code];
  return badRequest(message, { discountCode: message }, code);
}

/** What a purchase asks of a code. `subtotalCents` null: a custom quote, priced later. */
export type DiscountRequest = {
  code: string;
  subtotalCents: number | null;
  eventType?: string | null | undefined;
  email?: string | null | undefined;
  user: PublicUser | null;
};

/** A code that passed every rule, with what it takes off this subtotal. */
export type AppliedDiscount = {
  id: number;
  code: string;
  title: string;
  percent: number;
  minSubtotalCents: number;
  discountCents: number;
  rule: Row['rule'];
  /** Customers a first-order code is spent for: their email and their account. */
  customerKeys: string[];
};

function toDiscountCode(row: Row): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    description: row.description,
    percent: row.percent,
    minSubtotal: fromCents(row.minSubtotalCents),
    rule: row.rule,
    active: row.active,
    isPublic: row.isPublic,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    maxUses: row.maxUses,
    uses: row.uses,
    ownerUserId: row.ownerUserId,
    createdAt: row.createdAt.toISOString(),
  };
}

const dateOrNull = (v: string | null | undefined) => (v ? new Date(v) : null);

/** Whose first order a purchase spends: its email (as an emailKey) and its account. */
export type Customer = { email: string | null; userId: number | null };

function customerKeys({ email, userId }: Customer): string[] {
  const key = email ? emailKey(email) : null;
  return [...(key ? [`email:${key}`] : []), ...(userId ? [`user:${userId}`] : [])];
}

/**
 * A quote that is business: accepted by the business or the client (money owed), or one a verified
 * account stands behind (its own request, or a visitor's it claimed) and nobody declined, as the
 * booking rules count a held day.
 */
const standsBehind = or(
  inArray(quotes.status, ['accepted', 'completed']),
  and(
    ne(quotes.status, 'rejected'),
    sql`exists (select 1 from ${users} where ${users.id} = ${quotes.clientId} and ${users.emailVerifiedAt} is not null)`,
  ),
)!;

export function createDiscountService(db: Database) {
  async function byCode(code: string): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(discountCodes)
      .where(sql`upper(${discountCodes.code}) = upper(${code})`);
    return row;
  }

  /**
   * Has this email or account bought before? Only business someone stands behind counts: an order not
   * cancelled, a proposal accepted (or completed), or a request a verified account made or claimed.
   * A stranger's request typed with someone else's email, a declined proposal or a cancelled order
   * spends nobody's first order (issue 24 §4, §8; decision 0040).
   */
  async function hasEarlierBusiness(email: string | null, userId: number | null): Promise<boolean> {
    // One person, however the address is spelt: case, a +tag, Gmail's dots (email-key.ts).
    const key = email ? emailKey(email) : null;
    const orderWho = [
      ...(key ? [sql`${emailKeySql(orders.email)} = ${key}`] : []),
      ...(userId ? [eq(orders.userId, userId)] : []),
    ];
    const quoteWho = [
      ...(key ? [sql`${emailKeySql(quotes.contactEmail)} = ${key}`] : []),
      ...(userId ? [eq(quotes.clientId, userId)] : []),
    ];
    if (orderWho.length === 0) return false;
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(or(...orderWho), ne(orders.status, 'cancelled')))
      .limit(1);
    if (order) return true;
    const [quote] = await db
      .select({ id: quotes.id })
      .from(quotes)
      .where(and(or(...quoteWho), standsBehind))
      .limit(1);
    return quote !== undefined;
  }

  /** Every rule of the code, in the order a customer would want to hear about them. */
  async function evaluate(request: DiscountRequest, now = new Date()): Promise<AppliedDiscount> {
    const row = await byCode(request.code);
    if (!row) throw refusal('unknown');
    if (!row.active) throw refusal('inactive');
    if (row.validFrom && row.validFrom > now) throw refusal('notYet');
    if (row.validUntil && row.validUntil < now) throw refusal('expired');
    if (row.ownerUserId !== null && row.ownerUserId !== request.user?.id) {
      throw refusal(request.user ? 'notYours' : 'signIn');
    }
    if (row.maxUses !== null && row.uses >= row.maxUses) throw refusal('usedUp');
    if (row.rule === 'corporate-event' && request.eventType !== 'corporate') throw refusal('corporate');
    const typed = request.email?.trim() || request.user?.email || null;
    const email = typed ? emailKey(typed) : null;
    const userId = request.user?.id ?? null;
    if (row.rule === 'first-order' && (await hasEarlierBusiness(email, userId))) {
      throw refusal('firstOrder');
    }
    const minSubtotalCents = row.minSubtotalCents;
    if (request.subtotalCents !== null && request.subtotalCents <= minSubtotalCents) {
      throw refusal({ message: minimumMessage(minSubtotalCents), code: ErrorCode.codeMinimumNotMet });
    }
    return {
      id: row.id,
      code: row.code,
      title: row.title,
      percent: row.percent,
      minSubtotalCents,
      discountCents: request.subtotalCents === null ? 0 : discountCents(request.subtotalCents, row.percent),
      rule: row.rule,
      customerKeys: customerKeys({ email, userId }),
    };
  }

  return {
    evaluate,

    /**
     * An order is placed: counts one use inside its transaction and reserves the customer's first
     * order. Each guard is one statement, so two concurrent purchases cannot both pass a maximum or a
     * first-order rule (docs/design.md, PGlite). A quote request calls nothing here: it owes nothing
     * yet, and its use and reservation start when the proposal is accepted (`settleUse`).
     */
    async redeem(tx: Tx, applied: AppliedDiscount): Promise<void> {
      const counted = await tx
        .update(discountCodes)
        .set({ uses: sql`${discountCodes.uses} + 1` })
        .where(
          and(
            eq(discountCodes.id, applied.id),
            eq(discountCodes.active, true),
            or(isNull(discountCodes.maxUses), lt(discountCodes.uses, discountCodes.maxUses)),
          ),
        )
        .returning({ id: discountCodes.id });
      if (counted.length === 0) throw refusal('usedUp');
      if (applied.rule !== 'first-order') return;
      for (const customerKey of applied.customerKeys) {
        const inserted = await tx
          .insert(discountRedemptions)
          .values({ discountCodeId: applied.id, customerKey })
          .onConflictDoNothing()
          .returning({ id: discountRedemptions.id });
        if (inserted.length === 0) {
          throw refusal('firstOrder');
        }
      }
    },

    /**
     * A purchase with `code` starts or stops owing money (a proposal accepted or declined, an order
     * cancelled or taken up again): its use is counted, or given back, and a first-order code's
     * reservation of `customer` is made (idempotently) or released with it. Counting here is not
     * refused at the maximum nor for a reservation already held: the customer was promised the code
     * when the proposal or order was made.
     */
    async settleUse(
      code: string | null,
      owed: { before: boolean; after: boolean },
      customer: Customer,
    ): Promise<void> {
      if (!code || owed.before === owed.after) return;
      const [row] = await db
        .update(discountCodes)
        .set({
          uses: owed.after ? sql`${discountCodes.uses} + 1` : sql`greatest(${discountCodes.uses} - 1, 0)`,
        })
        .where(sql`upper(${discountCodes.code}) = upper(${code})`)
        .returning({ id: discountCodes.id, rule: discountCodes.rule });
      if (row?.rule !== 'first-order') return;
      const keys = customerKeys(customer);
      if (keys.length === 0) return;
      if (owed.after) {
        await db
          .insert(discountRedemptions)
          .values(keys.map((customerKey) => ({ discountCodeId: row.id, customerKey })))
          .onConflictDoNothing();
      } else {
        await db
          .delete(discountRedemptions)
          .where(
            and(
              eq(discountRedemptions.discountCodeId, row.id),
              inArray(discountRedemptions.customerKey, keys),
            ),
          );
      }
    },

    async check(body: CheckData, user: PublicUser | null): Promise<DiscountCheck> {
      const subtotalCents = body.subtotal == null ? null : toCents(body.subtotal);
      // The check never looks up someone else's history: an email typed here is not proven, so a
      // first-order code is judged by the signed-in account only (or not at all for a visitor).
      // Its rule is applied for real when the order or request is placed.
      const applied = await evaluate({
        code: body.code,
        subtotalCents,
        eventType: body.eventType ?? null,
        email: null,
        user,
      });
      return {
        code: applied.code,
        title: applied.title,
        percent: applied.percent,
        discountAmount: fromCents(applied.discountCents),
        total: fromCents((subtotalCents ?? 0) - applied.discountCents),
      };
    },

    async list(): Promise<DiscountCode[]> {
      const rows = await db.select().from(discountCodes).orderBy(asc(discountCodes.id));
      return rows.map(toDiscountCode);
    },

    /**
     * Codes a customer may try now (for the public QR list): active, public, inside their dates and
     * not used up. A code that starts next month stays the business's until then.
     */
    async activeCodes(now = new Date()): Promise<Set<string>> {
      const rows = await db
        .select({
          code: discountCodes.code,
          validFrom: discountCodes.validFrom,
          validUntil: discountCodes.validUntil,
          uses: discountCodes.uses,
          maxUses: discountCodes.maxUses,
        })
        .from(discountCodes)
        .where(
          and(
            eq(discountCodes.active, true),
            eq(discountCodes.isPublic, true),
            isNull(discountCodes.ownerUserId),
          ),
        );
      const usable = rows.filter(
        (r) =>
          (!r.validFrom || r.validFrom <= now) &&
          (!r.validUntil || r.validUntil >= now) &&
          (r.maxUses === null || r.uses < r.maxUses),
      );
      return new Set(usable.map((r) => r.code));
    },

    async create(body: CreateData): Promise<DiscountCode> {
      const { minSubtotal, ...fields } = body;
      try {
        const [row] = await db
          .insert(discountCodes)
          .values({
            ...fields,
            minSubtotalCents: toCents(minSubtotal),
            validFrom: dateOrNull(body.validFrom),
            validUntil: dateOrNull(body.validUntil),
            maxUses: body.maxUses ?? null,
            ownerUserId: body.ownerUserId ?? null,
          })
          .returning();
        return toDiscountCode(row!);
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict(
            'A discount code with this name already exists.',
            { code: 'Already in use' },
            ErrorCode.codeNameTaken,
          );
        }
        throw error;
      }
    },

    async update(id: number, body: UpdateData): Promise<DiscountCode> {
      const { validFrom, validUntil, minSubtotal, ...rest } = body;
      const changes = {
        ...rest,
        ...(minSubtotal !== undefined ? { minSubtotalCents: toCents(minSubtotal) } : {}),
        ...(validFrom !== undefined ? { validFrom: dateOrNull(validFrom) } : {}),
        ...(validUntil !== undefined ? { validUntil: dateOrNull(validUntil) } : {}),
        ...(body.maxUses !== undefined ? { maxUses: body.maxUses ?? null } : {}),
        ...(body.ownerUserId !== undefined ? { ownerUserId: body.ownerUserId ?? null } : {}),
        updatedAt: new Date(),
      };
      const [current] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
      if (!current) throw notFound('Discount code not found.');
      const maxUses = changes.maxUses === undefined ? current.maxUses : changes.maxUses;
      if (maxUses !== null && maxUses < current.uses) {
        throw badRequest(`This code was already used ${current.uses} times; the maximum cannot be lower.`, {
          maxUses: `At least ${current.uses}`,
        });
      }
      const [row] = await db.update(discountCodes).set(changes).where(eq(discountCodes.id, id)).returning();
      if (!row) throw notFound('Discount code not found.');
      return toDiscountCode(row);
    },
  };
}

export type DiscountService = ReturnType<typeof createDiscountService>;
