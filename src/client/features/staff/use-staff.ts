import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../common/auth.ts';
import type { InviteStaffBody, StaffList } from '../../../common/staff.ts';
import { api } from '../../lib/api.ts';

const STAFF_KEY = ['staff'] as const;

export function useStaffList() {
  return useQuery({ queryKey: STAFF_KEY, queryFn: () => api.get<StaffList>('/api/admin/staff') });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteStaffBody) => api.post<PublicUser>('/api/admin/staff', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/admin/staff/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
