import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from './conditional-get.ts';

type Encoding = 'br' | 'gzip';

/**
 * A serialised reply kept as bytes, compressed once per version instead of once per request. The
 * identity form is a Buffer too: writing a string makes Node measure and UTF-8-encode it again on
 * every response (a third of the menu API's time before).
 */
export type CachedBody = {
  body: string;
  bytes: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
};

export function cachedBody(body: string, etag: string): CachedBody {
  return { body, bytes: Buffer.from(body), etag, encoded: {} };
}

// Compressed once per version, so at the highest levels.
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const GZIP_OPTIONS = { level: 9 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The body in this encoding, compressed now (on the request's path) if it was not prepared. */
function encodedBody(cached: CachedBody, encoding: Encoding): Buffer {
  cached.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(cached.bytes, BROTLI_OPTIONS)
      : gzipSync(cached.bytes, GZIP_OPTIONS);
  return cached.encoded[encoding];
}

/**
 * Compresses both forms on libuv's thread pool, before the body is first sent: brotli at level 11
 * takes tens of milliseconds for a page, which would otherwise stall every request behind it.
 */
export async function prepareEncodings(cached: CachedBody): Promise<CachedBody> {
  const [br, gz] = await Promise.all([
    cached.encoded.br ?? brotliAsync(cached.bytes, BROTLI_OPTIONS),
    cached.encoded.gzip ?? gzipAsync(cached.bytes, GZIP_OPTIONS),
  ]);
  cached.encoded.br = br;
  cached.encoded.gzip = gz;
  return cached;
}

function parseAcceptEncoding(header: string): Encoding | null {
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

// Browsers send one of a handful of Accept-Encoding values: each is parsed once. Bounded, so odd
// headers from scripts cannot grow it without limit.
const negotiated = new Map<string, Encoding | null>();
const MAX_REMEMBERED_HEADERS = 256;

/** The best encoding the browser accepts that we keep ready: brotli, then gzip, else none. */
function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(header);
    if (negotiated.size >= MAX_REMEMBERED_HEADERS) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
}

/** The headers a kept body is answered with besides its ETag, encoding and length: one value per route. */
export type AnswerHeaders = {
  readonly cacheControl: string;
  readonly vary: string;
  readonly contentType: string;
};

/**
 * What a kept body answers to a request's headers: null when the browser already holds this version
 * (a 304), else the bytes in the best encoding it accepts.
 */
function chooseBody(
  cached: CachedBody,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): { encoding: Encoding | null; bytes: Buffer } | null {
  if (matchesEtag(ifNoneMatch, cached.etag)) return null;
  const encoding = preferredEncoding(acceptEncoding);
  return { encoding, bytes: encoding ? encodedBody(cached, encoding) : cached.bytes };
}

/**
 * Sends a cached body: 304 when the browser already holds this version, else the bytes in the best
 * encoding it accepts. The route opts out of @fastify/compress (`compress: false`), which would only
 * look at the body to leave it alone. Another status than 200 (the 404 page) gets no ETag and no
 * 304; it is encoded here too, because @fastify/compress answered an empty body when one Buffer went
 * out a second time.
 */
export function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  headers: AnswerHeaders,
  status = 200,
): FastifyReply {
  reply.header('cache-control', headers.cacheControl).header('vary', headers.vary);
  if (status !== 200) reply.status(status);
  else reply.header('ETag', cached.etag);
  const ifNoneMatch = status === 200 ? request.headers['if-none-match'] : undefined;
  const chosen = chooseBody(cached, ifNoneMatch, request.headers['accept-encoding']);
  if (!chosen) return reply.status(304).send();
  reply.header('content-type', headers.contentType);
  if (chosen.encoding) reply.header('content-encoding', chosen.encoding);
  return reply.send(chosen.bytes);
}
