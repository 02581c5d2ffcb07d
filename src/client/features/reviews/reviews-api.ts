import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminReview,
  AdminReviewsResponse,
  ReviewBody,
  ReviewResult,
  ReviewTarget,
} from '../../../common/reviews/schema.ts';
import { api } from '../../lib/api.ts';
import { reviewKeys } from './query-keys.ts';

/** What the review link asks to rate; 404 for a link we never made, 409 once used. */
export function useReviewTarget(token: string) {
  return useQuery({
    queryKey: reviewKeys.target(token),
    queryFn: () => api.get<ReviewTarget>(`/api/reviews/${encodeURIComponent(token)}`),
    enabled: token !== '',
    retry: false,
  });
}

export function useSubmitReview() {
  return useMutation({
    mutationFn: (body: ReviewBody) => api.post<ReviewResult>('/api/reviews', body),
  });
}

export function useAdminReviews() {
  return useQuery({
    queryKey: reviewKeys.reviews,
    queryFn: () => api.get<AdminReviewsResponse>('/api/admin/reviews'),
  });
}

/** Publishes a review on the home page's testimonials, or takes it off (both lists refetch). */
export function usePublishReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      api.patch<AdminReview>(`/api/admin/reviews/${id}`, { published }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.reviews }),
  });
}
