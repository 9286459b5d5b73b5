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

/** How long a giver is asked to wait before trying again when the card processor is down. */
const RETRY_AFTER_OUTAGE_SECONDS = 30;

const GIVERS_WORDS: Record<PaymentRefusalReason, { field: string; message: string }> = {
  card_declined: {
    field: 'card',
    message: 'Your card was declined. Please try another card, or ask your bank why.',
  },
  insufficient_funds: {
    field: 'card',
    message: 'Your card has insufficient funds. Please try another card or a smaller amount.',
  },
  authentication_required: {
    field: 'card',
    message: 'Your bank needs you to confirm this payment. Please try again and complete its check.',
  },
  amount_too_small: {
    field: 'amount',
    message: 'This amount is below the smallest card payment in this currency. Please enter a larger amount.',
  },
  amount_too_large: { field: 'amount', message: 'Amount is too large for one contribution' },
  idempotency_conflict: {
    field: 'form',
    message: 'This payment was already started with different details. Please start again.',
  },
};

/**
 * The card processor's failure as the giver should read it: their card or amount is a 4xx in their words
 * (a conflict for a clash of idempotency keys), an outage a 503 that says when to try again. Anything else is
 * returned unchanged (a fault of ours).
 */
export function cardPaymentFailureOf(error: unknown): unknown {
  if (error instanceof PaymentProviderUnavailableError) {
    return new ServiceUnavailableError(
      'Card payments are unavailable right now. Please try again in a minute.',
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
export const CARD_PAYMENTS_OFF_MESSAGE =
  'Card payments are turned off on this site for now. Please give by mobile wallet.';

/** A submission already paid: sent again, changed or not, it charges nothing more (the browser offers "Give again"). */
export const ALREADY_PAID_MESSAGE = 'This contribution has already been paid. Thank you.';
