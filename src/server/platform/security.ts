import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

export async function registerSecurity(
  app: FastifyInstance,
  options: {
    publicUrl: string;
    isProduction: boolean;
    extraFrameSources?: string[];
    extraScriptSources?: string[];
    extraConnectSources?: string[];
  },
): Promise<void> {
  const publicOrigin = new URL(options.publicUrl).origin;

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
  });

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossOrigin(request, publicOrigin)) {
      throw new AppError(403, ErrorCode.crossOrigin, 'Requests from other sites are not accepted.');
    }
  });
}
