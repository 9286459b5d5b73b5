/**
 * Stripe's error envelope: `{ error: { type, message, code?, param?, decline_code?, doc_url?, … } }` with the HTTP
 * status Stripe uses for it (https://docs.stripe.com/api/errors: 400 invalid request, 401 bad key, 402 card error,
 * 404 missing resource). The real SDK turns `type` into its error classes (StripeInvalidRequestError,
 * StripeCardError, StripeIdempotencyError).
 */
export interface StripeErrorBody {
  type: string;
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  doc_url?: string;
  [extra: string]: unknown;
}

export class StripeError extends Error {
  /**
   * "We save results only after the execution of an endpoint begins. If incoming parameters fail validation […]
   * we don't save the idempotent result" (https://docs.stripe.com/api/idempotent_requests): errors raised while
   * reading the request are marked so the idempotency layer does not keep them.
   */
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
    readonly beforeExecution = false,
  ) {
    super(body.message);
  }
}

/** Every error code has a page at https://stripe.com/docs/error-codes/<code-with-dashes> (https://docs.stripe.com/error-codes). */
function docUrlOf(code: string | undefined) {
  return code ? { doc_url: `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}` } : {};
}

export function invalidRequest(
  message: string,
  extra: { code?: string; param?: string; [key: string]: unknown } = {},
): StripeError {
  return new StripeError(400, { type: 'invalid_request_error', message, ...extra, ...docUrlOf(extra.code) });
}

/** A parameter problem found before the endpoint runs: never saved under an idempotency key. */
export function invalidParameter(message: string, param: string, code?: string): StripeError {
  return new StripeError(
    400,
    { type: 'invalid_request_error', message, param, ...(code ? { code } : {}), ...docUrlOf(code) },
    true,
  );
}

export function resourceMissing(kind: string, id: string, param?: string): StripeError {
  return new StripeError(
    404,
    {
      type: 'invalid_request_error',
      message: `No such ${kind}: '${id}'`,
      code: 'resource_missing',
      ...(param ? { param } : {}),
      ...docUrlOf('resource_missing'),
    },
    true,
  );
}

export function unexpectedState(message: string): StripeError {
  return invalidRequest(message, { code: 'payment_intent_unexpected_state' });
}

export function cardError(extra: { code: string; message: string; [key: string]: unknown }): StripeError {
  return new StripeError(402, { type: 'card_error', ...extra, ...docUrlOf(extra.code) });
}

/** Stripe's `idempotency_error` (https://docs.stripe.com/api/errors#errors-type): HTTP 400. */
export function idempotencyError(message: string): StripeError {
  return new StripeError(400, { type: 'idempotency_error', message }, true);
}
