import { useQuery } from '@tanstack/react-query';
import type { PublicTracking, Tracker } from '../../../common/tracker.ts';
import { api } from '../../lib/api.ts';
import { trackerKeys } from './query-keys.ts';

/** Status changes show without a reload: the tracker asks again every few seconds while it is open. */
const POLL_MS = 5_000;

export function usePublicTracking(orderId: string | null, token: string | null) {
  return useQuery({
    queryKey: trackerKeys.tracking(orderId, token),
    queryFn: () =>
      api.get<PublicTracking>(`/api/orders/${orderId}/tracking?token=${encodeURIComponent(token ?? '')}`),
    enabled: Boolean(orderId && token),
    refetchInterval: POLL_MS,
    retry: false,
  });
}

export function useTracker(enabled: boolean) {
  return useQuery({
    queryKey: trackerKeys.mine,
    queryFn: () => api.get<Tracker>('/api/tracker'),
    enabled,
    refetchInterval: POLL_MS * 2,
  });
}
