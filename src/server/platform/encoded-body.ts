import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** A serialised reply, compressed once per version instead of once per request. */
export type CachedBody = { body: string; etag: string; encoded: Partial<Record<Encoding, Buffer>> };

export function encodedBody(cached: CachedBody, encoding: Encoding): Buffer {
  cached.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(cached.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : gzipSync(cached.body, { level: 9 });
  return cached.encoded[encoding];
}

/** The best encoding the browser accepts that we keep ready: brotli, then gzip, else none. */
export function preferredEncoding(header: string | undefined): Encoding | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
