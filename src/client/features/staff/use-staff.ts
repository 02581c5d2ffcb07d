import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../common/auth.ts';
import type { UnavailableList, UpdateStaffBody } from '../../../common/shifts/schema.ts';
import type { InviteStaffBody, RemoveStaffReply, StaffList, StaffMember } from '../../../common/staff.ts';
import { api } from '../../lib/api.ts';
import { staffKeys } from './query-keys.ts';

export function useStaffList() {
  return useQuery({
    queryKey: staffKeys.list(),
    queryFn: () => api.get<StaffList>('/api/admin/staff'),
  });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteStaffBody) => api.post<PublicUser>('/api/admin/staff', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.list() }),
  });
}

export function useUpdateCrewDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateStaffBody }) =>
      api.patch<StaffMember>(`/api/admin/staff/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.list() }),
  });
}

/**
 * Removes a staff member: their upcoming shifts open again, so every crew list, payroll and the
 * dashboard change with it (all queries refresh; a removal is rare).
 */
export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<RemoveStaffReply>(`/api/admin/staff/${id}`),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** Everyone's days off (an admin's answer), each with the shifts its person already has that day. */
export function useDaysOff() {
  return useQuery({
    queryKey: staffKeys.daysOff(),
    queryFn: () => api.get<UnavailableList>('/api/shifts/unavailable'),
  });
}
