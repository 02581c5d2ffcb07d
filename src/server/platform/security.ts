import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { ErrorCode } from '../../common/errors.ts';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request must come from our own pages. Browsers say where a request comes from
 * in Sec-Fetch-Site (modern) or Origin; a request with neither is not a browser's cross-site form.
 */
export function isCrossOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  if (origin === publicOrigin) return false;
  const host = request.headers.host;
  return !host || (origin !== `http://${host}` && origin !== `https://${host}`);
}

/**
 * Headers that only mean something on documents: each costs every script and image request ~0.5 KB,
 * so hashed assets and artwork go without them.
 */
const DOCUMENT_ONLY_HEADERS = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

const isAssetUrl = (url: string) => url.startsWith('/assets/') || url.startsWith('/art/');

/**
 * The headers @fastify/helmet sets for these options, captured once from a throwaway instance.
 * Helmet's plugin rebuilds its middleware (parsing every CSP directive) on each request and sets
 * the headers one by one on the raw response, a tenth of the menu API's time: the set never varies
 * (no nonces), so it is computed once and copied onto each reply.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const ours = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !ours.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * A request's security step (request-checks.ts): its headers, and the error for a cross-site write.
 * `documentHeaders` are the headers every non-asset answer carries (the front lane sends them too).
 */
export type SecurityCheck = ((request: FastifyRequest, reply: FastifyReply) => Error | undefined) & {
  readonly documentHeaders: Readonly<Record<string, string>>;
};

export async function createSecurityCheck(options: {
  publicUrl: string;
  isProduction: boolean;
  extraFrameSources?: string[];
  extraScriptSources?: string[];
  extraConnectSources?: string[];
}): Promise<SecurityCheck> {
  const publicOrigin = new URL(options.publicUrl).origin;

  const documentHeaders = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...(options.extraScriptSources ?? [])],
        // Mantine sets inline style attributes and injects CSS variables at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(options.extraConnectSources ?? [])],
        frameSrc: ["'self'", ...(options.extraFrameSources ?? [])],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: options.isProduction ? [] : null,
      },
    },
    hsts: options.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  const assetHeaders = Object.fromEntries(
    Object.entries(documentHeaders).filter(([name]) => !DOCUMENT_ONLY_HEADERS.has(name)),
  );

  const check = (request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(isAssetUrl(request.url) ? assetHeaders : documentHeaders);
    if (!SAFE_METHODS.has(request.method) && isCrossOrigin(request, publicOrigin)) {
      return new AppError(403, ErrorCode.crossOrigin, 'Requests from other sites are not accepted.');
    }
    return undefined;
  };
  return Object.assign(check, { documentHeaders });
}
