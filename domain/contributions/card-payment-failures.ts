import {
  PaymentProviderUnavailableError,
  type PaymentRefusalReason,
  PaymentRefusedError,
} from '../../integrations/payments';
import {
  ConflictError,
  type DomainError,
  InvalidInputError,
  ServiceUnavailableError,
} from '../shared/errors';
import { refusalKey } from '../shared/refusal-words';

/** How long a giver is asked to wait before trying again when the card processor is down. */
const RETRY_AFTER_OUTAGE_SECONDS = 30;

/** The giver's words for each refusal: catalogue keys (refusal-words.ts), answered in the giver's language. */
const GIVERS_WORDS: Record<PaymentRefusalReason, { field: string; message: string }> = {
  card_declined: { field: 'card', message: refusalKey('gift_error_card_declined') },
  insufficient_funds: { field: 'card', message: refusalKey('gift_error_insufficient_funds') },
  authentication_required: { field: 'card', message: refusalKey('gift_error_authentication') },
  amount_too_small: { field: 'amount', message: refusalKey('gift_error_below_card_minimum') },
  amount_too_large: { field: 'amount', message: refusalKey('gift_error_amount_too_large') },
  idempotency_conflict: { field: 'form', message: refusalKey('gift_error_started_differently') },
};

/**
 * The card processor's failure as the giver should read it: their card or amount is a 4xx in their words
 * (a conflict for a clash of idempotency keys), an outage a 503 that says when to try again. Anything else is
 * returned unchanged (a fault of ours).
 */
export function cardPaymentFailureOf(error: unknown): unknown {
  if (error instanceof PaymentProviderUnavailableError) {
    return new ServiceUnavailableError(
      refusalKey('gift_error_cards_unavailable'),
      RETRY_AFTER_OUTAGE_SECONDS,
    );
  }
  if (!(error instanceof PaymentRefusedError)) return error;
  const { field, message } = GIVERS_WORDS[error.reason];
  const failure: DomainError =
    error.reason === 'idempotency_conflict'
      ? new ConflictError(message)
      : new InvalidInputError(message, { [field]: message });
  return failure;
}

/** Where the card choice would be when the site takes wallet gifts only (CARD_PAYMENTS=off), and the API's 403. */
export const CARD_PAYMENTS_OFF_MESSAGE = refusalKey('gift_error_cards_off');

/** A submission already paid: sent again, changed or not, it charges nothing more (the browser offers "Give again"). */
export const ALREADY_PAID_MESSAGE = refusalKey('gift_error_already_paid');
