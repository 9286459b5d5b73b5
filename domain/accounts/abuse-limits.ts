import { RateLimitedError } from '../shared/errors';
import type { Limiter, Limiters, LimitRule } from '../shared/rate-limits';

/**
 * Limits on everything guessable in the account area. Per-IP limits are generous on purpose: on African mobile
 * networks thousands of people share one carrier-grade NAT address, so an IP is a weak identity.
 */
export const ACCOUNT_LIMITS = {
  /** Back-off: after 5 wrong passwords the account waits 15 minutes. */
  signInFailuresPerAccount: { points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  signInFailuresPerAccountHour: { points: 100, durationSeconds: 60 * 60 },
  signInFailuresPerIp: { points: 20, durationSeconds: 60 },
  checkEmailPerIp: { points: 30, durationSeconds: 60 },
  registerPerIp: { points: 50, durationSeconds: 15 * 60 },
  forgotPasswordPerIp: { points: 10, durationSeconds: 15 * 60 },
  /** So nobody can flood one person's inbox with reset e-mails. */
  forgotPasswordPerAccount: { points: 3, durationSeconds: 60 * 60 },
} satisfies Record<string, LimitRule>;

export type AccountLimitName = keyof typeof ACCOUNT_LIMITS;

export function accountLimiter(limiters: Limiters, name: AccountLimitName): Limiter {
  return limiters(name, ACCOUNT_LIMITS[name]);
}

/** Refuses at once when any of the keyed limiters is already spent (without counting an attempt). */
export async function requireNotLimited(checks: Array<[Limiter, string]>): Promise<void> {
  const waits = await Promise.all(checks.map(([limiter, key]) => limiter.retryAfterSeconds(key)));
  const longest = Math.max(0, ...waits);
  if (longest > 0) throw new RateLimitedError(longest);
}
