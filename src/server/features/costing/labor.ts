/**
 * What an order's or a proposal's crew costs (issue 37 §2): its shifts' hours at their assignees'
 * rates, as the crew's payroll counts them (issue 38; the shifts feature owns the rule).
 */
import type { Database } from '../../db/connect.ts';
import { laborCostsOf as shiftsLaborCosts } from '../shifts/index.ts';

/** A booking whose labour is asked: an order, or a proposal (an event). */
export type LaborRef = { kind: 'order' | 'quote'; id: number };

export const laborKey = (ref: LaborRef) => `${ref.kind}:${ref.id}`;

/**
 * Many bookings' labour at once (the dashboard's month), keyed by `laborKey`, in one read. Bookings
 * without assigned shifts are absent (0).
 */
export function laborCostsOf(db: Database, refs: readonly LaborRef[]): Promise<Map<string, number>> {
  return shiftsLaborCosts(db, refs);
}

/** One booking's labour, whole cents. */
export async function laborCostOf(db: Database, ref: LaborRef): Promise<number> {
  return (await laborCostsOf(db, [ref])).get(laborKey(ref)) ?? 0;
}
