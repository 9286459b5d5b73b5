import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, contributions } from '../../db/schema';
import type { PaymentIntentSnapshot } from '../../integrations/payments';
import { subscribeGiverToUpdates } from '../gathering/update-subscriptions.server';
import { openDeletedCampaignPayout } from '../payouts/deleted-campaign-payout.server';
import { ConflictError, NotFoundError } from '../shared/errors';
import { fromDecimalString, providerScale } from '../shared/money';
import { refusalKey } from '../shared/refusal-words';
import type { ContributionNotices } from './contribution-dependencies.server';
import { queueCardReceipt, queueOrganizerNotice } from './contribution-emails.server';

export type Contribution = typeof contributions.$inferSelect;

/** The pending row of an intent: by its id, or (if saving the id failed) by the row id in its metadata. */
export async function findContributionForIntent(
  db: Database,
  intent: Pick<PaymentIntentSnapshot, 'id' | 'metadata'>,
): Promise<Contribution | null> {
  const contributionId = Number(intent.metadata.contributionId);
  const [row] = await db
    .select()
    .from(contributions)
    .where(
      or(
        eq(contributions.stripePaymentIntentId, intent.id),
        Number.isSafeInteger(contributionId) && contributionId > 0
          ? and(eq(contributions.id, contributionId), isNull(contributions.stripePaymentIntentId))
          : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Records a succeeded card payment. Called by confirm-payment (the browser) and by the webhook, in any order and
 * any number of times: the conditional update lets exactly one caller move the row to succeeded, and only that
 * caller queues the receipt and the organizer's notice, in the same transaction, so a crash cannot record the
 * payment and lose its e-mails (the provider's retry would find it already recorded and send nothing).
 */
export async function recordCardPayment(
  db: Database,
  intent: PaymentIntentSnapshot,
  services: ContributionNotices,
): Promise<{ contribution: Contribution; newlyRecorded: boolean }> {
  if (intent.status !== 'succeeded') throw new ConflictError(refusalKey('gift_error_payment_not_succeeded'));
  const row = await findContributionForIntent(db, intent);
  if (!row) throw new NotFoundError(refusalKey('gift_error_payment_not_found'));
  const expectedAmount = fromDecimalString(row.amount, row.currency) * providerScale(row.currency);
  if (intent.amount !== expectedAmount || intent.currency !== row.currency) {
    throw new ConflictError(refusalKey('gift_error_payment_mismatch'));
  }

  const recorded = await db.transaction(async (tx) => {
    const [succeeded] = await tx
      .update(contributions)
      .set({
        // All of it went back before it was recorded (the refund's report came first): refunded, not receipted.
        paymentStatus: sql`case when ${contributions.refundedAmount} >= ${contributions.amount} then 'refunded' else 'succeeded' end`,
        stripePaymentIntentId: intent.id,
        testMode: !intent.livemode,
      })
      .where(and(eq(contributions.id, row.id), inArray(contributions.paymentStatus, ['pending', 'failed'])))
      .returning();
    if (!succeeded) return null;
    if (succeeded.paymentStatus === 'refunded') return succeeded;
    // Ended, archived or even deleted since the giver started: the money was taken, so it is recorded and
    // receipted all the same. A deleted campaign's family hears nothing and asks for nothing more: Pamoja opens
    // the payout of what it owes (decision 021).
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, succeeded.campaignId));
    await queueCardReceipt(tx, services, campaign, succeeded);
    if (campaign.deletedAt) {
      await openDeletedCampaignPayout(tx, campaign.id, services);
    } else {
      await subscribeGiverToUpdates(tx, succeeded);
      await queueOrganizerNotice(tx, services, campaign, succeeded, 'card');
    }
    const [withReceipt] = await tx
      .update(contributions)
      .set({ receiptSentAt: new Date() })
      .where(eq(contributions.id, succeeded.id))
      .returning();
    return withReceipt;
  });
  if (!recorded) return { contribution: row, newlyRecorded: false };
  services.mailer.deliverSoon();
  services.onTotalsChanged?.(recorded.campaignId);
  return { contribution: recorded, newlyRecorded: true };
}
