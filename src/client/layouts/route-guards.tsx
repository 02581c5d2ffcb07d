import { Center, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import type { PageEntry } from '../../common/pages/index.ts';
import { useSession } from '../lib/use-session.ts';
import { AccessDenied } from './access-denied.tsx';
import { SiteLayout } from './site-layout.tsx';

// Visitors never need the portal frame (sidebar, menus): it loads only for signed-in users, which
// keeps the public pages' first download small.
const LazyPortalLayout = lazy(() => import('./portal-layout.tsx').then((m) => ({ default: m.PortalLayout })));
const PortalLayout = () => (
  <Suspense fallback={<SessionLoading />}>
    <LazyPortalLayout />
  </Suspense>
);

function SessionLoading() {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm" role="status">
        <Loader color="ember" />
        <Text c="dimmed">Loading...</Text>
      </Stack>
    </Center>
  );
}

/**
 * Signed-in pages: a spinner while the session check runs, /splash for visitors. Staff open only the
 * kitchen's pages and those marked `staff` (their orders view): the others send them to /kitchen.
 */
export function ProtectedLayout() {
  const { user, isLoading, isStaff } = useSession();
  const location = useLocation();
  const handle = useMatches().at(-1)?.handle as { page?: PageEntry } | undefined;
  if (isLoading) return <SessionLoading />;
  if (!user) return <Navigate to="/splash" replace state={{ from: location.pathname + location.search }} />;
  if (isStaff && handle?.page?.access === 'signed-in' && !handle.page.staff) {
    return <Navigate to="/kitchen" replace />;
  }
  return <PortalLayout />;
}

/**
 * Sign-in and recovery pages: a signed-in user goes straight on, to the page that sent them to sign
 * in (a mailed link such as /claim) or to the dashboard.
 */
export function GuestLayout() {
  const { user } = useSession();
  const location = useLocation();
  if (user) {
    const from = (location.state as { from?: unknown } | null)?.from;
    const back = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
    const home = user.role === 'staff' ? '/kitchen' : '/dashboard';
    return <Navigate to={back && back !== '/login' ? back : home} replace />;
  }
  return <SiteLayout />;
}

/** Pages that exist both publicly and inside the portal (/home, /menu, /gallery ...). */
export function SharedLayout() {
  const { user } = useSession();
  return user ? <PortalLayout /> : <SiteLayout />;
}

/**
 * Admin pages (access 'admin' in the page registry): anyone else sees 'Access Denied' with the
 * privilege the page needs. Inside ProtectedLayout, so the session is known and the user signed in.
 */
export function AdminGuard() {
  const { user, isAdmin } = useSession();
  const handle = useMatches().at(-1)?.handle as { page?: PageEntry } | undefined;
  if (!isAdmin) return <AccessDenied user={user} privilege={handle?.page?.privilege ?? 'open this page'} />;
  return <Outlet />;
}

/** The kitchen's pages (access 'staff'): admins and staff; anyone else sees 'Access Denied'. */
export function StaffGuard() {
  const { user, isAdmin, isStaff } = useSession();
  const handle = useMatches().at(-1)?.handle as { page?: PageEntry } | undefined;
  if (!isAdmin && !isStaff) {
    return <AccessDenied user={user} privilege={handle?.page?.privilege ?? 'open this page'} />;
  }
  return <Outlet />;
}
