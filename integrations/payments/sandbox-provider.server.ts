import { randomBytes } from 'node:crypto';
import { refusalKey } from '../../domain/shared/refusal-words';
import {
  type PaymentIntentSnapshot,
  type PaymentProvider,
  SANDBOX_TEST_CARDS,
  type SandboxCardPayments,
  UnknownTestCardError,
  WebhookSignatureError,
} from './types';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomId(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** A card number as printed on the card: 4242 4242 4242 4242. */
function inFours(cardNumber: string): string {
  return cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
}

interface SandboxIntent {
  snapshot: PaymentIntentSnapshot;
  clientSecret: string;
}

/**
 * The default card provider when no Stripe keys are set ("Test mode — no money moves"). Intents live in this
 * process's memory: the sandbox is for development, demos and tests, where one process serves everything.
 * A successful test card is recorded by the server right away, in the place Stripe's webhook would.
 */
export function createSandboxProvider(): PaymentProvider & SandboxCardPayments {
  const intents = new Map<string, SandboxIntent>();
  const intentIdByIdempotencyKey = new Map<string, string>();

  return {
    name: 'sandbox',
    publishableKey: null,

    async createIntent(input) {
      const existingId = intentIdByIdempotencyKey.get(input.idempotencyKey);
      const existing = existingId ? intents.get(existingId) : undefined;
      if (existing) return { id: existing.snapshot.id, clientSecret: existing.clientSecret };
      const id = `pi_${randomId(24)}`;
      const clientSecret = `${id}_secret_${randomId(25)}`;
      intents.set(id, {
        clientSecret,
        snapshot: {
          id,
          status: 'requires_payment_method',
          amount: input.amount,
          currency: input.currency.toUpperCase(),
          metadata: { ...input.metadata },
          failureMessage: null,
          clientSecret,
          nextActionType: null,
          // The sandbox stands for live Stripe where it may run: never in production (config refuses it there), so
          // a development or test database's gifts walk the whole journey, payouts included. Stripe's own test
          // mode is the play money that can reach a production database (a staging site): that is what is marked.
          livemode: true,
        },
      });
      intentIdByIdempotencyKey.set(input.idempotencyKey, id);
      return { id, clientSecret };
    },

    async retrieveIntent(id) {
      const intent = intents.get(id);
      return intent ? { ...intent.snapshot } : null;
    },

    async cancelIntent(id) {
      const intent = intents.get(id);
      if (!intent) throw new UnknownTestCardError(refusalKey('gift_error_test_payment_missing'));
      intent.snapshot = { ...intent.snapshot, status: 'canceled' };
      return { ...intent.snapshot };
    },

    /** The sandbox records payments as they happen and sends no events. */
    async listEvents() {
      return [];
    },

    /** The sandbox takes no refunds and keeps no balance: nothing refunded, and the fees stay the model's. */
    async retrieveCharge(paymentIntentId) {
      const intent = intents.get(paymentIntentId);
      if (intent?.snapshot.status !== 'succeeded') return null;
      return { paymentIntentId, amountRefunded: 0, currency: intent.snapshot.currency, fee: null };
    },

    verifyWebhook() {
      throw new WebhookSignatureError('The sandbox sends no webhooks');
    },

    async confirmWithTestCard(clientSecret, cardNumber) {
      const id = clientSecret.split('_secret_')[0];
      const intent = intents.get(id);
      if (!intent || intent.clientSecret !== clientSecret) {
        throw new UnknownTestCardError(refusalKey('gift_error_test_payment_missing'));
      }
      if (intent.snapshot.status === 'succeeded') return { ...intent.snapshot };
      const digits = cardNumber.replace(/[\s-]/g, '');
      if (digits === SANDBOX_TEST_CARDS.succeeds) {
        intent.snapshot = { ...intent.snapshot, status: 'succeeded', failureMessage: null };
      } else if (digits === SANDBOX_TEST_CARDS.declined) {
        intent.snapshot = {
          ...intent.snapshot,
          status: 'requires_payment_method',
          failureMessage: refusalKey('gift_error_test_card_declined'),
        };
      } else {
        throw new UnknownTestCardError(
          refusalKey('gift_error_test_cards_only', {
            success: inFours(SANDBOX_TEST_CARDS.succeeds),
            declined: inFours(SANDBOX_TEST_CARDS.declined),
          }),
        );
      }
      return { ...intent.snapshot };
    },
  };
}
