import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Access } from './access.ts';
import { SESSION_COOKIE } from './sessions.ts';

/** Who may call a route, as the description says it (the access policy of access.ts). */
const ACCESS_WORDS: Record<Access, string> = {
  public: 'Anyone, signed in or not.',
  user: 'A signed-in client or admin (not staff); a client reaches only their own records.',
  staff: 'Staff or an admin (the kitchen; staff never see money).',
  admin: 'An admin.',
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The API's OpenAPI 3.1 description, generated from the routes' own zod schemas (the type provider's
 * transform) while they are registered, so it cannot drift from what the server validates. Only
 * /api routes are described; each carries its access (`x-access`, and in words) and is tagged by its
 * feature, the path's first segment after /api. Register before any route.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Catering API',
        version,
        description:
          'The JSON API behind the web application. Errors are `{ message, code, fieldErrors? }` with ' +
          'the fitting status; amounts are strings with two decimals; a signed-in caller sends the ' +
          'session cookie that POST /api/login set, and writes from a browser must come from the same origin.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    transform: (input: TransformInput) => {
      const access = input.route.config?.access as Access | undefined;
      if (!input.url.startsWith('/api') || !access) return { schema: { hide: true }, url: input.url };
      const { schema, url } = jsonSchemaTransform(input);
      const tag = input.url.split('/')[2] ?? 'api';
      const described = (schema ?? {}) as Record<string, unknown>;
      return {
        url,
        schema: {
          ...described,
          tags: [tag],
          description: [described.description, `Access: ${ACCESS_WORDS[access]}`]
            .filter(Boolean)
            .join('\n\n'),
          'x-access': access,
          ...(access === 'public' ? {} : { security: [{ session: [] }] }),
        },
      };
    },
  });
}

/**
 * `GET /api/openapi.json`: the description, made once (the routes are fixed by then). Converting every
 * schema takes a second or more of CPU, so a listening server makes it in idle time soon after it
 * starts rather than on the first reader's request; an app that only answers injected requests
 * (the API tests) makes it when asked.
 */
export function openApiRoute(app: FastifyInstance): void {
  let document: string | undefined;
  app.addHook('onListen', async () => {
    setTimeout(() => {
      document ??= JSON.stringify(app.swagger());
    }, 2000).unref();
  });
  app.get(
    '/api/openapi.json',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      document ??= JSON.stringify(app.swagger());
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(document);
    },
  );
}
