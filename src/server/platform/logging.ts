import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';

type LoggedRequest = {
  method?: string;
  url?: string;
  hostname?: string;
  ip?: string;
  headers?: Record<string, unknown>;
};

/** The path alone: query strings carry tokens (tracking links, password resets) and personal data. */
export function pathOf(url: string | undefined): string {
  if (!url) return '';
  const q = url.indexOf('?');
  return q === -1 ? url : `${url.slice(0, q)}?…`;
}

/** Drizzle puts the statement's parameters (what users typed) into its error messages. */
export function withoutQueryParams(message: string): string {
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

/** Lines gathered before one write: pino's destination re-measures its pending text at every line. */
const BATCH_CHARS = 16 * 1024;

/**
 * Standard output, written off the request's path in batches: on a busy server one write per
 * 16 KB of lines, on a quiet one at most a second late. Flushed when the app closes.
 */
export function asyncLogDestination() {
  const destination = pino.destination({ dest: 1, sync: false });
  let lines: string[] = [];
  let pending = 0;
  const pass = () => {
    if (lines.length === 0) return;
    const batch = lines.join('');
    lines = [];
    pending = 0;
    destination.write(batch);
  };
  const timer = setInterval(pass, 1000);
  timer.unref();
  // An exit without a graceful close (a failed start) still writes what was logged.
  const atExit = () => {
    pass();
    destination.flushSync();
  };
  process.once('exit', atExit);
  return {
    write(line: string) {
      lines.push(line);
      pending += line.length;
      if (pending >= BATCH_CHARS) pass();
    },
    close() {
      clearInterval(timer);
      process.off('exit', atExit);
      atExit();
    },
  };
}

/** One line per finished request: method, path (no query), status and time taken. */
export function registerRequestLog(app: FastifyInstance): void {
  // Synchronous: the line is queued in the buffered destination, nothing to wait for.
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request completed',
    );
    done();
  });
}
