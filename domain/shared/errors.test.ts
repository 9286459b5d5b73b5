import { describe, expect, it } from 'vitest';
import { domainErrorOf, HTTP_STATUS_BY_KIND, isDomainError, RateLimitedError } from './errors';

describe('the error-to-status map', () => {
  it('gives every kind its status', () => {
    expect(HTTP_STATUS_BY_KIND).toEqual({
      invalid: 400,
      unauthorized: 401,
      forbidden: 403,
      not_found: 404,
      conflict: 409,
      rate_limited: 429,
      unavailable: 503,
    });
  });

  it('when an error comes from another copy of the classes (as in the production build), then it is still recognised by its kind', () => {
    class OtherCopyOfDomainError extends Error {
      override name = 'DomainError';
      kind = 'rate_limited' as const;
      retryAfterSeconds = 60;
    }
    const error = new OtherCopyOfDomainError('Too many attempts, try again in 1 minute');
    expect(error instanceof RateLimitedError).toBe(false);
    expect(isDomainError(error, 'rate_limited')).toBe(true);
    expect(domainErrorOf(error)?.retryAfterSeconds).toBe(60);
  });

  it('when an error is not a domain failure, then it is not taken for one', () => {
    for (const error of [new Error('boom'), { name: 'DomainError', kind: 'exploded' }, null, 'text']) {
      expect(domainErrorOf(error)).toBeNull();
    }
  });
});
