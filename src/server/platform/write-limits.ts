import type { FastifyRequest } from 'fastify';
import type { RateLimiter } from './rate-limit.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route counts its own attempts (sign-in and recovery have stricter limits). */
    writeLimit?: boolean;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every API write by a visitor or a client — quote requests, messages, orders, inquiries, uploads —
 * sends mail or stores text, so each is counted per IP and per account in a 10-minute window.
 * Administrators are not limited: the owner editing the menu is not a flood.
 * The step runs in request-checks.ts, once the request's user is known, on API routes that do not
 * count their own attempts (`writeLimit: false`).
 */
/** Reads answer at once (no promise on the hot path); writes are counted in the limits' store. */
export type WriteLimitCheck = (request: FastifyRequest) => Error | undefined | Promise<Error | undefined>;

export function createWriteLimitCheck(byIp: RateLimiter, byAccount: RateLimiter): WriteLimitCheck {
  const count = async (request: FastifyRequest) => {
    try {
      await byIp.consume([request.ip]);
      if (request.user) await byAccount.consume([String(request.user.id)]);
    } catch (error) {
      return error as Error;
    }
    return undefined;
  };
  return (request) =>
    !WRITE_METHODS.has(request.method) || request.user?.role === 'admin' ? undefined : count(request);
}
