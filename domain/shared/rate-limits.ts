import { RateLimitedError } from './errors';

/**
 * Every rate limit in Pamoja, by name: the one table (server/services/rate-limits.ts provides the limiters, backed
 * by PostgreSQL across processes or by memory on the embedded database). Per-IP limits are generous on purpose: on
 * African mobile networks thousands of people share one carrier-grade NAT address, so an IP is a weak identity.
 */
export const RATE_LIMITS = {
  /**
   * Back-off: after 5 wrong passwords for one account from one address, that address waits 15 minutes for that
   * account. Keyed on both, so a stranger's guesses never lock the owner out from their own phone.
   */
  signInFailuresPerAccountAndIp: { points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** At most 100 wrong passwords an hour for one account, from all addresses together (OWASP ASVS 2.2.1)… */
  signInFailuresPerAccountHour: { points: 100, durationSeconds: 60 * 60 },
  /**
   * …except from an address this account signed in from within 14 days: once a stranger has spent the hour's
   * guesses, the owner still gets in from where they usually do. One point marks the address as known. (Not
   * longer: the memory store expires keys with setTimeout, which fires at once beyond 2^31 ms, about 24.8 days.)
   */
  signInKnownAddress: { points: 1, durationSeconds: 14 * 24 * 60 * 60 },
  signInFailuresPerIp: { points: 20, durationSeconds: 60 },
  checkEmailPerIp: { points: 30, durationSeconds: 60 },
  registerPerIp: { points: 50, durationSeconds: 15 * 60 },
  forgotPasswordPerIp: { points: 10, durationSeconds: 15 * 60 },
  /** So nobody can flood one person's inbox with reset e-mails. */
  forgotPasswordPerAccount: { points: 3, durationSeconds: 60 * 60 },
  /** Help-center messages per address. */
  contactPerIp: { points: 5, durationSeconds: 60 * 60 },
  campaignCreatePerUser: { points: 20, durationSeconds: 60 * 60 },
  /** The creation dialog's question whether a person already has a page: a few per creation, never a directory. */
  samePersonCheckPerIp: { points: 30, durationSeconds: 60 * 60 },
  /**
   * New custom addresses per organizer (issue 31 item 6): each one is kept by its campaign for good (a redirect
   * to the current one), so changing them over and over would reserve names without end.
   */
  customUrlChangesPerOrganizer: { points: 10, durationSeconds: 24 * 60 * 60 },
  /** Mobile-wallet gifts (each e-mails the organizer) per address. */
  walletContributionPerIp: { points: 15, durationSeconds: 10 * 60 },
  /** Card payments started (and sandbox cards tried) per address. */
  cardPaymentPerIp: { points: 30, durationSeconds: 10 * 60 },
  /** Starts from one wizard submission (its key): a stuck tab cannot keep making intents. */
  cardPaymentPerSubmission: { points: 10, durationSeconds: 10 * 60 },
  /** Browser confirmations per address: each one reads the intent back from the card processor. */
  cardConfirmPerIp: { points: 60, durationSeconds: 10 * 60 },
  /** …and per intent, so nobody makes Pamoja ask the processor about one payment over and over. */
  cardConfirmPerIntent: { points: 10, durationSeconds: 10 * 60 },
  /** Wrong recipient access tries per code (issue 13): a 10-character code then takes millennia to guess. */
  recipientAccessFailuresPerCode: { points: 10, durationSeconds: 60 * 60 },
  /** …and per address, so nobody walks through codes from one connection. */
  recipientAccessFailuresPerIp: { points: 20, durationSeconds: 60 * 60 },
  uploadPerIp: { points: 100, durationSeconds: 15 * 60 },
  tributeWriterPerIp: { points: 60, durationSeconds: 10 * 60 },
  /** "I will attend" replies per address (issue 16): a family's whole group may reply from one café's Wi-Fi. */
  rsvpPerIp: { points: 30, durationSeconds: 10 * 60 },
  /** Guestbook messages per address: a church group may sign from one phone or one café's Wi-Fi. */
  guestbookPerIp: { points: 20, durationSeconds: 10 * 60 },
  /** Reports of a message per address; the organizer's e-mails of them are one an hour per campaign at most. */
  messageReportPerIp: { points: 10, durationSeconds: 60 * 60 },
  /** "Report this page" per address (issue 34): a family may report a fake page from one phone, not flood the queue. */
  pageReportPerIp: { points: 5, durationSeconds: 60 * 60 },
  /**
   * Wrong tokens of e-mailed links (password reset, e-mail verification, unsubscribe, anniversary e-mails off) per
   * address. The tokens cannot be guessed; this keeps anyone from trying, and a right one gives its point back.
   */
  linkTokenFailuresPerIp: { points: 30, durationSeconds: 10 * 60 },
} satisfies Record<string, LimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

export interface LimitRule {
  /** Attempts allowed per window. */
  points: number;
  durationSeconds: number;
  /** Once the points are spent, refuse for this long (defaults to the rest of the window). */
  blockSeconds?: number;
}

export interface Limiter {
  /** Counts one attempt (or `points`); throws RateLimitedError (429 with Retry-After) when the allowance is spent. */
  consume(key: string, points?: number): Promise<void>;
  /** Gives back `points` (default 1) counted for `key`, e.g. the attempt that turned out not to be a failure. */
  reward(key: string, points?: number): Promise<void>;
  /** Forgets `key`, e.g. after a successful sign-in. */
  reset(key: string): Promise<void>;
  /** Seconds until `key` may try again, or 0. */
  retryAfterSeconds(key: string): Promise<number>;
}

export type Limiters = (name: string, rule: LimitRule) => Limiter;

/** The limiter of one named limit of the table. */
export function limiterFor(limiters: Limiters, name: RateLimitName): Limiter {
  return limiters(name, RATE_LIMITS[name]);
}

/**
 * Counts one attempt on every keyed limiter before anything is evaluated (decision 022), so a parallel burst is
 * refused past the limit instead of being checked whole. Refused when any of them is spent, with the longest wait.
 */
export async function consumeAll(checks: Array<[Limiter, string]>): Promise<void> {
  const outcomes = await Promise.allSettled(checks.map(([limiter, key]) => limiter.consume(key)));
  const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
  if (refusals.length === 0) return;
  const waits = refusals.map((refusal) =>
    refusal instanceof RateLimitedError ? refusal.retryAfterSeconds : -1,
  );
  if (waits.includes(-1)) throw refusals[waits.indexOf(-1)];
  throw new RateLimitedError(Math.max(...waits));
}

/** Gives back the point `consumeAll` counted on each keyed limiter. */
export async function rewardAll(checks: Array<[Limiter, string]>): Promise<void> {
  await Promise.all(checks.map(([limiter, key]) => limiter.reward(key)));
}

/**
 * A limit on failures, counted first: the attempt's point is taken before `attempt` runs and given back when it
 * succeeds, so only failures stay counted and never more than the limit are evaluated at once.
 */
export async function failuresCountedFirst<T>(
  checks: Array<[Limiter, string]>,
  attempt: () => Promise<T>,
): Promise<T> {
  await consumeAll(checks);
  const result = await attempt();
  await rewardAll(checks);
  return result;
}

/** What a use case needs to count its attempts: the limiters and the address asking. */
export interface LimitedRequest {
  limiters: Limiters;
  ipAddress: string;
}

/** The failures of e-mailed link tokens from one address, counted first. */
export function linkTokenAttempt<T>({ limiters, ipAddress }: LimitedRequest, attempt: () => Promise<T>) {
  return failuresCountedFirst([[limiterFor(limiters, 'linkTokenFailuresPerIp'), ipAddress]], attempt);
}
