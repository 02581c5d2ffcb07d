import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';

/**
 * Who is trying codes: the connection and, when signed in, the account, so that neither a new
 * connection nor a new account starts afresh alone (as sign-in attempts are counted).
 */
function visitorKeys(request: FastifyRequest): string[] {
  return request.user ? [request.ip, `user:${request.user.id}`] : [request.ip];
}

/** A refusal of the code itself (unknown, expired, someone else's…): marked on the discount code field. */
const isCodeRefusal = (error: unknown) =>
  error instanceof AppError && error.statusCode === 400 && error.fieldErrors?.discountCode !== undefined;

/**
 * Runs what checks a discount code for a visitor (the check, a cart's estimate) under the
 * `discountCodeMisses` limit (issue 34 §7): once a visitor's codes have failed that many times in the
 * window, any further check is refused with 429 before the code is looked at, so private codes cannot
 * be found by guessing. A code that applies costs nothing, so a customer re-pricing a cart is never held.
 */
export function discountCodeGuard(app: FastifyInstance) {
  const misses = app.limiter('discountCodeMisses');
  return async function guarded<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
    const keys = visitorKeys(request);
    await misses.assertAllowed(keys);
    try {
      return await run();
    } catch (error) {
      if (isCodeRefusal(error)) await misses.record(keys);
      throw error;
    }
  };
}
