import { QueryClient } from '@tanstack/react-query';

// The spec's data-fetching defaults: no retries, no refetch on focus, data never stale.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
    mutations: { retry: false },
  },
});
