import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PAGES, type PageAccess, type PageEntry } from '../common/pages/index.ts';
import {
  AdminGuard,
  GuestLayout,
  ProtectedLayout,
  SharedLayout,
  StaffGuard,
} from './layouts/route-guards.tsx';
import { NotFoundPage } from './ui/not-found.page.tsx';
import { RouteError } from './ui/route-error.tsx';

/** Every page module, each in its own chunk loaded on first visit; the registry says which path opens which. */
const pageModules = import.meta.glob<Record<string, unknown>>('./features/**/*.page.tsx');

/** What a route carries for the layouts (the admin guard reads the page's privilege). */
export type PageHandle = { page: PageEntry };

function moduleLoader(page: PageEntry) {
  const load = pageModules[page.module.replace(/^src\/client\//, './')];
  if (!load) throw new Error(`The page registry names ${page.module}, which is not a *.page.tsx module`);
  return async () => {
    const Component = (await load())[page.component] as ComponentType | undefined;
    if (!Component) throw new Error(`${page.module} does not export ${page.component}`);
    return { Component };
  };
}

/** The routes of the pages with this access: one per path, all of a page's paths sharing its module. */
function pageRoutes(access: PageAccess): RouteObject[] {
  return PAGES.filter((page) => page.access === access).flatMap((page) => {
    const lazy = moduleLoader(page);
    const handle: PageHandle = { page };
    return page.paths.map((path) => ({ path, lazy, handle }));
  });
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      // Sign-in and recovery: for visitors; a signed-in user is sent on.
      { element: <GuestLayout />, children: pageRoutes('guest') },
      // Pages for anyone: inside the public frame for visitors, inside the portal for signed-in users.
      {
        element: <SharedLayout />,
        children: [...pageRoutes('public'), { path: '*', element: <NotFoundPage /> }],
      },
      // The portal: a spinner while the session check runs, /splash for visitors.
      {
        element: <ProtectedLayout />,
        children: [
          ...pageRoutes('signed-in'),
          { element: <StaffGuard />, children: pageRoutes('staff') },
          { element: <AdminGuard />, children: pageRoutes('admin') },
        ],
      },
    ],
  },
];
