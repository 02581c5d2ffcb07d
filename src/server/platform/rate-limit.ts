import { ErrorCode } from '../../common/errors.ts';
import { AppError } from './errors.ts';

type Window = { count: number; resetAt: number };

/**
 * A fixed-window counter kept in memory. One instance of the app is the expected deployment;
 * several instances would each count on their own, which only makes the limit looser.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly max: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(options: { max: number; windowMs: number; now?: () => number }) {
    this.max = options.max;
    this.windowMs = options.windowMs;
    this.now = options.now ?? Date.now;
  }

  /** Counts one attempt under every key; throws 429 when any key is over its limit. */
  consume(keys: string[]): void {
    this.assertAllowed(keys);
    this.record(keys);
  }

  /** Counts one attempt under every key without refusing anything (e.g. a failed password). */
  record(keys: string[]): void {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    for (const key of keys) {
      let window = this.windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + this.windowMs };
        this.windows.set(key, window);
      }
      window.count += 1;
    }
  }

  /** Gives back one attempt counted under every key (one that turned out not to count, e.g. a right password). */
  release(keys: string[]): void {
    const now = this.now();
    for (const key of keys) {
      const window = this.windows.get(key);
      if (window && window.resetAt > now && window.count > 0) window.count -= 1;
    }
  }

  /** Throws 429 when any key has used up its attempts (max) in the current window. */
  assertAllowed(keys: string[]): void {
    const now = this.now();
    let retryAfterMs = 0;
    for (const key of keys) {
      const window = this.windows.get(key);
      if (window && window.resetAt > now && window.count >= this.max) {
        retryAfterMs = Math.max(retryAfterMs, window.resetAt - now);
      }
    }
    if (retryAfterMs > 0) {
      const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
      const error = new AppError(
        429,
        ErrorCode.rateLimited,
        `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      );
      (error as AppError & { retryAfterSeconds: number }).retryAfterSeconds = Math.ceil(retryAfterMs / 1000);
      throw error;
    }
  }

  /** Forgets one key's attempts (e.g. a pause lifted by its owner). */
  clear(key: string): void {
    this.windows.delete(key);
  }

  reset(): void {
    this.windows.clear();
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
