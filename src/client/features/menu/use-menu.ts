import { useQuery } from '@tanstack/react-query';
import type { MenuCategory, MenuItem } from '../../../common/menu/schema.ts';
import { api } from '../../lib/api.ts';
import { useSession } from '../../lib/use-session.ts';
import { menuKeys } from './query-keys.ts';

/**
 * GET /api/menu-items; refetched on window focus as the spec says (an ETag makes that a 304).
 * Until the session is known this is the visitor's list, as the server-rendered page shows it.
 */
export function useMenuItems() {
  const { isAdmin } = useSession();
  return useQuery({
    queryKey: menuKeys.itemsFor(isAdmin),
    queryFn: () => api.get<MenuItem[]>('/api/menu-items'),
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

export function useMenuCategories() {
  return useQuery({
    queryKey: menuKeys.categories,
    queryFn: () => api.get<MenuCategory[]>('/api/menu-categories'),
  });
}
