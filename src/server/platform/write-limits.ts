import type { FastifyRequest } from 'fastify';
import { RateLimiter } from './rate-limit.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route counts its own attempts (sign-in and recovery have stricter limits). */
    writeLimit?: boolean;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WRITE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Every API write by a visitor or a client — quote requests, messages, orders, inquiries, uploads —
 * sends mail or stores text, so each is counted per IP and per account in a 10-minute window.
 * Administrators are not limited: the owner editing the menu is not a flood.
 * The step runs in request-checks.ts, once the request's user is known, on API routes that do not
 * count their own attempts (`writeLimit: false`).
 */
export type WriteLimitCheck = (request: FastifyRequest) => Error | undefined;

export function createWriteLimitCheck(limits: { perIp: number; perAccount: number }): WriteLimitCheck {
  const byIp = new RateLimiter({ max: limits.perIp, windowMs: WRITE_WINDOW_MS });
  const byAccount = new RateLimiter({ max: limits.perAccount, windowMs: WRITE_WINDOW_MS });
  return (request) => {
    if (!WRITE_METHODS.has(request.method) || request.user?.role === 'admin') return undefined;
    try {
      byIp.consume([request.ip]);
      if (request.user) byAccount.consume([String(request.user.id)]);
    } catch (error) {
      return error as Error;
    }
    return undefined;
  };
}
