import fs from 'node:fs';
import type { Socket } from 'node:net';
import os from 'node:os';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
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

/** Lines gathered before one write (a write is a thread-pool round trip: fewer, larger ones). */
const BATCH_CHARS = 64 * 1024;
/** A full pipe (EAGAIN): wait this long before trying again. */
const RETRY_MS = 10;

/**
 * Standard output, written off the request's path in batches: on a busy server one write per
 * 64 KB of lines, on a quiet one at most a second late; one write at a time, in order. Flushed when
 * the app closes.
 *
 * Our own rather than pino's asynchronous destination (sonic-boom): that one cost 1.5–2.2 µs of CPU
 * per line even fed in 16 KB batches, against 0.4–0.6 µs for one `fs.write` of a Buffer per batch
 * (measured with 234-byte lines; a tenth of the menu API's time at its request rate).
 */
export function asyncLogDestination(fd = 1) {
  let lines: string[] = [];
  let pending = 0;
  let writing = false;
  let drained: (() => void) | undefined;
  const take = (): Buffer | undefined => {
    if (lines.length === 0) return undefined;
    const batch = Buffer.from(lines.join(''));
    lines = [];
    pending = 0;
    return batch;
  };
  const send = (batch: Buffer) => {
    writing = true;
    fs.write(fd, batch, (error, written) => {
      if (error && (error as NodeJS.ErrnoException).code === 'EAGAIN') {
        setTimeout(() => send(batch), RETRY_MS).unref();
        return;
      }
      // Another error (a closed stdout) drops the batch: logging must not stop the server.
      if (!error && written < batch.length) return send(batch.subarray(written));
      writing = false;
      if (pending >= BATCH_CHARS || (drained && lines.length > 0)) pass();
      else if (drained) drained();
    });
  };
  const pass = () => {
    if (writing) return;
    const batch = take();
    if (batch) send(batch);
  };
  const timer = setInterval(pass, 1000);
  timer.unref();
  // An exit without a graceful close (a failed start) still writes what was logged.
  const atExit = () => {
    const batch = take();
    if (!batch) return;
    try {
      fs.writeSync(fd, batch);
    } catch {
      // nowhere left to report it
    }
  };
  process.once('exit', atExit);
  return {
    write(line: string) {
      lines.push(line);
      pending += line.length;
      if (pending >= BATCH_CHARS) pass();
    },
    /** Writes what is left; resolves once it is out. */
    close(): Promise<void> {
      clearInterval(timer);
      process.off('exit', atExit);
      return new Promise<void>((resolve) => {
        drained = resolve;
        if (!writing) {
          if (lines.length > 0) pass();
          else resolve();
        }
      });
    },
  };
}

type Bindings = Record<string, unknown>;

/**
 * A request's logger, made only when something logs through it: Fastify made a pino child (its
 * bindings serialised) for every request, though most requests log nothing but their one line.
 */
class LazyRequestLogger {
  #made: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: Bindings;
  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }
  private get made(): FastifyBaseLogger {
    this.#made ??= this.#parent.child(this.#bindings, this.#options);
    return this.#made;
  }
  get level() {
    return this.made.level;
  }
  set level(level: string) {
    this.made.level = level;
  }
  fatal(...args: unknown[]) {
    (this.made.fatal as (...a: unknown[]) => void)(...args);
  }
  error(...args: unknown[]) {
    (this.made.error as (...a: unknown[]) => void)(...args);
  }
  warn(...args: unknown[]) {
    (this.made.warn as (...a: unknown[]) => void)(...args);
  }
  info(...args: unknown[]) {
    (this.made.info as (...a: unknown[]) => void)(...args);
  }
  debug(...args: unknown[]) {
    (this.made.debug as (...a: unknown[]) => void)(...args);
  }
  trace(...args: unknown[]) {
    (this.made.trace as (...a: unknown[]) => void)(...args);
  }
  silent(...args: unknown[]) {
    (this.made.silent as (...a: unknown[]) => void)(...args);
  }
  child(bindings: Bindings, options?: Bindings) {
    return this.made.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a request's logger is made on first use. */
export const lazyChildLogger = ((logger: FastifyBaseLogger, bindings: Bindings, options: Bindings) =>
  new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger) as unknown as NonNullable<
  FastifyServerOptions['childLoggerFactory']
>;

const INFO = 30;
/** The fields pino puts first on every line (its default `base`). */
const linePrefix = `{"level":${INFO},"time":`;
const base = `,"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())}`;

/** Fastify's `request.hostname`: the Host header without its port (an IPv6 host keeps its brackets). */
function hostnameOf(host: string): string {
  if (host[0] === '[') return host.slice(0, host.indexOf(']') + 1);
  return host.split(':', 1)[0]!;
}

/**
 * Writes one request's line: method, path (no query), status and time taken. Used by the router's
 * onResponse hook and by the front lane (front-lane.ts), so both write the same line.
 */
export type RequestLineWriter = (
  socket: Socket,
  host: string | undefined,
  /** The client's address: the socket's, or the visitor's behind a trusted proxy (request.ip). */
  ip: string | undefined,
  id: string,
  method: string,
  url: string,
  status: number,
  ms: number,
) => void;

/**
 * The line put together here in pino's format — the fields logSerializers.req gives, nothing else
 * to serialise — instead of through a per-request child logger and pino's generic JSON writer
 * (decision 0021). The method (parsed by Node) and the socket's address hold no quote or backslash;
 * the id (an X-Request-Id may come from the client), the path and the Host header are escaped.
 */
export function createRequestLineWriter(write: (line: string) => void): RequestLineWriter {
  // The Host and address fields, written once per connection while its Host header stays the same
  // (a keep-alive connection sends request after request with it).
  const connectionFields = new WeakMap<
    object,
    { host: string | undefined; ip: string | undefined; text: string }
  >();
  return (socket, host, ip, id, method, url, status, ms) => {
    let fields = connectionFields.get(socket);
    if (!fields || fields.host !== host || fields.ip !== ip) {
      fields = {
        host,
        ip,
        text: `,"hostname":${JSON.stringify(hostnameOf(host ?? ''))},"ip":${JSON.stringify(ip ?? '')}}`,
      };
      connectionFields.set(socket, fields);
    }
    write(
      `${linePrefix}${Date.now()}${base},"reqId":${JSON.stringify(id)},"req":{"method":"${method}","url":${JSON.stringify(pathOf(url))}${fields.text},"status":${status},"ms":${Math.round(ms * 10) / 10},"msg":"request completed"}\n`,
    );
  };
}

/** Whether this logger writes request lines at all (below info — warn, silent… — there are none). */
export function logsRequests(log: FastifyBaseLogger): boolean {
  return (pino.levels.values[log.level] ?? Number.POSITIVE_INFINITY) <= INFO;
}

/**
 * One line per finished request. With `line` (the writer on our own pino instance's stream), the
 * line is made by createRequestLineWriter; with a logger from outside (tests), through the request's
 * own child, whatever its format.
 */
export function registerRequestLog(app: FastifyInstance, line?: RequestLineWriter): void {
  if (!logsRequests(app.log)) return;
  if (line) {
    app.addHook('onResponse', (request, reply, done) => {
      const raw = request.raw;
      line(
        raw.socket,
        raw.headers.host,
        request.ip,
        request.id,
        request.method,
        request.url,
        reply.statusCode,
        reply.elapsedTime,
      );
      done();
    });
    return;
  }
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request completed',
    );
    done();
  });
}
