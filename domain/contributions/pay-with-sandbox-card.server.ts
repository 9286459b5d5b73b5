import type { Database } from '../../db/client.server';
import { type SandboxCardPayments, UnknownTestCardError } from '../../integrations/payments';
import { InvalidInputError } from '../shared/errors';
import type { ContributionServices } from './contribution-emails.server';
import { markPaymentFailed } from './mark-payment-failed.server';
import { recordCardPayment } from './record-card-payment.server';

/**
 * The sandbox's card form ("Test mode — no money moves"). A success is recorded here, where Stripe's webhook
 * would record it, so the browser's confirm-payment call that follows is the same idempotent repeat as with
 * Stripe.
 */
export async function payWithSandboxCard(
  db: Database,
  sandbox: SandboxCardPayments,
  services: ContributionServices,
  input: { clientSecret: string; cardNumber: string },
): Promise<{ status: string; paymentIntentId: string; failureMessage: string | null }> {
  const intent = await sandbox
    .confirmWithTestCard(input.clientSecret, input.cardNumber)
    .catch((error: unknown) => {
      if (error instanceof UnknownTestCardError) {
        throw new InvalidInputError(error.message, { cardNumber: error.message });
      }
      throw error;
    });
  if (intent.status === 'succeeded') await recordCardPayment(db, services, intent);
  else await markPaymentFailed(db, intent);
  return { status: intent.status, paymentIntentId: intent.id, failureMessage: intent.failureMessage };
}
