import type { Database } from '../../db/client.server';
import { ConflictError, NotFoundError } from '../shared/errors';
import { limiterFor } from '../shared/rate-limits';
import { refusalKey } from '../shared/refusal-words';
import { cardPaymentFailureOf } from './card-payment-failures';
import type { ContributionDependencies, ContributionNotices } from './contribution-dependencies.server';
import { type Contribution, recordCardPayment } from './record-card-payment.server';

export type ConfirmedCardPayment =
  | { status: 'recorded'; contribution: Contribution }
  /** The bank is still confirming (a delayed method): the webhook records it once Stripe says succeeded. */
  | { status: 'processing' };

/**
 * POST /api/stripe/confirm-payment: the browser says the card was charged. Nothing it sends is trusted: the
 * intent is read back from the provider, and only a succeeded one is recorded.
 */
export async function confirmCardPayment(
  db: Database,
  paymentIntentId: string,
  {
    paymentProvider,
    limiters,
    ipAddress,
    ...notices
  }: ContributionNotices & Pick<ContributionDependencies, 'paymentProvider' | 'limiters' | 'ipAddress'>,
): Promise<ConfirmedCardPayment> {
  // Each call is a request to the card processor, made for anyone who asks.
  await limiterFor(limiters, 'cardConfirmPerIp').consume(ipAddress);
  await limiterFor(limiters, 'cardConfirmPerIntent').consume(paymentIntentId);
  const intent = await paymentProvider.retrieveIntent(paymentIntentId).catch((error: unknown) => {
    throw cardPaymentFailureOf(error);
  });
  if (!intent) throw new NotFoundError(refusalKey('gift_error_payment_not_found'));
  if (intent.status === 'processing') return { status: 'processing' };
  if (intent.status !== 'succeeded') {
    throw new ConflictError(intent.failureMessage ?? refusalKey('gift_error_payment_failed'));
  }
  const { contribution } = await recordCardPayment(db, intent, notices);
  return { status: 'recorded', contribution };
}
