import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppInfo, PublicUser, Role, Session, SignInReply } from '../../common/auth.ts';
import { SITE_QUERIES } from '../../common/site-queries.ts';
import { api } from './api.ts';

export const SESSION_QUERY_KEY = ['me'] as const;

/**
 * The page's session check. /api/me answers 401 to visitors, which browsers log as an error on every
 * public page; /api/session answers 200 with `user: null` instead.
 */
async function fetchSessionUser(): Promise<PublicUser | null> {
  return (await api.get<Session>('/api/session')).user;
}

/** The signed-in user, fetched once per page load; a failed check means nobody is signed in. */
export function useSession() {
  const query = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSessionUser });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending,
    isAdmin: user?.role === 'admin',
    /** Staff (docs/decisions/0085): the kitchen's pages, orders without money. */
    isStaff: user?.role === 'staff',
  };
}

export function useAppInfo() {
  return useQuery({
    queryKey: SITE_QUERIES.appInfo.key,
    queryFn: () => api.get<AppInfo>(SITE_QUERIES.appInfo.url),
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: { username: string; password: string }) =>
      api.post<SignInReply>('/api/login', credentials),
    onSuccess: ({ firstSignIn: _greeting, ...user }) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}

export function useDemoSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: Role) => api.post<PublicUser>('/api/demo-login', { role }),
    onSuccess: (user) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}

/** Logging out reloads the page at /splash, so nothing of the previous user stays in memory. */
export async function signOut(): Promise<void> {
  try {
    await api.post('/api/logout');
  } finally {
    window.location.assign('/splash');
  }
}
