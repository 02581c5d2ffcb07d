import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { reviewKeys } from './query-keys.ts';

/*
 * The shapes issue 40 gives; the server's schemas in src/common/reviews/schema.ts own them. These types
 * stand in until the UI reads the schemas' types.
 */

/** What the review link's visitor sends: the token from the link, 1–5 stars and a comment. */
export type ReviewBody = { token: string; rating: number; comment: string };
/** The server's answer: for 4–5 stars, the business's public review link. */
export type ReviewAnswer = { reviewLink?: string | null };

export function useSubmitReview() {
  return useMutation({
    mutationFn: (body: ReviewBody) => api.post<ReviewAnswer>('/api/reviews', body),
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
    queryKey: reviewKeys.reviews,
    queryFn: () => api.get<AdminReviews>('/api/admin/reviews'),
  });
}

export function usePublishReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      api.patch<AdminReview>(`/api/admin/reviews/${id}`, { published }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.reviews }),
  });
}
