import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuoteList } from '../../../common/quotes/list.ts';
import { api } from '../../lib/api.ts';
import { followupKeys } from './query-keys.ts';

/*
 * The shapes issue 40 gives for the follow-ups API. The server's branch (followups-api) owns the
 * schemas in src/common; these types stand in for them until it lands, and go when it does.
 */

/** One text in the outbox; `sendAt` is set while a text waits out the quiet hours (`scheduled`). */
export type SmsOutboxItem = {
  to: string;
  body: string;
  status: string;
  createdAt: string;
  sendAt?: string | null;
};

/** One automation: its switch, timing and texts, with the placeholders its texts may use. */
export type Automation = {
  key: string;
  enabled: boolean;
  label?: string;
  delayDays?: number;
  mailSubject?: string;
  mailBody?: string;
  smsBody?: string;
  placeholders?: string[];
};

/** The list; `textsOff` when no text can be sent (production without the gateway's keys). */
type AutomationList = { items: Automation[]; textsOff?: boolean };

export function useSmsOutbox() {
  return useQuery({
    queryKey: followupKeys.outbox,
    queryFn: () => api.get<{ items: SmsOutboxItem[] }>('/api/admin/sms-outbox'),
  });
}

export function useAutomations() {
  return useQuery({
    queryKey: followupKeys.automations,
    queryFn: () => api.get<AutomationList>('/api/admin/automations'),
  });
}

export function useSaveAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: Automation) =>
      api.put<Automation>(`/api/admin/automations/${encodeURIComponent(key)}`, { key, ...body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: followupKeys.automations }),
  });
}

/** What the review link's visitor sends: the token from the link, 1–5 stars and a comment. */
export type ReviewBody = { token: string; rating: number; comment: string };
/** The server's answer: for 4–5 stars, the business's public review link. */
export type ReviewAnswer = { reviewLink?: string | null };

export function useSubmitReview() {
  return useMutation({
    mutationFn: (body: ReviewBody) => api.post<ReviewAnswer>('/api/reviews', body),
  });
}

/** The newest proposal: the real record the automations' texts are previewed on. */
export function useRecentQuote() {
  return useQuery({
    queryKey: followupKeys.previewQuote,
    queryFn: () => api.get<QuoteList>('/api/quotes/list?page=1&pageSize=1'),
    select: (list) => list.quotes[0] ?? null,
  });
}

/** One review as the owner reads it; `published` puts it on the home page's testimonials. */
export type AdminReview = {
  id: number;
  rating: number;
  comment: string;
  firstName: string;
  createdAt: string;
  published: boolean;
};
type AdminReviews = { months: { month: string; average: number; count: number }[]; items: AdminReview[] };

export function useAdminReviews() {
  return useQuery({
    queryKey: followupKeys.reviews,
    queryFn: () => api.get<AdminReviews>('/api/admin/reviews'),
  });
}

export function usePublishReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      api.patch<AdminReview>(`/api/admin/reviews/${id}`, { published }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: followupKeys.reviews }),
  });
}
