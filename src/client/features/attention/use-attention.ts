import { useQuery } from '@tanstack/react-query';
import type { Attention } from '../../../common/attention.ts';
import { api } from '../../lib/api.ts';
import { ATTENTION_KEY } from '../../lib/attention-key.ts';
import { useSession } from '../../lib/use-session.ts';

/**
 * What waits for the owner. The dashboard cards and the sidebar badges share this one query, so the
 * counters on a screen always agree; refreshed every 30 seconds, when the window regains focus and
 * after each change the owner makes to what it counts (refreshAttention).
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
