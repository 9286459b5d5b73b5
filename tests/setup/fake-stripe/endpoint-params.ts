import {
  arrayOf,
  boolean,
  type Fields,
  hash,
  integer,
  integerOrRange,
  metadata,
  oneOf,
  optional,
  required,
  string,
} from './form-params';

/**
 * The parameters each endpoint documents, from its page of the API reference. A documented parameter the fake
 * does not model (`notModelled`) is refused with its own error, so no test mistakes it for Stripe's refusal.
 */
export interface EndpointParams {
  fields: Fields;
  notModelled?: readonly string[];
}

const expand = optional(arrayOf(string));

// https://docs.stripe.com/api/payment_intents/create
export const CREATE_PAYMENT_INTENT: EndpointParams = {
  fields: {
    amount: required(integer),
    currency: required(string),
    automatic_payment_methods: optional(
      hash({ enabled: required(boolean), allow_redirects: optional(oneOf('always', 'never')) }),
    ),
    confirm: optional(boolean),
    description: optional(string),
    metadata: optional(metadata),
    payment_method: optional(string),
    payment_method_types: optional(arrayOf(string)),
    receipt_email: optional(string),
    return_url: optional(string),
    statement_descriptor_suffix: optional(string),
    expand,
  },
  notModelled: [
    'application_fee_amount',
    'capture_method',
    'confirmation_method',
    'confirmation_token',
    'customer',
    'error_on_requires_action',
    'mandate',
    'mandate_data',
    'off_session',
    'on_behalf_of',
    'payment_method_configuration',
    'payment_method_data',
    'payment_method_options',
    'radar_options',
    'setup_future_usage',
    'shipping',
    'statement_descriptor',
    'transfer_data',
    'transfer_group',
    'use_stripe_sdk',
  ],
};

// https://docs.stripe.com/api/payment_intents/confirm
export const CONFIRM_PAYMENT_INTENT: EndpointParams = {
  fields: {
    payment_method: optional(string),
    receipt_email: optional(string),
    return_url: optional(string),
    expand,
  },
  notModelled: [
    'capture_method',
    'confirmation_token',
    'error_on_requires_action',
    'mandate',
    'mandate_data',
    'off_session',
    'payment_method_data',
    'payment_method_options',
    'payment_method_types',
    'radar_options',
    'setup_future_usage',
    'shipping',
    'use_stripe_sdk',
  ],
};

// https://docs.stripe.com/api/payment_intents/cancel
export const CANCEL_PAYMENT_INTENT: EndpointParams = {
  fields: {
    cancellation_reason: optional(oneOf('abandoned', 'duplicate', 'fraudulent', 'requested_by_customer')),
    expand,
  },
};

// https://docs.stripe.com/api/refunds/create
export const CREATE_REFUND: EndpointParams = {
  fields: {
    payment_intent: optional(string),
    charge: optional(string),
    amount: optional(integer),
    reason: optional(oneOf('duplicate', 'fraudulent', 'requested_by_customer')),
    metadata: optional(metadata),
    expand,
  },
  notModelled: [
    'currency',
    'customer',
    'instructions_email',
    'origin',
    'refund_application_fee',
    'reverse_transfer',
  ],
};

// https://docs.stripe.com/api/events/list
export const LIST_EVENTS: EndpointParams = {
  fields: {
    type: optional(string),
    types: optional(arrayOf(string)),
    created: optional(integerOrRange),
    limit: optional(integer),
    starting_after: optional(string),
    ending_before: optional(string),
    delivery_success: optional(boolean),
  },
};

/** A list of one resource, newest first (`limit` only: what the app's start-up check of a restricted key sends). */
export const LIST: EndpointParams = { fields: { limit: optional(integer) } };

/** Every retrieve (GET /v1/<resource>/<id>) takes only `expand`. */
export const RETRIEVE: EndpointParams = { fields: { expand } };
