import type { QueryClient } from '@tanstack/react-query';

/** The query of GET /api/admin/attention, read by the dashboard's cards and the sidebar's badges. */
export const ATTENTION_KEY = ['admin', 'attention'] as const;

/**
 * Asks the attention counts again after the owner handles something they count (confirms an order,
 * prices a request, reads a message, closes an inquiry): otherwise the list changes at once but the
 * badges and cards wait for the 30-second poll and disagree with it meanwhile. Lives in lib because
 * every feature that changes those things calls it; for a client the query is off and nothing is asked.
 */
export function refreshAttention(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ATTENTION_KEY });
}
