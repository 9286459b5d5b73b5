/**
 * What the business layer needs from a rate limiter (server/services/rate-limits.ts provides it, backed by
 * PostgreSQL across processes or memory on the embedded database).
 */
export interface LimitRule {
  points: number;
  durationSeconds: number;
  blockSeconds?: number;
}

export interface Limiter {
  /** Counts one attempt; throws RateLimitedError when the allowance is spent. */
  consume(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Seconds until `key` may try again, or 0. */
  retryAfterSeconds(key: string): Promise<number>;
}

export type Limiters = (name: string, rule: LimitRule) => Limiter;
