import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { RateLimitedError } from '../../domain/shared/errors';

export interface RateLimitRule {
  /** Attempts allowed per window. */
  points: number;
  durationSeconds: number;
  /** Once the points are spent, refuse for this long (defaults to the rest of the window). */
  blockSeconds?: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key`; throws RateLimitedError (429, "Too many attempts, try again in N minutes") when over. */
  consume(key: string, points?: number): Promise<void>;
  /** Forgets `key`, e.g. after a successful sign-in. */
  reset(key: string): Promise<void>;
  /** Seconds until `key` may try again, or 0. */
  retryAfterSeconds(key: string): Promise<number>;
}

export type RateLimiters = (name: string, rule: RateLimitRule) => RateLimiter;

/**
 * With PostgreSQL the counters live in the `rate_limits` table, so every app process shares them; the embedded
 * database is single-process, so memory is enough there (rate-limiter-flexible's store does not run on PGlite).
 */
export function createRateLimiters(pool: pg.Pool | undefined): RateLimiters {
  const limiters = new Map<string, RateLimiter>();
  return (name, rule) => {
    const existing = limiters.get(name);
    if (existing) return existing;
    const options = {
      keyPrefix: name,
      points: rule.points,
      duration: rule.durationSeconds,
      blockDuration: rule.blockSeconds ?? 0,
    };
    const store: RateLimiterAbstract = pool
      ? new RateLimiterPostgres({
          ...options,
          storeClient: pool,
          tableName: 'rate_limits',
          tableCreated: true,
        })
      : new RateLimiterMemory(options);
    const limiter: RateLimiter = {
      async consume(key, points = 1) {
        try {
          await store.consume(key, points);
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes)
            throw new RateLimitedError(Math.ceil(rejection.msBeforeNext / 1000));
          throw rejection;
        }
      },
      async reset(key) {
        await store.delete(key);
      },
      async retryAfterSeconds(key) {
        const state = await store.get(key);
        return state && state.remainingPoints <= 0 ? Math.ceil(state.msBeforeNext / 1000) : 0;
      },
    };
    limiters.set(name, limiter);
    return limiter;
  };
}
