import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Access } from '../../src/server/platform/access.ts';

export type RouteInfo = {
  method: string;
  url: string;
  access: Access | undefined;
  /** The route's body schema (a zod schema in this app), when it declares one. */
  bodySchema: unknown;
  /** The route's own body limit in bytes, when it overrides the app's 1 MiB. */
  bodyLimit: number | undefined;
  /** What the route's schema declares (body, querystring, params, response, description…). */
  schemaKeys: string[];
};

/**
 * Runs `build` and returns, beside its result, every route registered on the Fastify instances it
 * created. Fastify announces each new instance on the 'fastify.initialization' channel before any
 * route exists, so an onRoute hook added there sees all of them, whatever features add later.
 */
export async function withRouteCatalog<T>(
  build: () => Promise<T>,
): Promise<{ result: T; routes: RouteInfo[] }> {
  const routes: RouteInfo[] = [];
  const channel = diagnostics.channel('fastify.initialization');
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        routes.push({
          method: String(method).toUpperCase(),
          url: route.url,
          access: route.config?.access,
          bodySchema: route.schema?.body,
          bodyLimit: route.bodyLimit,
          schemaKeys: Object.keys(route.schema ?? {}),
        });
      }
    });
  };
  channel.subscribe(onInit);
  try {
    return { result: await build(), routes };
  } finally {
    channel.unsubscribe(onInit);
  }
}

export const isApiRoute = (route: RouteInfo): boolean => route.url.startsWith('/api');

/** A concrete URL for a route pattern: every path parameter and wildcard becomes "1". */
export function sampleUrl(pattern: string): string {
  return pattern.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, '1').replace(/\*/g, '1');
}

export const describeRoute = (route: RouteInfo): string => `${route.method} ${route.url}`;
