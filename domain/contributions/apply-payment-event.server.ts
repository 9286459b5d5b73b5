import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { paymentEvents } from '../../db/schema';
import type { PaymentEvent } from '../../integrations/payments';
import { isDomainError } from '../shared/errors';
import type { ContributionServices } from './contribution-emails.server';
import { markPaymentFailed } from './mark-payment-failed.server';
import { markRefunded } from './mark-refunded.server';
import { recordCardPayment } from './record-card-payment.server';

/** unmatched: a payment that is not one of ours, or whose amount differs from the contribution (logged by the caller). */
export type PaymentEventOutcome = 'applied' | 'duplicate' | 'ignored' | 'unmatched';

/**
 * A verified webhook event. A repeat (same event id) is a no-op. The id is stored only after the event was
 * applied, so a failure half-way lets the provider's retry finish the job; applying is itself idempotent, so two
 * deliveries racing each other change nothing twice.
 */
export async function applyPaymentEvent(
  db: Database,
  services: ContributionServices,
  event: PaymentEvent,
): Promise<PaymentEventOutcome> {
  const [seen] = await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id)).limit(1);
  if (seen) return 'duplicate';

  let outcome: PaymentEventOutcome = event.type === 'ignored' ? 'ignored' : 'applied';
  if (event.type === 'payment_intent.succeeded' && event.intent) {
    outcome = await recordCardPayment(db, services, event.intent).then(
      () => 'applied' as const,
      (error: unknown) => {
        if (isDomainError(error, 'not_found') || isDomainError(error, 'conflict'))
          return 'unmatched' as const;
        throw error;
      },
    );
  } else if (event.type === 'payment_intent.payment_failed' && event.intent) {
    await markPaymentFailed(db, event.intent);
  } else if (event.type === 'charge.refunded' && event.paymentIntentId) {
    const refunded = await markRefunded(db, event.paymentIntentId);
    if (refunded) services.onTotalsChanged?.(refunded.campaignId);
  }

  await db
    .insert(paymentEvents)
    .values({ eventId: event.id, type: event.providerType.slice(0, 100) })
    .onConflictDoNothing();
  return outcome;
}
