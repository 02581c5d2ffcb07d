import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrainingRequest, TrainingRequestBody, TrainingRequestList } from '../../../common/training.ts';
import { api } from '../../lib/api.ts';
import { refreshAttention } from '../../lib/attention-key.ts';
import { trainingKeys } from './query-keys.ts';

/** The signed-in user's requests (an admin's list holds everyone's; see the inquiries page). */
export function useTrainingRequests(status: 'open' | 'handled' | 'all' = 'all', page = 1) {
  return useQuery({
    queryKey: trainingKeys.requestList(status, page),
    queryFn: () =>
      api.get<TrainingRequestList>(`/api/training/requests?status=${status}&page=${page}&pageSize=20`),
  });
}

export function useSendTrainingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TrainingRequestBody) => api.post<TrainingRequest>('/api/training/requests', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.requests }),
  });
}

export function useMarkTrainingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      api.patch<TrainingRequest>(`/api/training/requests/${id}`, { handled }),
    // Training requests count under Open Inquiries too.
    onSuccess: () => {
      void refreshAttention(queryClient);
      return queryClient.invalidateQueries({ queryKey: trainingKeys.requests });
    },
  });
}
