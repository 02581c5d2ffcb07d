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
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (!WRITE_METHODS.has(request.method) || config?.access === undefined) return;
    if (config.writeLimit === false || request.user?.role === 'admin') return;
    byIp.consume([request.ip]);
    if (request.user) byAccount.consume([String(request.user.id)]);
  });
}
