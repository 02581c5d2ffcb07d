import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
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
import { fromCents, toCents } from '../../../common/money.ts';
import type { Database } from '../../db/connect.ts';
import { discountCodes, discountRedemptions, orders, quotes } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';

type Row = typeof discountCodes.$inferSelect;
type CheckData = ReturnType<typeof CheckDiscountBodySchema.parse>;
type CreateData = ReturnType<typeof CreateDiscountCodeBodySchema.parse>;
type UpdateData = ReturnType<typeof UpdateDiscountCodeBodySchema.parse>;
/** The transaction an order or a quote is stored in; the use is counted in the same one. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const DISCOUNT_MESSAGES = {
  unknown: 'This discount code does not exist.',
  inactive: 'This discount code is no longer active.',
  notYet: 'This discount code is not active yet.',
  expired: 'This discount code has expired.',
  usedUp: 'This discount code has already been used.',
  firstOrder: 'This code is for your first order only.',
  corporate: 'This code is for corporate event quotes only.',
  signIn: 'Sign in to use this personal discount code.',
  notYours: 'This discount code belongs to another account.',
} as const;

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
    minSubtotal: row.minSubtotal,
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

export function createDiscountService(db: Database) {
  async function byCode(code: string): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(discountCodes)
      .where(sql`upper(${discountCodes.code}) = upper(${code})`);
    return row;
  }

  /** Has this email or account ordered or asked for a quote before? */
  async function hasEarlierBusiness(email: string | null, userId: number | null): Promise<boolean> {
    const orderWho = [
      ...(email ? [sql`lower(${orders.email}) = lower(${email})`] : []),
      ...(userId ? [eq(orders.userId, userId)] : []),
    ];
    const quoteWho = [
      ...(email ? [sql`lower(${quotes.contactEmail}) = lower(${email})`] : []),
      ...(userId ? [eq(quotes.clientId, userId)] : []),
    ];
    if (orderWho.length === 0) return false;
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(or(...orderWho))
      .limit(1);
    if (order) return true;
    const [quote] = await db
      .select({ id: quotes.id })
      .from(quotes)
      .where(or(...quoteWho))
      .limit(1);
    return quote !== undefined;
  }

  /** Every rule of the code, in the order a customer would want to hear about them. */
  async function evaluate(request: DiscountRequest, now = new Date()): Promise<AppliedDiscount> {
    const row = await byCode(request.code);
    if (!row) throw badRequest(DISCOUNT_MESSAGES.unknown, { discountCode: DISCOUNT_MESSAGES.unknown });
    const refuse = (message: string) => badRequest(message, { discountCode: message });
    if (!row.active) throw refuse(DISCOUNT_MESSAGES.inactive);
    if (row.validFrom && row.validFrom > now) throw refuse(DISCOUNT_MESSAGES.notYet);
    if (row.validUntil && row.validUntil < now) throw refuse(DISCOUNT_MESSAGES.expired);
    if (row.ownerUserId !== null && row.ownerUserId !== request.user?.id) {
      throw refuse(request.user ? DISCOUNT_MESSAGES.notYours : DISCOUNT_MESSAGES.signIn);
    }
    if (row.maxUses !== null && row.uses >= row.maxUses) throw refuse(DISCOUNT_MESSAGES.usedUp);
    if (row.rule === 'corporate-event' && request.eventType !== 'corporate') {
      throw refuse(DISCOUNT_MESSAGES.corporate);
    }
    const email = request.email?.trim().toLowerCase() || request.user?.email.toLowerCase() || null;
    const userId = request.user?.id ?? null;
    if (row.rule === 'first-order' && (await hasEarlierBusiness(email, userId))) {
      throw refuse(DISCOUNT_MESSAGES.firstOrder);
    }
    const minSubtotalCents = toCents(row.minSubtotal);
    if (request.subtotalCents !== null && request.subtotalCents <= minSubtotalCents) {
      throw refuse(minimumMessage(minSubtotalCents));
    }
    return {
      id: row.id,
      code: row.code,
      title: row.title,
      percent: row.percent,
      minSubtotalCents,
      discountCents: request.subtotalCents === null ? 0 : discountCents(request.subtotalCents, row.percent),
      rule: row.rule,
      customerKeys: [...(email ? [`email:${email}`] : []), ...(userId ? [`user:${userId}`] : [])],
    };
  }

  return {
    evaluate,

    /**
     * Counts one use inside the caller's transaction. Each guard is one statement, so two
     * concurrent purchases cannot both pass a maximum or a first-order rule (docs/design.md, PGlite).
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
      if (counted.length === 0)
        throw badRequest(DISCOUNT_MESSAGES.usedUp, { discountCode: DISCOUNT_MESSAGES.usedUp });
      if (applied.rule !== 'first-order') return;
      for (const customerKey of applied.customerKeys) {
        const inserted = await tx
          .insert(discountRedemptions)
          .values({ discountCodeId: applied.id, customerKey })
          .onConflictDoNothing()
          .returning({ id: discountRedemptions.id });
        if (inserted.length === 0) {
          throw badRequest(DISCOUNT_MESSAGES.firstOrder, { discountCode: DISCOUNT_MESSAGES.firstOrder });
        }
      }
    },

    async check(body: CheckData, user: PublicUser | null): Promise<DiscountCheck> {
      const subtotalCents = body.subtotal == null ? null : toCents(body.subtotal);
      const applied = await evaluate({
        code: body.code,
        subtotalCents,
        eventType: body.eventType ?? null,
        email: body.email || null,
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

    /** Codes the owner lists for everyone and a customer may currently try (the public QR list). */
    async activeCodes(now = new Date()): Promise<Set<string>> {
      const rows = await db
        .select({ code: discountCodes.code, validUntil: discountCodes.validUntil })
        .from(discountCodes)
        .where(
          and(
            eq(discountCodes.active, true),
            eq(discountCodes.isPublic, true),
            isNull(discountCodes.ownerUserId),
          ),
        );
      return new Set(rows.filter((r) => !r.validUntil || r.validUntil >= now).map((r) => r.code));
    },

    async create(body: CreateData): Promise<DiscountCode> {
      try {
        const [row] = await db
          .insert(discountCodes)
          .values({
            ...body,
            validFrom: dateOrNull(body.validFrom),
            validUntil: dateOrNull(body.validUntil),
            maxUses: body.maxUses ?? null,
            ownerUserId: body.ownerUserId ?? null,
          })
          .returning();
        return toDiscountCode(row!);
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict('A discount code with this name already exists.', { code: 'Already in use' });
        }
        throw error;
      }
    },

    async update(id: number, body: UpdateData): Promise<DiscountCode> {
      const { validFrom, validUntil, ...rest } = body;
      const changes = {
        ...rest,
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
