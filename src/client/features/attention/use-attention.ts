import { useQuery } from '@tanstack/react-query';
import type { Attention } from '../../../common/attention.ts';
import { api } from '../../lib/api.ts';
import { useSession } from '../../lib/use-session.ts';

export const ATTENTION_KEY = ['admin', 'attention'] as const;

/**
 * What waits for the owner. The dashboard cards and the sidebar badges share this one query, so the
 * counters on a screen always agree; refreshed every 30 seconds and when the window regains focus.
 */
export function useAttention() {
  const { isAdmin } = useSession();
  return useQuery({
    queryKey: ATTENTION_KEY,
    queryFn: () => api.get<Attention>('/api/admin/attention'),
    enabled: isAdmin,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });
}
