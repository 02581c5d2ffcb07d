import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoyaltySummary, RedeemResult, Reward, RewardId } from '../../../common/loyalty.ts';
import { api } from '../../lib/api.ts';
import { loyaltyKeys } from './query-keys.ts';

/** Points change when the business completes an order, so every visit reads them afresh. */
export function useLoyalty(enabled = true) {
  return useQuery({
    queryKey: loyaltyKeys.member,
    queryFn: () => api.get<LoyaltySummary>('/api/loyalty/me'),
    staleTime: 0,
    enabled,
  });
}

export function useRewards() {
  return useQuery({
    queryKey: loyaltyKeys.rewards,
    queryFn: () => api.get<Reward[]>('/api/loyalty/rewards'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rewardId: RewardId) => api.post<RedeemResult>('/api/loyalty/redeem', { rewardId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loyaltyKeys.all }),
  });
}
