import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { RateLimitedError } from '../../domain/shared/errors';
import type { Limiter, Limiters } from '../../domain/shared/rate-limits';

/**
 * With PostgreSQL the counters live in the `rate_limits` table, so every app process shares them; the embedded
 * database is single-process, so memory is enough there (rate-limiter-flexible's store does not run on PGlite).
 */
export function createRateLimiters(pool: pg.Pool | undefined): Limiters {
  const limiters = new Map<string, Limiter>();
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
    const limiter: Limiter = {
      async consume(key, points = 1) {
        try {
          await store.consume(key, points);
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes)
            throw new RateLimitedError(Math.ceil(rejection.msBeforeNext / 1000));
          throw rejection;
        }
      },
      async reward(key, points = 1) {
        await store.reward(key, points);
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
