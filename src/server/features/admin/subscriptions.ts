import type { Database } from '../../db/connect.ts';

/**
 * Subscriptions on the admin dashboard: active recurring orders plus newsletter subscribers.
 * Neither table exists on this branch yet (another branch builds them), so this answers 0 — a true
 * zero, never the spec's demo figure of 156. MERGE: count both tables here once they land.
 */
export async function countSubscriptions(_db: Database): Promise<number> {
  return 0;
}
