import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../common/errors.ts';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request must come from our own pages. Browsers say where a request comes from
 * in Sec-Fetch-Site (modern) or Origin; a request with neither is not a browser's cross-site form.
 */
function isCrossOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  if (origin === publicOrigin) return false;
  const host = request.headers.host;
  return !host || (origin !== `http://${host}` && origin !== `https://${host}`);
}

export type SecurityOptions = {
  publicUrl: string;
  isProduction: boolean;
  extraFrameSources?: string[];
  extraScriptSources?: string[];
  extraConnectSources?: string[];
};

/**
 * Headers that only mean something on documents: each costs every script, style, font and picture
 * ~0.5 KB, and a first tap loads dozens of them.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const isFileUrl = (url: string) => url.startsWith('/assets/') || url.startsWith('/art/');

/**
 * The security headers of every answer: @fastify/helmet, registered for the whole app. Built files
 * and artwork (by URL: a path the static files do not have falls through to the page shell, a
 * document) then go without the document-only ones.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(helmet, {
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
  } satisfies FastifyHelmetOptions);
  // Helmet writes its headers on the raw response, so they are taken off there.
  app.addHook('onRequest', (request, reply, done) => {
    if (isFileUrl(request.url)) for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
    done();
  });
}

/** A request's cross-site step (request-checks.ts): the error for a write from another site. */
export type SecurityCheck = (request: FastifyRequest) => Error | undefined;

export function createSecurityCheck(publicUrl: string): SecurityCheck {
  const publicOrigin = new URL(publicUrl).origin;
  return (request) =>
    !SAFE_METHODS.has(request.method) && isCrossOrigin(request, publicOrigin)
      ? new AppError(403, ErrorCode.crossOrigin, 'Requests from other sites are not accepted.')
      : undefined;
}
