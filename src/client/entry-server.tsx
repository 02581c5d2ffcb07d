import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app-providers.tsx';
import { routes } from './router.tsx';
import type { SsrQuery } from './ssr-data.ts';

/**
 * Renders one public page to HTML on the server (built to dist/ssr by `vite build`). The page sees
 * the same query data the browser will read from the page before hydrating; the session is unknown
 * here, so pages render for a visitor, as the browser's first render does too.
 */
export async function render(url: string, queries: SsrQuery[]): Promise<{ html: string; status: number }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { html: '', status: context.status };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, enabled: false } },
  });
  for (const [key, data] of queries) queryClient.setQueryData(key, data);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  queryClient.clear();
  return { html, status: context.statusCode };
}

/** Whether the app has a page at this path (not only the catch-all 404): the server answers 404 otherwise. */
export function isKnownPage(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return !!matches && matches[matches.length - 1]?.route.path !== '*';
}
