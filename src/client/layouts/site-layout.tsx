import { Box } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageHydrated } from './page-hydrated.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * The public site: header, page, footer. Each is a Suspense boundary of its own, so React hydrates a
 * server-rendered page in three pieces, yielding between them, and a tap in a piece not yet hydrated
 * makes React hydrate that piece first and then handle the tap (decision 0096).
 */
export function SiteLayout({ children }: { children?: ReactNode }) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }} bg="var(--mantine-color-body)">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Suspense fallback={null}>
        <SiteHeader />
      </Suspense>
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Suspense fallback={null}>
          {children ?? <Outlet />}
          <PageHydrated />
        </Suspense>
      </Box>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </Box>
  );
}
