import type { Database } from '../../db/client.server';
import { type SandboxCardPayments, UnknownTestCardError } from '../../integrations/payments';
import { InvalidInputError } from '../shared/errors';
import { limiterFor } from '../shared/rate-limits';
import type { ContributionDependencies, ContributionNotices } from './contribution-dependencies.server';
import type { SandboxCardInput } from './contribution-schemas';
import { markPaymentFailed } from './mark-payment-failed.server';
import { recordCardPayment } from './record-card-payment.server';

/**
 * The sandbox's card form ("Test mode — no money moves"). A success is recorded here, where Stripe's webhook
 * would record it, so the browser's confirm-payment call that follows is the same idempotent repeat as with
 * Stripe.
 */
export async function payWithSandboxCard(
  db: Database,
  input: SandboxCardInput,
  {
    paymentProvider,
    limiters,
    ipAddress,
    ...notices
  }: ContributionNotices &
    Pick<ContributionDependencies, 'limiters' | 'ipAddress'> & { paymentProvider: SandboxCardPayments },
): Promise<{ status: string; paymentIntentId: string; failureMessage: string | null }> {
  // The same allowance as starting a card payment: each try is a card tried.
  await limiterFor(limiters, 'cardPaymentPerIp').consume(ipAddress);
  const intent = await paymentProvider
    .confirmWithTestCard(input.clientSecret, input.cardNumber)
    .catch((error: unknown) => {
      if (error instanceof UnknownTestCardError) {
        throw new InvalidInputError(error.message, { cardNumber: error.message });
      }
      throw error;
    });
  if (intent.status === 'succeeded') await recordCardPayment(db, intent, notices);
  else await markPaymentFailed(db, intent);
  return { status: intent.status, paymentIntentId: intent.id, failureMessage: intent.failureMessage };
}
