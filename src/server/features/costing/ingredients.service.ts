/**
 * Ingredients (issue 37 §1): what the kitchen buys, in packs at a pack price. Every change is kept
 * in the audit trail (entity `ingredient`, in the change's own transaction), and the price history
 * is read back from it: one history, not a second table.
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { changedFields } from '../../../common/audit/changes.ts';
import type { PublicUser } from '../../../common/auth.ts';
import type {
  Ingredient,
  IngredientBody,
  IngredientPatch,
  PriceChange,
} from '../../../common/costing/schema.ts';
import { UNIT_LABELS, unitKind } from '../../../common/costing/units.ts';
import { ErrorCode } from '../../../common/errors.ts';
import { fromCentsOrNull, toCents } from '../../../common/money.ts';
import type { Database } from '../../db/connect.ts';
import { auditEvents, ingredients, menuItems, recipeLines } from '../../db/schema/index.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db-errors.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { actorOrSystem, recordAudit } from '../audit/audit.record.ts';
import { decimalText } from './recipe-book.ts';

type Row = typeof ingredients.$inferSelect;
type Dish = { id: number; name: string };

/** "A", "A and B", "A, B and C". */
function namesText(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What the audit trail keeps of an ingredient: the pack price as money text, so the history shows "$20.00". */
function audited(row: Row): Record<string, unknown> {
  return {
    name: row.name,
    category: row.category,
    supplier: row.supplier,
    packSize: decimalText(row.packSize),
    packUnit: row.packUnit,
    packPrice: fromCentsOrNull(row.packPriceCents),
  };
}

function toIngredient(row: Row, usedBy: Dish[]): Ingredient {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    supplier: row.supplier,
    packSize: Number(decimalText(row.packSize)),
    packUnit: row.packUnit,
    packPriceCents: row.packPriceCents,
    usedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Alphabetical as people read it ("dry goods" before "Produce"), the same on PGlite and PostgreSQL
 * whatever the database's collation.
 */
const byWords = new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare;

const KIND_WORDS = { mass: 'weight', volume: 'volume', each: 'count' } as const;

const nameTaken = (name: string) =>
  conflict(
    `An ingredient named ${name} already exists`,
    { name: 'An ingredient of that name already exists' },
    ErrorCode.ingredientExists,
  );

const moneyCents = (value: unknown) => (typeof value === 'string' ? toCents(value) : null);

export function createIngredientService(db: Database) {
  /** The dishes whose recipes use each ingredient (of `ids`, or every one), by dish name. */
  async function usedBy(ids?: readonly number[]): Promise<Map<number, Dish[]>> {
    const rows = await db
      .select({ ingredientId: recipeLines.ingredientId, id: menuItems.id, name: menuItems.name })
      .from(recipeLines)
      .innerJoin(menuItems, eq(menuItems.id, recipeLines.menuItemId))
      .where(ids ? inArray(recipeLines.ingredientId, [...ids]) : undefined)
      .orderBy(asc(menuItems.name), asc(menuItems.id));
    const byIngredient = new Map<number, Dish[]>();
    for (const row of rows) {
      const dishes = byIngredient.get(row.ingredientId) ?? [];
      dishes.push({ id: row.id, name: row.name });
      byIngredient.set(row.ingredientId, dishes);
    }
    return byIngredient;
  }

  async function requireRow(id: number): Promise<Row> {
    const [row] = await db.select().from(ingredients).where(eq(ingredients.id, id));
    if (!row) throw notFound('Ingredient not found.');
    return row;
  }

  async function withUsedBy(row: Row): Promise<Ingredient> {
    return toIngredient(row, (await usedBy([row.id])).get(row.id) ?? []);
  }

  /** The same name in other letters' case is the same ingredient (the unique index is on lower(name)). */
  async function checkNameFree(name: string, exceptId?: number): Promise<void> {
    const [taken] = await db
      .select({ id: ingredients.id })
      .from(ingredients)
      .where(
        and(
          eq(sql`lower(${ingredients.name})`, name.toLowerCase()),
          exceptId === undefined ? undefined : ne(ingredients.id, exceptId),
        ),
      );
    if (taken) throw nameTaken(name);
  }

  /** Runs a write; a unique violation (two saves of one name at once) is the same 409 as the check's. */
  async function guarded<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (name !== undefined && isUniqueViolation(error)) throw nameTaken(name);
      throw error;
    }
  }

  return {
    /** Every ingredient, by category then name, with the dishes using it. */
    async list(): Promise<Ingredient[]> {
      const [rows, dishes] = await Promise.all([db.select().from(ingredients), usedBy()]);
      return rows
        .sort((a, b) => byWords(a.category, b.category) || byWords(a.name, b.name) || a.id - b.id)
        .map((row) => toIngredient(row, dishes.get(row.id) ?? []));
    },

    async create(body: IngredientBody, by: PublicUser | null): Promise<Ingredient> {
      await checkNameFree(body.name);
      const row = await guarded(body.name, () =>
        db.transaction(async (tx) => {
          const [created] = await tx.insert(ingredients).values(body).returning();
          await recordAudit(tx, {
            actor: actorOrSystem(by),
            action: 'created',
            entity: 'ingredient',
            entityId: created!.id,
            after: audited(created!),
          });
          return created!;
        }),
      );
      return toIngredient(row, []);
    },

    async update(id: number, patch: IngredientPatch, by: PublicUser | null): Promise<Ingredient> {
      const previous = await requireRow(id);
      if (patch.name !== undefined) await checkNameFree(patch.name, id);
      if (patch.packUnit !== undefined && unitKind(patch.packUnit) !== unitKind(previous.packUnit)) {
        // Recipes measure it in units of its kind: lines of another kind could not be costed.
        const dishes = (await usedBy([id])).get(id) ?? [];
        if (dishes.length > 0) {
          const was = KIND_WORDS[unitKind(previous.packUnit)];
          throw conflict(
            `Used by ${namesText(dishes.map((d) => d.name))}, measured by ${was}: ` +
              `change ${dishes.length === 1 ? 'its recipe' : 'their recipes'} before buying it in ${UNIT_LABELS[patch.packUnit]}`,
            { packUnit: `Recipes measure it by ${was}` },
            ErrorCode.ingredientInUse,
          );
        }
      }
      const row = await guarded(patch.name, () =>
        db.transaction(async (tx) => {
          const [updated] = await tx
            .update(ingredients)
            .set({ ...patch, updatedAt: new Date() })
            .where(eq(ingredients.id, id))
            .returning();
          if (!updated) throw notFound('Ingredient not found.');
          const changed = changedFields(audited(previous), audited(updated));
          if (changed) {
            await recordAudit(tx, {
              actor: actorOrSystem(by),
              action: 'updated',
              entity: 'ingredient',
              entityId: id,
              ...changed,
            });
          }
          return updated;
        }),
      );
      return withUsedBy(row);
    },

    /** Deletes an ingredient no recipe uses; else 409 naming the dishes. */
    async remove(id: number, by: PublicUser | null): Promise<void> {
      const row = await requireRow(id);
      const inUse = async () => {
        const dishes = (await usedBy([id])).get(id) ?? [];
        if (dishes.length === 0) return null;
        return conflict(
          `Used by ${namesText(dishes.map((d) => d.name))}: take it out of ${dishes.length === 1 ? 'its recipe' : 'their recipes'} first`,
          undefined,
          ErrorCode.ingredientInUse,
        );
      };
      const refusal = await inUse();
      if (refusal) throw refusal;
      try {
        await db.transaction(async (tx) => {
          await tx.delete(ingredients).where(eq(ingredients.id, id));
          await recordAudit(tx, {
            actor: actorOrSystem(by),
            action: 'deleted',
            entity: 'ingredient',
            entityId: id,
            before: audited(row),
          });
        });
      } catch (error) {
        // A recipe saved meanwhile: the foreign key (on delete restrict) refused the delete.
        const refusedLate = isForeignKeyViolation(error) ? await inUse() : null;
        throw refusedLate ?? error;
      }
    },

    /** Who changed the pack price, when, old → new: read from the audit trail, newest first. */
    async priceHistory(id: number): Promise<PriceChange[]> {
      await requireRow(id);
      const events = await db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'ingredient'), eq(auditEvents.entityId, String(id))))
        .orderBy(desc(auditEvents.id));
      const changes: PriceChange[] = [];
      for (const event of events) {
        const after = event.after as Record<string, unknown> | null;
        const before = event.before as Record<string, unknown> | null;
        if (!after || !('packPrice' in after)) continue;
        const oldCents = moneyCents(before?.packPrice);
        const newCents = moneyCents(after.packPrice);
        if (oldCents === newCents) continue;
        changes.push({ at: event.at.toISOString(), actor: event.actorName, oldCents, newCents });
      }
      return changes;
    },
  };
}

export type IngredientService = ReturnType<typeof createIngredientService>;
