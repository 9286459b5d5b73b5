/** Typed failures of the business layer. The web layer maps each kind to one HTTP status. */
export type FieldErrors = Record<string, string>;

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
  constructor(kind: DomainError['kind'], message: string) {
    super(message);
    this.kind = kind;
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
  constructor(message = 'Please sign in to continue') {
    super('unauthorized', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = "You don't have permission to do that") {
    super('forbidden', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super('not_found', message);
  }
}

export class ConflictError extends DomainError {
  readonly fieldErrors?: FieldErrors;
  constructor(message: string, fieldErrors?: FieldErrors) {
    super('conflict', message);
    this.fieldErrors = fieldErrors;
  }
}

export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super('rate_limited', `Too many attempts, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class ServiceUnavailableError extends DomainError {
  constructor(message: string) {
    super('unavailable', message);
  }
}
