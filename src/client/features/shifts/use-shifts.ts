import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateShiftBody,
  EventKind,
  FillResult,
  MyShifts,
  Payroll,
  Shift,
  ShiftList,
  UnavailableBody,
  UnavailableDay,
  UnavailableList,
} from '../../../common/shifts/schema.ts';
import { api } from '../../lib/api.ts';
import { shiftKeys } from './query-keys.ts';

/** What the shift dialog sends: a new shift's fields, or the same to change one (staffId null: open). */
export type ShiftBody = Pick<CreateShiftBody, 'role' | 'startsAt' | 'endsAt'> & {
  staffId: number | null;
  /** An assigned shift's worked times, recorded by the owner (null clears them). */
  actualStartsAt?: string | null;
  actualEndsAt?: string | null;
};

type Event = { kind: EventKind; id: number };

/** Every shift change may touch another list (an assignment shows in My shifts, payroll): refresh them all. */
function useRefreshShifts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: shiftKeys.all });
}

export function useEventShifts({ kind, id }: Event) {
  return useQuery({
    queryKey: shiftKeys.event(kind, id),
    queryFn: () => api.get<ShiftList>(`/api/shifts?eventKind=${kind}&eventId=${id}`),
  });
}

export function useFillShifts({ kind, id }: Event) {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: () => api.post<FillResult>('/api/shifts/fill', { eventKind: kind, eventId: id }),
    onSuccess: refresh,
  });
}

/** Adds a shift, or changes one when `id` is given. */
export function useSaveShift({ kind, id: eventId }: Event) {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ShiftBody }) =>
      id === undefined
        ? api.post<Shift>('/api/shifts', {
            eventKind: kind,
            eventId,
            ...body,
            staffId: body.staffId ?? undefined,
          })
        : api.patch<Shift>(`/api/shifts/${id}`, body),
    onSuccess: refresh,
  });
}

export function useRemoveShift() {
  const refresh = useRefreshShifts();
  return useMutation({ mutationFn: (id: number) => api.delete(`/api/shifts/${id}`), onSuccess: refresh });
}

export function useMyShifts() {
  return useQuery({ queryKey: shiftKeys.mine(), queryFn: () => api.get<MyShifts>('/api/shifts/mine') });
}

export function useRespond() {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: ({ id, response }: { id: number; response: 'accepted' | 'declined' }) =>
      api.patch<Shift>(`/api/shifts/${id}/response`, { response }),
    onSuccess: refresh,
  });
}

export function useClock() {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'in' | 'out' }) =>
      api.post<Shift>(`/api/shifts/${id}/clock`, { action }),
    onSuccess: refresh,
  });
}

export function useRenewFeed() {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: () => api.post<{ feedUrl: string }>('/api/shifts/feed/renew'),
    onSuccess: refresh,
  });
}

export function useUnavailableDays() {
  return useQuery({
    queryKey: shiftKeys.unavailable(),
    queryFn: () => api.get<UnavailableList>('/api/shifts/unavailable'),
  });
}

export function useAddUnavailable() {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: (body: UnavailableBody) => api.post<UnavailableDay>('/api/shifts/unavailable', body),
    onSuccess: refresh,
  });
}

export function useRemoveUnavailable() {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/shifts/unavailable/${id}`),
    onSuccess: refresh,
  });
}

export function usePayroll(from: string, to: string) {
  return useQuery({
    queryKey: shiftKeys.payroll(from, to),
    queryFn: () => api.get<Payroll>(`/api/admin/payroll?from=${from}&to=${to}`),
    enabled: from !== '' && to !== '' && from <= to,
  });
}
