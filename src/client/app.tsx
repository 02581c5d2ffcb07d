import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers.tsx';
import { whenPageHydrated } from './layouts/page-hydrated.tsx';
import { dropCarriedOverToasts } from './lib/notify.ts';
import { queryClient } from './lib/query-client.ts';
import { SESSION_QUERY_KEY } from './lib/use-session.ts';
import { routes } from './router.tsx';
import { readSsrQueries } from './ssr-data.ts';

/**
 * The whole React app, loaded by main.tsx: at once, on pages the browser renders and on pages the
 * server rendered (which it hydrates as soon as its code has arrived, see main.tsx).
 */

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

/**
 * The router, and `afterFirstRender` once the first render is committed (a page rendered in the
 * browser; a hydrated page's region says so itself, see whenPageHydrated). An effect here, not a sibling component: a second child would number React's
 * useId differently from the server's tree (entry-server.tsx), and hydration keeps the server's ids.
 */
function App({ router, afterFirstRender }: { router: Router; afterFirstRender: (() => void) | undefined }) {
  useEffect(() => {
    afterFirstRender?.();
  }, [afterFirstRender]);
  return <RouterProvider router={router} />;
}

export type StartOptions = {
  /** Hands what was typed and clicked before the app ran to React (main.tsx). */
  afterHydration?: () => void;
  /** The session check main.tsx already made: nobody signed in. */
  visitor?: boolean;
  /** The session check main.tsx already made: this user is signed in. */
  user?: unknown;
};

export async function start({ afterHydration, visitor, user }: StartOptions = {}): Promise<void> {
  for (const [key, data] of readSsrQueries()) queryClient.setQueryData(key, data);
  // A visitor's first render is the server's (the public frame); a signed-in user's session is asked
  // again so the first render still matches the server's HTML, then the portal frame follows.
  if (visitor) queryClient.setQueryData(SESSION_QUERY_KEY, null);
  // A signed-in user's page is the portal, not the visitors' page the server sent: render it afresh
  // with the known session, so it is not swapped (and its state lost) once the session comes back.
  // Taps held before then on the visitors' page go to the same controls in the portal's page
  // (before-react/early-clicks.ts).
  if (user) queryClient.setQueryData(SESSION_QUERY_KEY, user);
  const container = document.getElementById('root')!;
  const isServerRendered = container.firstElementChild !== null;
  // Rendered by the server or not, the first page's module is needed before anything shows.
  await loadMatchedRoutes(routes);

  const router = createBrowserRouter(routes);
  // The server sends each page with its title and tags; later navigations update them here.
  const applyMeta = (pathname: string) =>
    void import('./document-meta.ts').then((m) => m.applyDocumentMeta(pathname, queryClient));
  let shownPath = window.location.pathname;
  if (!document.title) applyMeta(shownPath); // the dev server's page has no tags
  // When the move to another page began: a lazy page may take a moment to arrive, and a toast shown
  // just before the move (an order placed, then its confirmation page) stays on the new page.
  let movedAt: number | null = null;
  router.subscribe(({ location, navigation }) => {
    if (navigation.state !== 'idle') movedAt ??= Date.now();
    if (location.pathname === shownPath) {
      if (navigation.state === 'idle') movedAt = null;
      return;
    }
    shownPath = location.pathname;
    applyMeta(location.pathname);
    dropCarriedOverToasts(movedAt ?? Date.now());
    movedAt = null;
  });

  const hydrates = isServerRendered && !user;
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* Hydrating: the page region says when it is React's (whenPageHydrated), not the root. */}
        <App router={router} afterFirstRender={hydrates ? undefined : afterHydration} />
      </AppProviders>
    </StrictMode>
  );
  // Hydration as a transition: React works in slices and yields to the browser between them, so
  // hydrating a long page is no long task. The page's regions are Suspense boundaries (site-layout):
  // a tap in one that is not yet hydrated makes React hydrate that region first and handle the tap
  // (decision 0096).
  if (hydrates) {
    if (afterHydration) whenPageHydrated(afterHydration);
    startTransition(() => void hydrateRoot(container, app));
  } else createRoot(container).render(app);
}
