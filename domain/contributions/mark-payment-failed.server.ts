import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions } from '../../db/schema';
import type { PaymentIntentSnapshot } from '../../integrations/payments';
import { findContributionForIntent } from './record-card-payment.server';

/** A declined attempt leaves the contribution failed (not counted); a later success on the same intent still records it. */
export async function markPaymentFailed(db: Database, intent: PaymentIntentSnapshot) {
  const row = await findContributionForIntent(db, intent);
  if (!row) return null;
  const [updated] = await db
    .update(contributions)
    .set({ paymentStatus: 'failed', stripePaymentIntentId: intent.id })
    .where(and(eq(contributions.id, row.id), eq(contributions.paymentStatus, 'pending')))
    .returning();
  return updated ?? row;
}
