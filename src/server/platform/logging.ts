import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';

type LoggedRequest = {
  method?: string;
  url?: string;
  hostname?: string;
  ip?: string;
};

/** The path alone: query strings carry tokens (tracking links, password resets) and personal data. */
function pathOf(url: string | undefined): string {
  if (!url) return '';
  const q = url.indexOf('?');
  return q === -1 ? url : `${url.slice(0, q)}?…`;
}

/** Drizzle puts the statement's parameters (what users typed) into its error messages. */
function withoutQueryParams(message: string): string {
  return message.replace(/\nparams: [\s\S]*$/, '\nparams: [not logged]');
}

/**
 * Pino serializers for every log line: requests are logged by method and path only, and errors
 * lose the SQL parameters Drizzle quotes in their messages.
 */
export const logSerializers = {
  req(request: LoggedRequest) {
    return { method: request.method, url: pathOf(request.url), hostname: request.hostname, ip: request.ip };
  },
  err(error: Error & { code?: unknown; cause?: unknown }) {
    return {
      type: error.name,
      message: withoutQueryParams(String(error.message ?? '')),
      code: error.code,
      stack: withoutQueryParams(String(error.stack ?? '')),
      cause:
        error.cause instanceof Error
          ? { type: error.cause.name, message: withoutQueryParams(error.cause.message) }
          : undefined,
    };
  },
} satisfies NonNullable<Extract<FastifyServerOptions['logger'], { serializers?: unknown }>>['serializers'];

/**
 * Standard output through pino's asynchronous destination: a line is handed over without waiting
 * for the write, and lines that come while one is being written leave together with the next.
 * Pino writes what is left when the process exits.
 */
export function asyncLogDestination() {
  return pino.destination({ dest: 1, sync: false });
}

/**
 * One line per finished request — method, path without its query (logSerializers.req), status and
 * time — through the request's own logger (Fastify's child, carrying the request id), instead of
 * Fastify's two lines (one when the request comes in, one when it is answered).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request completed',
    );
    done();
  });
}
