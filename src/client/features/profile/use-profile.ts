import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, HistoryItem, Profile, UpdateProfileBody } from '../../../common/profile.ts';
import { api, apiRequest } from '../../lib/api.ts';
import { SESSION_QUERY_KEY } from '../../lib/use-session.ts';
import { profileKeys } from './query-keys.ts';

export function useProfile() {
  return useQuery({ queryKey: profileKeys.profile, queryFn: () => api.get<Profile>('/api/profile') });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => api.patch<Profile & { message?: string }>('/api/profile', body),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.profile, profile);
      // The sidebar greets the user by name.
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

export function useOrderHistory() {
  return useQuery({
    queryKey: profileKeys.history,
    queryFn: () => api.get<HistoryItem[]>('/api/profile/history'),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePasswordBody) => api.post('/api/profile/password', body) });
}

export function useDeleteAccount() {
  return useMutation({
    // DELETE with a body (the password), which the shared helper's delete() does not send.
    mutationFn: (password: string) => apiRequest('DELETE', '/api/profile', { password }),
  });
}
