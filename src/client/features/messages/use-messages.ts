import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Message, SendMessageBody, Thread } from '../../../common/messages.ts';
import { api } from '../../lib/api.ts';
import { refreshAttention } from '../../lib/attention-key.ts';
import { messageKeys } from './query-keys.ts';

/** While a conversation is on screen, new messages arrive within this many milliseconds. */
const POLL_MS = 4000;

export function useThreads(options: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: messageKeys.threads,
    queryFn: () => api.get<Thread[]>('/api/messages/threads'),
    refetchInterval: options.poll ? POLL_MS : false,
  });
}

export function useConversation(quoteId: number | null) {
  return useQuery({
    queryKey: messageKeys.quote(quoteId),
    queryFn: () => api.get<Message[]>(`/api/quotes/${quoteId}/messages`),
    enabled: quoteId !== null,
    refetchInterval: POLL_MS,
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageBody) => api.post<Message>('/api/messages', body),
    onSuccess: () => {
      void refreshAttention(queryClient);
      return queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: number) => api.patch<{ marked: number }>(`/api/quotes/${quoteId}/messages/read`),
    onSuccess: (result) => {
      if (result.marked === 0) return;
      void queryClient.invalidateQueries({ queryKey: messageKeys.threads });
      // Messages the owner has now read leave Unread Messages.
      void refreshAttention(queryClient);
    },
  });
}
