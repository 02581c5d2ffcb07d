/**
 * What an order's or a proposal's crew costs (issue 37 §2, issue 38). Crew shifts do not exist yet:
 * the crew feature (issue 38, branch crew-api) fills these with its shifts' hours at their rates, and
 * until then labour is 0 for every booking, so a margin is revenue less food cost alone.
 */
import type { Database } from '../../db/connect.ts';

/** A booking whose labour is asked: an order, or a proposal (an event). */
export type LaborRef = { kind: 'order' | 'quote'; id: number };

/** One booking's labour, whole cents. */
export async function laborCostOf(db: Database, ref: LaborRef): Promise<number> {
  return (await laborCostsOf(db, [ref])).get(laborKey(ref)) ?? 0;
}

/**
 * Many bookings' labour at once (the dashboard's month), keyed by `laborKey`: one read for all of them
 * once shifts exist, never a query per booking. Bookings without shifts are absent (0).
 */
export async function laborCostsOf(_db: Database, _refs: readonly LaborRef[]): Promise<Map<string, number>> {
  // Filled by the crew's shifts (issue 38, branch crew-api): the lead wires it on merge.
  return new Map();
}

export const laborKey = (ref: LaborRef) => `${ref.kind}:${ref.id}`;
