import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { paymentEvents } from '../../db/schema';
import type { PaymentEvent } from '../../integrations/payments';
import { isDomainError } from '../shared/errors';
import type { ContributionNotices } from './contribution-dependencies.server';
import { markPaymentFailed } from './mark-payment-failed.server';
import { recordCardPayment } from './record-card-payment.server';
import { recordDispute } from './record-dispute.server';
import { recordRefundedAmount, restoreUndoneRefund } from './record-refund.server';

/** unmatched: a payment that is not one of ours, or whose amount differs from the contribution (logged by the caller). */
export type PaymentEventOutcome = 'applied' | 'duplicate' | 'ignored' | 'unmatched';

async function applyOnce(
  db: Database,
  event: PaymentEvent,
  services: ContributionNotices,
): Promise<PaymentEventOutcome> {
  if (event.type === 'payment_intent.succeeded' && event.intent) {
    return recordCardPayment(db, event.intent, services).then(
      () => 'applied' as const,
      (error: unknown) => {
        if (isDomainError(error, 'not_found') || isDomainError(error, 'conflict'))
          return 'unmatched' as const;
        throw error;
      },
    );
  }
  if (event.type === 'payment_intent.payment_failed' && event.intent) {
    await markPaymentFailed(db, event.intent);
    return 'applied';
  }
  if (event.type === 'ignored') return 'ignored';
  if (!event.paymentIntentId) return 'unmatched';
  const report = { paymentIntentId: event.paymentIntentId, eventId: event.id, occurredAt: event.occurredAt };
  if (event.charge) {
    return recordRefundedAmount(
      db,
      { ...report, currency: event.charge.currency, charge: event.charge },
      services,
    );
  }
  if (event.refund) {
    return restoreUndoneRefund(
      db,
      { ...report, currency: event.refund.currency, refund: event.refund },
      services,
    );
  }
  if (event.dispute) {
    return recordDispute(
      db,
      { ...report, currency: event.dispute.currency, dispute: event.dispute },
      services,
    );
  }
  return 'ignored';
}

/**
 * A verified webhook event. A repeat (same event id) is a no-op. The id is stored only after the event was
 * applied, so a failure half-way lets the provider's retry finish the job; applying is itself idempotent (a refunded
 * amount only grows, a failed refund is taken back once, a dispute report older than the stored one is ignored), so
 * two deliveries racing each other change nothing twice.
 */
export async function applyPaymentEvent(
  db: Database,
  event: PaymentEvent,
  services: ContributionNotices,
): Promise<PaymentEventOutcome> {
  const [seen] = await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id)).limit(1);
  if (seen) return 'duplicate';

  const outcome = await applyOnce(db, event, services);

  await db
    .insert(paymentEvents)
    .values({ eventId: event.id, type: event.providerType.slice(0, 100) })
    .onConflictDoNothing();
  return outcome;
}
