import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../common/errors.ts';
import type { RateLimitName, RateLimitRule } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { rateLimitWindows } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

type Window = { count: number; resetAt: number };

/**
 * Where attempts are counted: in memory (one instance, the embedded database), or in PostgreSQL
 * (DATABASE_URL) so that several instances share one count per key.
 */
export type LimitStore = {
  /** Adds `by` (1, or -1 to give one back) to each key's current window and answers the windows. */
  add(keys: string[], windowMs: number, by: 1 | -1, now: number): Promise<Window[]>;
  /** The current windows of the keys (none: nothing counted yet). */
  read(keys: string[], now: number): Promise<Window[]>;
  clear(key: string): Promise<void>;
};

export function memoryLimitStore(): LimitStore {
  const windows = new Map<string, Window>();
  const sweep = (now: number) => {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  };
  return {
    async add(keys, windowMs, by, now) {
      if (windows.size > 10_000) sweep(now);
      return keys.map((key) => {
        let window = windows.get(key);
        if (!window || window.resetAt <= now) {
          if (by < 0) return { count: 0, resetAt: now };
          window = { count: 0, resetAt: now + windowMs };
          windows.set(key, window);
        }
        window.count = Math.max(0, window.count + by);
        return { ...window };
      });
    },
    async read(keys, now) {
      return keys.flatMap((key) => {
        const window = windows.get(key);
        return window && window.resetAt > now ? [{ ...window }] : [];
      });
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

/** Counts in the `rate_limit_windows` table, one statement per key, so concurrent instances add up. */
export function sqlLimitStore(db: Database): LimitStore {
  const w = rateLimitWindows;
  const toWindow = (row: { count: number; resetAt: Date }): Window => ({
    count: row.count,
    resetAt: row.resetAt.getTime(),
  });
  return {
    async add(keys, windowMs, by, now) {
      const at = sql`${new Date(now).toISOString()}::timestamptz`;
      const resetAt = new Date(now + windowMs);
      const first = Math.max(0, by);
      const out: Window[] = [];
      for (const key of keys) {
        const [row] = await db
          .insert(w)
          .values({ key, count: first, resetAt })
          .onConflictDoUpdate({
            target: w.key,
            set: {
              count: sql`case when ${w.resetAt} <= ${at} then ${first} else greatest(0, ${w.count} + ${by}) end`,
              resetAt: sql`case when ${w.resetAt} <= ${at} then ${resetAt.toISOString()}::timestamptz else ${w.resetAt} end`,
            },
          })
          .returning({ count: w.count, resetAt: w.resetAt });
        out.push(toWindow(row!));
      }
      return out;
    },
    async read(keys, now) {
      if (keys.length === 0) return [];
      const rows = await db
        .select({ count: w.count, resetAt: w.resetAt })
        .from(w)
        .where(and(inArray(w.key, keys), gt(w.resetAt, new Date(now))));
      return rows.map(toWindow);
    },
    async clear(key) {
      await db.delete(w).where(eq(w.key, key));
    },
  };
}

/**
 * One named limit of config.ts's table: a fixed window of `max` attempts per key. Its refusal is a
 * 429 that says which limit was reached (the rule's `detail`) and how long to wait.
 */
export class RateLimiter {
  private readonly rule: RateLimitRule;
  private readonly prefix: string;
  private readonly store: LimitStore;
  private readonly now: () => number;

  constructor(rule: RateLimitRule, options: { name?: string; store?: LimitStore; now?: () => number } = {}) {
    this.rule = rule;
    this.prefix = options.name ? `${options.name}:` : '';
    this.store = options.store ?? memoryLimitStore();
    this.now = options.now ?? Date.now;
  }

  private keys(keys: string[]): string[] {
    return keys.map((key) => this.prefix + key);
  }

  /**
   * Counts one attempt under every key and throws 429 when that takes any key over its limit. One
   * statement per key counts and answers (in PostgreSQL, an upsert), so attempts sent at once cannot
   * all pass a check made before any was counted.
   */
  async consume(keys: string[]): Promise<void> {
    const now = this.now();
    const windows = await this.store.add(this.keys(keys), this.rule.windowMs, 1, now);
    this.refuse(
      windows.filter((window) => window.count > this.rule.max),
      now,
    );
  }

  /** Counts one attempt under every key without refusing anything (e.g. a failed password). */
  async record(keys: string[]): Promise<void> {
    await this.store.add(this.keys(keys), this.rule.windowMs, 1, this.now());
  }

  /** Gives back one attempt counted under every key (one that turned out not to count). */
  async release(keys: string[]): Promise<void> {
    await this.store.add(this.keys(keys), this.rule.windowMs, -1, this.now());
  }

  /** Throws 429 when any key has used up its attempts (max) in the current window. */
  async assertAllowed(keys: string[]): Promise<void> {
    const now = this.now();
    const windows = await this.store.read(this.keys(keys), now);
    this.refuse(
      windows.filter((window) => window.count >= this.rule.max),
      now,
    );
  }

  private refuse(over: Window[], now: number): void {
    if (over.length === 0) return;
    const retryAfterMs = Math.max(...over.map((window) => window.resetAt - now));
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    const error = new AppError(
      429,
      ErrorCode.rateLimited,
      `${this.rule.detail} Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    );
    (error as AppError & { retryAfterSeconds: number }).retryAfterSeconds = Math.ceil(retryAfterMs / 1000);
    throw error;
  }

  /** Forgets one key's attempts (e.g. a pause lifted by its owner). */
  async clear(key: string): Promise<void> {
    await this.store.clear(this.prefix + key);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The limiter of a named limit of config.ts's table, counted in the app's store. */
    limiter(name: RateLimitName): RateLimiter;
  }
}

/** Gives every feature its limiters by name (`app.limiter('placeOrder')`), all in one store. */
export function registerRateLimits(
  app: FastifyInstance,
  rules: Record<RateLimitName, RateLimitRule>,
  store: LimitStore,
): void {
  const made = new Map<RateLimitName, RateLimiter>();
  app.decorate('limiter', (name: RateLimitName) => {
    let limiter = made.get(name);
    if (!limiter) {
      limiter = new RateLimiter(rules[name], { name, store });
      made.set(name, limiter);
    }
    return limiter;
  });
}
