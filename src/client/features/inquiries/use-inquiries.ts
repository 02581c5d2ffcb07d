import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Inquiry, InquiryList } from '../../../common/inquiries.ts';
import { api } from '../../lib/api.ts';
import { refreshAttention } from '../../lib/attention-key.ts';
import { inquiryKeys } from './query-keys.ts';

export type StatusFilter = 'open' | 'handled' | 'all';

export function useInquiries(status: StatusFilter, page: number) {
  return useQuery({
    queryKey: inquiryKeys.list(status, page),
    queryFn: () => api.get<InquiryList>(`/api/inquiries?status=${status}&page=${page}&pageSize=10`),
    placeholderData: keepPreviousData,
  });
}

export function useMarkInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      api.patch<Inquiry>(`/api/inquiries/${id}`, { handled }),
    // A handled inquiry leaves Open Inquiries.
    onSuccess: () => {
      void refreshAttention(queryClient);
      return queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
    },
  });
}

/** The owner's answer to an inquiry: mailed to the visitor, kept in its history (POST …/replies). */
export function useAnswerInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: number; message: string }) =>
      api.post<Inquiry>(`/api/inquiries/${id}/replies`, { message }),
    onSuccess: () => {
      void refreshAttention(queryClient);
      return queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
    },
  });
}
