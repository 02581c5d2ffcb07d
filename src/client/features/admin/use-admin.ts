import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminStats } from '../../../common/admin.ts';
import { SITE_QUERIES } from '../../../common/site-queries.ts';
import type { SiteSwitches, SwitchesPatch } from '../../../common/switches/schema.ts';
import { api, errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { switchKeys } from '../switches/query-keys.ts';
import { adminKeys } from './query-keys.ts';

export function useAdminStats(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: () => api.get<AdminStats>('/api/admin/stats'),
    enabled,
    staleTime: 30_000,
  });
}

/** The stored switches, fetched fresh for editing (not the placeholder public pages start with). */
export function useStoredSwitches(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.switchesEdit,
    queryFn: () => api.get<SiteSwitches>(SITE_QUERIES.features.url),
    enabled,
  });
}

/** PATCH /api/features: the answer replaces what every page of this tab shows at once. */
export function useSaveSwitches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SwitchesPatch) => api.patch<SiteSwitches>(SITE_QUERIES.features.url, patch),
    onSuccess: (features) => {
      queryClient.setQueryData(SITE_QUERIES.features.key, features);
      queryClient.setQueryData(adminKeys.switchesEdit, features);
      void queryClient.invalidateQueries({ queryKey: switchKeys.availability });
      notifySuccess('Settings saved', 'The site shows the change now.');
    },
    onError: (error) => notifyError('Could not save', errorText(error, 'Please try again.')),
  });
}
