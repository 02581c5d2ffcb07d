import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The public site: header, page, footer. */
export function SiteLayout({ children }: { children?: ReactNode }) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }} bg="var(--mantine-color-body)">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <Box component="main" id="main" style={{ flex: 1 }}>
        {children ?? <Outlet />}
      </Box>
      <SiteFooter />
    </Box>
  );
}
