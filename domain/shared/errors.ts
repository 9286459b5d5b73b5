/** Typed failures of the business layer. The web layer maps each kind to one HTTP status. */
export type FieldErrors = Record<string, string>;
/** The values a refusal's message places (a count of minutes), when its message is a catalogue key. */
export type RefusalInputs = Record<string, string | number>;

export class DomainError extends Error {
  override name = 'DomainError';
  readonly kind:
    | 'invalid'
    | 'unauthorized'
    | 'forbidden'
    | 'not_found'
    | 'conflict'
    | 'rate_limited'
    | 'unavailable';
  /**
   * Which of several reasons of one kind, for a decision the UI makes (a 409 of a payout request may mean asked
   * already, or nothing to pay): sent as `code`, so the browser never matches on the message.
   */
  readonly code?: string;
  /** What the message's catalogue key places, answered in the reader's language (refusal-words.server.ts). */
  readonly inputs?: RefusalInputs;
  constructor(kind: DomainError['kind'], message: string, code?: string, inputs?: RefusalInputs) {
    super(message);
    this.kind = kind;
    this.code = code;
    this.inputs = inputs;
  }
}

export class InvalidInputError extends DomainError {
  readonly fieldErrors?: FieldErrors;
  constructor(message: string, fieldErrors?: FieldErrors) {
    super('invalid', message);
    this.fieldErrors = fieldErrors;
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'refusal_sign_in') {
    super('unauthorized', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'refusal_forbidden') {
    super('forbidden', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'refusal_not_found') {
    super('not_found', message);
  }
}

export class ConflictError extends DomainError {
  readonly fieldErrors?: FieldErrors;
  /** What the caller needs to resolve the conflict (the pages a new campaign may duplicate), sent as `details`. */
  readonly details?: Record<string, unknown>;
  constructor(message: string, fieldErrors?: FieldErrors, code?: string, details?: Record<string, unknown>) {
    super('conflict', message, code);
    this.fieldErrors = fieldErrors;
    this.details = details;
  }
}

export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;
  /** `message` when the wait is not the usual minutes of a limit (a visitor's share of the image work). */
  constructor(retryAfterSeconds: number, message?: string) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      'rate_limited',
      message ?? 'refusal_too_many_attempts',
      undefined,
      message ? undefined : { minutes },
    );
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class ServiceUnavailableError extends DomainError {
  /** When given, answered as Retry-After: the caller may simply try again then. */
  readonly retryAfterSeconds?: number;
  constructor(message: string, retryAfterSeconds?: number) {
    super('unavailable', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type DomainErrorKind = DomainError['kind'];

/** The one map from a business failure to its HTTP status, used by the JSON API and by every page action. */
export const HTTP_STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
};

interface DomainErrorShape {
  name: 'DomainError';
  kind: DomainErrorKind;
  message: string;
  fieldErrors?: FieldErrors;
  code?: string;
  inputs?: RefusalInputs;
  details?: Record<string, unknown>;
  retryAfterSeconds?: number;
}

/**
 * The error as a domain failure, or null. Decided by its name and kind, never by `instanceof`: the development
 * server's module runner loads its own copy of these classes for the pages, and an error thrown by one copy is not
 * an instance of the other's (a rate-limited page form once answered 500 that way). Production loads one copy
 * (decision 031).
 */
export function domainErrorOf(error: unknown): DomainErrorShape | null {
  if (!error || typeof error !== 'object') return null;
  const { name, kind } = error as { name?: unknown; kind?: unknown };
  return name === 'DomainError' && typeof kind === 'string' && kind in HTTP_STATUS_BY_KIND
    ? (error as DomainErrorShape)
    : null;
}

export function isDomainError(error: unknown, kind?: DomainErrorKind): boolean {
  const failure = domainErrorOf(error);
  return failure !== null && (kind === undefined || failure.kind === kind);
}
