import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntity, AuditPage } from '../../../common/audit/schema.ts';
import { api } from '../../lib/api.ts';
import { auditKeys } from './query-keys.ts';

/**
 * A record's history, newest first, a page at a time (GET /api/admin/audit). `version` is something
 * that changes with the record (its updatedAt, its status): a change shown on the screen refreshes it.
 */
export function useHistory(
  entity: AuditEntity,
  id: string | number | undefined,
  { version, enabled = true }: { version?: string | undefined; enabled?: boolean } = {},
) {
  return useInfiniteQuery({
    queryKey: auditKeys.history(entity, id, version),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ entity });
      if (id !== undefined) query.set('id', String(id));
      if (pageParam !== null) query.set('cursor', String(pageParam));
      return api.get<AuditPage>(`/api/admin/audit?${query}`);
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    // Opened again after a change elsewhere (another tab of the settings page): read afresh.
    staleTime: 0,
    // A new version keeps the list on the screen while it is read again, rather than a blank.
    placeholderData: keepPreviousData,
    enabled,
  });
}
