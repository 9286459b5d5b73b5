import type { Database } from '../../db/client.server';
import { type PaymentProvider, PaymentProviderUnavailableError } from '../../integrations/payments';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../shared/errors';
import type { ContributionServices } from './contribution-emails.server';
import { recordCardPayment } from './record-card-payment.server';

/**
 * POST /api/stripe/confirm-payment: the browser says the card was charged. Nothing it sends is trusted: the
 * intent is read back from the provider, and only a succeeded one is recorded.
 */
export async function confirmCardPayment(
  db: Database,
  provider: PaymentProvider,
  services: ContributionServices,
  paymentIntentId: string,
) {
  const intent = await provider.retrieveIntent(paymentIntentId).catch((error: unknown) => {
    if (error instanceof PaymentProviderUnavailableError) {
      throw new ServiceUnavailableError('We could not reach the card processor. Please try again.');
    }
    throw error;
  });
  if (!intent) throw new NotFoundError('Payment not found');
  if (intent.status !== 'succeeded') {
    throw new ConflictError(intent.failureMessage ?? 'Payment could not be processed. Please try again.');
  }
  return recordCardPayment(db, services, intent);
}
