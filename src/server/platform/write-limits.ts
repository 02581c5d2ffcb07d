import type { FastifyInstance } from 'fastify';
import { RateLimiter } from './rate-limit.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route counts its own attempts (sign-in and recovery have stricter limits). */
    writeLimit?: boolean;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const WRITE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Every API write by a visitor or a client — quote requests, messages, orders, inquiries, uploads —
 * sends mail or stores text, so each is counted per IP and per account in a 10-minute window.
 * Administrators are not limited: the owner editing the menu is not a flood.
 */
export function registerWriteLimits(
  app: FastifyInstance,
  limits: { perIp: number; perAccount: number },
): void {
  const byIp = new RateLimiter({ max: limits.perIp, windowMs: WRITE_WINDOW_MS });
  const byAccount = new RateLimiter({ max: limits.perAccount, windowMs: WRITE_WINDOW_MS });
  // Synchronous: reads pass straight through without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const config = request.routeOptions.config;
    if (!WRITE_METHODS.has(request.method) || config?.access === undefined) return done();
    if (config.writeLimit === false || request.user?.role === 'admin') return done();
    try {
      byIp.consume([request.ip]);
      if (request.user) byAccount.consume([String(request.user.id)]);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
