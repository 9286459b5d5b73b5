import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions } from '../../db/schema';

/** A refunded card payment stops counting toward the total. */
export async function markRefunded(db: Database, paymentIntentId: string) {
  const [updated] = await db
    .update(contributions)
    .set({ paymentStatus: 'refunded' })
    .where(eq(contributions.stripePaymentIntentId, paymentIntentId))
    .returning();
  return updated ?? null;
}
