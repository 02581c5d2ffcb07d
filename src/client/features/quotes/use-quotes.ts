import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuoteList } from '../../../common/quotes/list.ts';
import type {
  CreateQuoteBody,
  Quote,
  QuoteEvent,
  QuoteStats,
  QuoteStatus,
  QuoteVersion,
  UpdateQuoteBody,
} from '../../../common/quotes/schema.ts';
import { api } from '../../lib/api.ts';
import { refreshAttention } from '../../lib/attention-key.ts';
import { messageKeys } from '../messages/query-keys.ts';
import { quoteKeys } from './query-keys.ts';

/** A page of GET /api/quotes/list (decision 0112); the parameters left out are not sent. */
export type QuoteListParams = Partial<
  Record<'page' | 'pageSize' | 'status' | 'q' | 'upcoming' | 'since' | 'sort', string | number>
>;

/**
 * One page of the proposals the user may see (their own; every one for an admin), newest first or,
 * with `upcoming`, the accepted events ahead soonest first. `fresh`: fetched again whenever the page
 * opens, not only the first time (kept data shows meanwhile).
 */
export function useQuoteList(params: QuoteListParams, { enabled = true, fresh = false } = {}) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  return useQuery({
    queryKey: quoteKeys.page(search.toString()),
    queryFn: () => api.get<QuoteList>(`/api/quotes/list?${search}`),
    enabled,
    // The next page or search keeps the rows shown until it answers (no flash of emptiness).
    placeholderData: keepPreviousData,
    refetchOnMount: fresh ? 'always' : true,
  });
}

/** One proposal by its id (GET /api/quotes/{id}): the details tab opens any, not only a listed one. */
export function useQuote(id: number | null) {
  return useQuery({
    queryKey: quoteKeys.one(id ?? 0),
    queryFn: () => api.get<Quote>(`/api/quotes/${id}`),
    enabled: id !== null,
  });
}

export function useQuoteStats() {
  return useQuery({
    queryKey: quoteKeys.stats,
    queryFn: () => api.get<QuoteStats>('/api/quotes/stats'),
  });
}

/**
 * Every change to a quote refreshes the lists, the stats and the message threads that show it, and the
 * owner's attention counts (a priced request leaves Quote Requests).
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    // Not awaited: the counts follow on their own, the editor need not wait for them to close.
    void refreshAttention(queryClient);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
      queryClient.invalidateQueries({ queryKey: messageKeys.all }),
    ]);
  };
}

export function useCreateQuote() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateQuoteBody) => api.post<Quote>('/api/quotes', body),
    onSuccess: refresh,
  });
}

export function useSetQuoteStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: QuoteStatus }) =>
      api.patch<Quote>(`/api/quotes/${id}/status`, { status }),
    onSuccess: refresh,
  });
}

/** Signing is accepting (issue 27): the typed full name and the agreement to the terms. */
export function useSignQuote() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, signerName }: { id: number; signerName: string }) =>
      api.patch<Quote>(`/api/quotes/${id}/status`, { status: 'accepted', signerName, agreeToTerms: true }),
    onSuccess: refresh,
  });
}

export function useRequestChanges() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, message }: { id: number; message: string }) =>
      api.post<Quote>(`/api/quotes/${id}/change-requests`, { message }),
    onSuccess: refresh,
  });
}

/** The proposal's history (owner or admin), refreshed with the quote. */
export function useQuoteEvents(quote: Quote, enabled = true) {
  return useQuery({
    queryKey: quoteKeys.events(quote.id, quote.updatedAt),
    queryFn: () => api.get<QuoteEvent[]>(`/api/quotes/${quote.id}/events`),
    enabled,
  });
}

export function useQuoteVersions(quote: Quote, enabled = true) {
  return useQuery({
    queryKey: quoteKeys.versions(quote.id, quote.version),
    queryFn: () => api.get<QuoteVersion[]>(`/api/quotes/${quote.id}/versions`),
    enabled,
  });
}

export function useMarkViewed() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.patch<Quote>(`/api/quotes/${id}/viewed`),
    onSuccess: refresh,
  });
}

export function useReviseQuote() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateQuoteBody }) =>
      api.patch<Quote>(`/api/quotes/${id}`, body),
    onSuccess: refresh,
  });
}
