import '@fontsource/playfair-display/700.css';
import '@fontsource/source-sans-3/400.css';
import '@fontsource/source-sans-3/600.css';
import '@fontsource/source-sans-3/700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers.tsx';
import { keepEarlyInput } from './early-input.ts';
import { queryClient } from './lib/query-client.ts';
import { routes } from './router.tsx';
import { readSsrQueries } from './ssr-data.ts';

/**
 * Loads the route modules of the current page before the first render, so it shows the same page
 * as the server's HTML (and no empty placeholder on pages rendered in the browser).
 */
async function loadMatchedRoutes(routeList: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Runs once the first render is committed: after hydration, when the page is React's. */
function AfterFirstRender({ run }: { run: (() => void) | undefined }) {
  useEffect(() => {
    run?.();
  }, [run]);
  return null;
}

async function start(): Promise<void> {
  for (const [key, data] of readSsrQueries()) queryClient.setQueryData(key, data);
  const container = document.getElementById('root')!;
  const isServerRendered = container.firstElementChild !== null;
  const restoreEarlyInput = isServerRendered ? keepEarlyInput(container) : undefined;
  // Rendered by the server or not, the first page's module is needed before anything shows.
  await loadMatchedRoutes(routes);

  const router = createBrowserRouter(routes);
  // The server sends each page with its title and tags; later navigations update them here.
  const applyMeta = (pathname: string) =>
    void import('./document-meta.ts').then((m) => m.applyDocumentMeta(pathname, queryClient));
  let shownPath = window.location.pathname;
  if (!document.title) applyMeta(shownPath); // the dev server's page has no tags
  router.subscribe(({ location }) => {
    if (location.pathname === shownPath) return;
    shownPath = location.pathname;
    applyMeta(location.pathname);
  });

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <AfterFirstRender run={restoreEarlyInput} />
      </AppProviders>
    </StrictMode>
  );
  if (isServerRendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
