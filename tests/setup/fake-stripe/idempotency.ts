import { idempotencyError } from './stripe-errors';

/** Test time: Stripe's clock, which tests move on (`fake.clock.advance(ms)`) to expire keys or date events. */
export interface FakeClock {
  now(): number;
  advance(ms: number): void;
}

export function createClock(): FakeClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms) {
      offset += ms;
    },
  };
}

export interface SavedReply {
  status: number;
  body: unknown;
  requestId: string;
}

interface SavedRequest {
  endpoint: string;
  fingerprint: string;
  savedAt: number;
  reply: SavedReply;
}

/**
 * https://docs.stripe.com/api/idempotent_requests: "Stripe saves the status code and body of the first request made
 * with a given idempotency key […] Retries with the same key return the saved response, including 500 errors";
 * "You can remove keys from the system automatically after they're at least 24 hours old. We generate a new request
 * if a key is reused after the original is pruned"; "The idempotency layer compares incoming parameters to those of
 * the original request and errors if they're not the same". Keys are the account's, not the endpoint's, so a key
 * reused on another endpoint is refused as well.
 */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function createIdempotencyStore(clock: FakeClock) {
  const saved = new Map<string, SavedRequest>();

  return {
    /** The saved reply to replay, or null when the key is new or expired; throws idempotency_error on a mismatch. */
    replayFor(key: string, endpoint: string, fingerprint: string): SavedReply | null {
      const original = saved.get(key);
      if (!original) return null;
      if (clock.now() - original.savedAt >= IDEMPOTENCY_KEY_LIFETIME_MS) {
        saved.delete(key);
        return null;
      }
      if (original.endpoint !== endpoint) {
        throw idempotencyError(
          `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${original.endpoint}' vs '${endpoint}'). Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      if (original.fingerprint !== fingerprint) {
        // Stripe's wording, as its API answers it (quoted in public reports, e.g. graphql-python/graphene#869).
        throw idempotencyError(
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      return original.reply;
    },
    save(key: string, endpoint: string, fingerprint: string, reply: SavedReply) {
      saved.set(key, { endpoint, fingerprint, savedAt: clock.now(), reply: structuredClone(reply) });
    },
  };
}
