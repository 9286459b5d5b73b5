import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, contributions, payoutSchedule } from '../../db/schema';
import { CAMPAIGN_NOT_FOUND } from '../campaigns/campaign-rules';
import { countsTowardTotal } from '../campaigns/get-campaign-stats.server';
import { auditActorOf, type CampaignActor } from '../campaigns/permissions';
import { recordAudit } from '../shared/audit.server';
import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  UnauthorizedError,
} from '../shared/errors';
import { parseAmount, toDecimalString } from '../shared/money';
import { COMPLETE_PAYOUT_MESSAGES } from './complete-payout-schema';
import { organizerEmailOf, type PayoutMailServices, queuePayoutCompletedEmail } from './payout-emails.server';
import { NO_REFERENCE_GIVEN } from './payout-reference';
import { PAYOUT_REQUEST_MESSAGES } from './payout-request';

export { COMPLETE_PAYOUT_MESSAGES };

const REFERENCE_MAX_LENGTH = 100;

export interface CompletePayoutInput {
  campaignId: number;
  actor: CampaignActor;
  /** The transfer's reference: an M-Pesa code, a bank reference. Left out (the API's bare call): stored as none given. */
  reference?: string;
  /** What was paid, in the campaign's currency (decimal text); the requested payout amount when left out. */
  amount?: string;
  /** When it was paid; now when left out. */
  date?: Date;
}

export interface CompletePayoutDependencies extends PayoutMailServices {
  ipAddress: string;
  userAgent?: string;
  campaignChanged(campaignId: number): void;
  now?: Date;
}

/**
 * An admin records that the money reached the recipient (DESIGN.md: payouts are completed by an admin who records
 * the transfer reference, date and amount): the payout_schedule row completed with its date, reference and amount
 * paid (and a line in its notes), the campaign's payoutStatus 'completed', its card gifts marked paid, the audit entry and the organizer's
 * e-mail, in one transaction. Never an admin for their own campaign.
 */
export async function completePayout(
  db: Database,
  { campaignId, actor, reference, amount, date }: CompletePayoutInput,
  dependencies: CompletePayoutDependencies,
) {
  if (!actor.user) throw new UnauthorizedError();
  if (!actor.user.isAdmin) throw new ForbiddenError(COMPLETE_PAYOUT_MESSAGES.adminOnly);
  const now = dependencies.now ?? new Date();
  const transferReference = reference === undefined ? null : reference.trim();
  if (transferReference !== null && (!transferReference || transferReference.length > REFERENCE_MAX_LENGTH)) {
    throw new InvalidInputError(COMPLETE_PAYOUT_MESSAGES.reference, {
      reference: COMPLETE_PAYOUT_MESSAGES.reference,
    });
  }
  const payoutDate = date ?? now;
  if (Number.isNaN(payoutDate.getTime()) || payoutDate > now) {
    throw new InvalidInputError(COMPLETE_PAYOUT_MESSAGES.date, { date: COMPLETE_PAYOUT_MESSAGES.date });
  }

  const result = await db.transaction(async (tx) => {
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
    if (!campaign) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
    if (campaign.organizerId === actor.user?.id)
      throw new ForbiddenError(COMPLETE_PAYOUT_MESSAGES.ownCampaign);
    const [payout] = await tx
      .select()
      .from(payoutSchedule)
      .where(eq(payoutSchedule.campaignId, campaign.id))
      .for('update');
    if (!payout) throw new ConflictError(COMPLETE_PAYOUT_MESSAGES.notRequested);
    if (payout.status === 'completed') throw new ConflictError(PAYOUT_REQUEST_MESSAGES.alreadyCompleted);

    const currency = campaign.campaignCurrency;
    let paid = payout.payoutAmount;
    if (amount !== undefined) {
      const parsed = parseAmount(amount, currency);
      // numeric(12,2) holds at most ten digits before the point.
      if (
        !parsed.ok ||
        parsed.amountMinor <= 0 ||
        Number(toDecimalString(parsed.amountMinor, currency)) >= 1e10
      ) {
        throw new InvalidInputError(COMPLETE_PAYOUT_MESSAGES.amount, {
          amount: COMPLETE_PAYOUT_MESSAGES.amount,
        });
      }
      paid = toDecimalString(parsed.amountMinor, currency);
    }
    const completion = `Paid ${currency} ${paid} on ${payoutDate.toISOString().slice(0, 10)}; ${
      transferReference ? `transfer reference ${transferReference}` : NO_REFERENCE_GIVEN
    }.`;
    await tx
      .update(payoutSchedule)
      .set({
        status: 'completed',
        payoutDate,
        transferReference,
        paidAmount: paid,
        notes: payout.notes ? `${payout.notes}\n${completion}` : completion,
        updatedAt: now,
      })
      .where(eq(payoutSchedule.id, payout.id));
    await tx
      .update(campaigns)
      .set({ payoutStatus: 'completed', updatedAt: now })
      .where(eq(campaigns.id, campaign.id));
    // The card gifts that were paid out; wallet gifts went to the recipient directly and keep their own status.
    await tx
      .update(contributions)
      .set({ payoutStatus: 'completed', payoutDate })
      .where(
        and(
          eq(contributions.campaignId, campaign.id),
          ne(contributions.paymentMethod, 'mobile_wallet'),
          countsTowardTotal,
        ),
      );
    await recordAudit(
      tx,
      {
        action: 'payout.complete',
        entityType: 'campaign',
        entityId: campaign.id,
        ...auditActorOf(actor, campaign),
        details: {
          payoutScheduleId: payout.id,
          currency,
          requestedAmount: payout.payoutAmount,
          paidAmount: paid,
          payoutDate: payoutDate.toISOString(),
          reference: transferReference,
        },
      },
      { ipAddress: dependencies.ipAddress, userAgent: dependencies.userAgent },
    );
    await queuePayoutCompletedEmail(tx, dependencies, {
      campaign,
      organizerEmail: await organizerEmailOf(tx, campaign),
      paid: { amount: paid, currency },
      payoutDate,
      reference: transferReference,
    });
    return {
      id: payout.id,
      campaignId: campaign.id,
      status: 'completed' as const,
      payoutDate,
      transferReference,
      requestedAmount: payout.payoutAmount,
      paidAmount: paid,
      currency,
    };
  });
  dependencies.mailer.deliverSoon();
  dependencies.campaignChanged(campaignId);
  return { payout: result };
}
